import { z } from 'zod';
import { APIS, CONTRACT_VERSION, DEFAULT_PLUGIN_BASE } from '../src/contract/apis.js';
import { entities, operationsOf } from '../src/contract/catalogue.js';
import type { ApiName, OperationDef } from '../src/contract/operation.js';
import { REFUSALS, refusalsOf } from '../src/contract/refusals.js';
import { idNameNode, jsNode } from '../src/contract/standard.js';
import { envelope, idsBody, uploadResponse } from '../src/contract/wire.js';

/*
 * Builds one OpenAPI 3.1 document per API from the catalogue. Request schemas are converted as inputs
 * (defaults make fields optional, coercions accept strings), responses as outputs. Schemas shared between
 * operations (entity rows, tree nodes) become components and are referenced by $ref.
 */

type Json = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const SAFE_INT = 9007199254740991;

/** Drops what zod adds but OpenAPI readers do not want: per-schema $schema/$id and the safe-integer bounds. */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$schema' || k === '$id') continue;
    if ((k === 'minimum' && v === -SAFE_INT) || (k === 'maximum' && v === SAFE_INT)) continue;
    out[k] = tidy(v);
  }
  return out;
}

/** Component names by schema instance: a schema shared by many operations is one component. */
class Components {
  readonly ids = new Map<z.ZodType, string>([
    [jsNode, 'JsNode'],
    [idNameNode, 'IdNameNode'],
  ]);
  name(schema: z.ZodType, id: string): string {
    const known = this.ids.get(schema);
    if (known) return known;
    this.ids.set(schema, id);
    return id;
  }
}

function convert(components: Components, io: 'input' | 'output'): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of components.ids) registry.add(schema, { id });
  const result = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Json> };
  if (result.schemas.__shared)
    throw new Error('a schema with a global id escaped the registry: register it above');
  return tidy(result.schemas) as Record<string, Json>;
}

function queryParameters(op: OperationDef): Json[] {
  if (!op.query) return [];
  return Object.entries(op.query.shape).map(([name, schema]) => {
    const s = schema as z.ZodType;
    return {
      name,
      in: 'query',
      required: !s.safeParse(undefined).success,
      schema: tidy(z.toJSONSchema(s, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' })),
    };
  });
}

/** What every refusal answers (the reference server's http/errors.ts): the status as Code, a Chinese message. */
const ERROR_ENVELOPE: Json = {
  type: 'object',
  description: '请求被拒绝：Code 与 HTTP 状态码相同，Message 为中文说明',
  properties: {
    Code: { type: 'integer', description: 'HTTP 状态码' },
    Message: { type: 'string', description: '中文错误信息' },
    Content: { type: 'null' },
  },
  required: ['Code', 'Message', 'Content'],
};

/** An operation's refusals (the contract's refusals.ts, which the reference server checks its answers by). */
const errorResponses = (op: OperationDef): Record<string, Json> =>
  Object.fromEntries(
    refusalsOf(op).map((r) => [String(r.status), { $ref: `#/components/responses/${r.name}` }]),
  );

/** A throttled sign-in says how long to wait. */
const RETRY_AFTER = { description: '需等待的秒数', schema: { type: 'integer', minimum: 1 } };

const sharedResponses = (): Record<string, Json> =>
  Object.fromEntries(
    REFUSALS.map((r) => [
      r.name,
      {
        description: r.description,
        ...(r.status === 429 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
        content: { 'application/json': { schema: ref('ErrorEnvelope') } },
      },
    ]),
  );

export function buildDocument(api: ApiName): Json {
  const ops = operationsOf(api);
  const requests = new Components();
  const responses = new Components();
  requests.name(idsBody, 'IdsBody');
  for (const e of entities.filter((x) => x.api === api)) responses.name(e.schemas.row, `${e.name}Row`);
  const bodyRef = new Map<string, string>();
  const responseRef = new Map<string, string>();
  for (const op of ops) {
    if (op.body) bodyRef.set(op.name, requests.name(op.body, `${op.name}Body`));
    if (op.response === 'envelope')
      responseRef.set(op.name, responses.name(envelope(op.content), `${op.name}Response`));
    if (op.response === 'fileList')
      responseRef.set(op.name, responses.name(uploadResponse, 'UploadResponse'));
  }

  const paths: Record<string, Json> = {};
  for (const op of ops) {
    const multipart = op.multipart && {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { [op.multipart.field]: { type: 'string', format: 'binary', description: '文件' } },
          required: [op.multipart.field],
        },
      },
    };
    const body = op.body && { 'application/json': { schema: ref(bodyRef.get(op.name) ?? '') } };
    const success =
      op.response === 'binary'
        ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
        : { 'application/json': { schema: ref(responseRef.get(op.name) ?? '') } };
    const parameters = queryParameters(op);
    paths[op.path] = {
      ...paths[op.path],
      [op.method.toLowerCase()]: {
        operationId: op.name,
        summary: op.summary,
        tags: [op.controller],
        ...(parameters.length ? { parameters } : {}),
        ...(body || multipart ? { requestBody: { required: true, content: { ...body, ...multipart } } } : {}),
        responses: {
          '200': { description: '成功或业务错误（以 Code 区分）', content: success },
          ...errorResponses(op),
        },
        ...(op.grants === 'public' ? { security: [] } : {}),
        'x-grants': op.grants,
        'x-kind': op.kind,
        ...(op.entity ? { 'x-entity': op.entity } : {}),
        ...(op.timeoutMs ? { 'x-timeout-ms': op.timeoutMs } : {}),
        ...(op.referenceServerOnly ? { 'x-reference-server-only': true } : {}),
      },
    };
  }

  const info = APIS[api];
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: CONTRACT_VERSION },
    servers: [
      api === 'internship'
        ? { url: info.prefix, variables: { pluginBase: { default: DEFAULT_PLUGIN_BASE } } }
        : { url: info.prefix },
    ],
    security: [{ bearer: [] }],
    tags: [...new Set(ops.map((o) => o.controller))].sort().map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      responses: sharedResponses(),
      schemas: Object.fromEntries(
        Object.entries({
          ...convert(responses, 'output'),
          ...convert(requests, 'input'),
          ErrorEnvelope: ERROR_ENVELOPE,
        }).sort(([a], [b]) => a.localeCompare(b)),
      ),
    },
  };
}
