import type { EntityDef, OperationDef } from '@practice/sdk/contract';
import type { Caller } from '../auth/caller.js';
import type { Db, Queryable } from '../db/driver.js';
import type { Table } from '../db/tables.js';
import type { StoreSettings } from '../files/store-config.js';

export interface ServerConfig {
  /**
   * Local folder for uploaded and generated files; with an object store, only for chunked uploads' parts
   * while they arrive.
   */
  readonly filesDir: string;
  /** The object store (FILE_STORE=s3); absent: files live under filesDir. files/store-config.ts. */
  readonly store?: StoreSettings | undefined;
  /** Upload limit in MB (SPEC §5: 100 by default). */
  readonly uploadMaxMb: number;
  /** OSS settings: present only when direct uploads are configured. */
  readonly oss?: {
    readonly region: string;
    readonly bucket: string;
    readonly accessKeyId: string;
    readonly accessKeySecret: string;
    readonly roleArn: string;
  };
}

/** Everything a handler needs for one call. `q` is the database, or the transaction the handler runs in. */
export interface OpContext {
  readonly db: Db;
  readonly op: OperationDef;
  readonly caller: Caller | null;
  readonly config: ServerConfig;
  readonly request: Request;
  readonly entity?: EntityDef;
  readonly table?: Table;
}

export interface OpInput {
  readonly query: Record<string, unknown>;
  readonly body: unknown;
}

/**
 * A handler answers the envelope's Content; a Response passes through unchanged (binary downloads).
 */
export type Handler = (ctx: OpContext, input: OpInput) => Promise<unknown>;

export type Tx = Queryable;

export function signedIn(ctx: OpContext) {
  if (!ctx.caller) throw new Error(`${ctx.op.name} needs a caller`);
  return ctx.caller;
}
