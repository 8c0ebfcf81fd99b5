import type { z } from 'zod';
import type { Grant } from './roles.js';

export type ApiName = 'system' | 'internship' | 'gateway';
export type Method = 'GET' | 'POST';
export type OperationKind =
  | 'page'
  | 'model'
  | 'add'
  | 'edit'
  | 'delete'
  | 'auth'
  | 'unauth'
  | 'tree'
  | 'list'
  | 'action'
  | 'download'
  | 'upload';

/** How the response is shaped: the standard envelope, BatchUpload's FileList, or raw bytes. */
export type ResponseShape = 'envelope' | 'fileList' | 'binary';

/**
 * One call of the contract. Every call the console or another school system makes is one of these;
 * the OpenAPI documents, the SDK's functions and the server's routes are all derived from this list.
 */
export interface OperationDef {
  /** Unique name, used as operationId and as the SDK function name (SPEC §7 names, verbatim). */
  readonly name: string;
  readonly api: ApiName;
  readonly controller: string;
  readonly action: string;
  readonly method: Method;
  /** Path relative to the API's base; '/api/v1/{controller}/{action}' unless the spec names another. */
  readonly path: string;
  readonly summary: string;
  readonly kind: OperationKind;
  readonly entity?: string;
  /**
   * The entities whose rows a successful call changes, when not its entity's: a role's menus or APIs are
   * no row of AppRole, so saving them leaves the role list as it was. Absent: the entity's own rows.
   */
  readonly changes?: readonly string[];
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** multipart/form-data with the file in this field (uploads). */
  readonly multipart?: { readonly field: string };
  readonly response: ResponseShape;
  /** The envelope's Content (for 'envelope' responses). */
  readonly content: z.ZodType;
  readonly grants: Grant;
  /** Overrides the client's 10 000 ms default (batch downloads: 300 000 ms). */
  readonly timeoutMs?: number;
  /**
   * A call of the reference server alone, which the production back end lacks (DESIGN "Beyond the spec"):
   * x-reference-server-only in the OpenAPI documents, so a school's own back end knows to add it.
   */
  readonly referenceServerOnly?: true;
}

export interface OperationInput {
  name?: string;
  api: ApiName;
  controller: string;
  action: string;
  method?: Method;
  path?: string;
  summary: string;
  kind?: OperationKind;
  entity?: string;
  changes?: readonly string[];
  query?: z.ZodObject;
  body?: z.ZodType;
  multipart?: { field: string };
  response?: ResponseShape;
  content: z.ZodType;
  grants: Grant;
  timeoutMs?: number;
  referenceServerOnly?: true;
}

/** The schemas an operation may carry: copied as getters, so that a lazily built one stays unbuilt. */
const SCHEMA_KEYS = ['query', 'body', 'content'] as const;

/** Whether the input carries the value, without reading a getter (which would build its schema). */
function carries(o: OperationInput, key: (typeof SCHEMA_KEYS)[number]): boolean {
  const own = Object.getOwnPropertyDescriptor(o, key);
  return own !== undefined && (own.get !== undefined || own.value !== undefined);
}

/**
 * Builds an operation with the defaults of the wire facts: GET when it has a query and no body, POST
 * otherwise, path /api/v1/{controller}/{action}, name = action.
 */
export function defineOperation(o: OperationInput): OperationDef {
  const method = o.method ?? (carries(o, 'body') || o.multipart ? 'POST' : 'GET');
  const def = {
    name: o.name ?? o.action,
    api: o.api,
    controller: o.controller,
    action: o.action,
    method,
    path: o.path ?? `/api/v1/${o.controller}/${o.action}`,
    summary: o.summary,
    kind: o.kind ?? 'action',
    response: o.response ?? 'envelope',
    grants: o.grants,
    ...(o.entity ? { entity: o.entity } : {}),
    ...(o.changes ? { changes: o.changes } : {}),
    ...(o.multipart ? { multipart: o.multipart } : {}),
    ...(o.timeoutMs ? { timeoutMs: o.timeoutMs } : {}),
    ...(o.referenceServerOnly ? { referenceServerOnly: true } : {}),
  };
  // A schema written as a getter is built on first use and kept: the catalogue's few hundred calls would
  // otherwise build theirs at the SDK's import, and a getter that builds would make a new schema each read.
  for (const key of SCHEMA_KEYS) {
    if (!carries(o, key)) continue;
    let built: z.ZodType | undefined;
    Object.defineProperty(def, key, { enumerable: true, get: () => (built ??= o[key]) });
  }
  return def as OperationDef;
}

export const qualified = (controller: string, action: string) => `${controller}_${action}`;
