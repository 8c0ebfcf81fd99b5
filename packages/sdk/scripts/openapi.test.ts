import { describe, expect, it } from 'vitest';
import { operationsOf } from '../src/contract/catalogue.js';
import type { ApiName, OperationDef } from '../src/contract/operation.js';
import { buildDocument } from './openapi.js';

/*
 * Every refusal the reference server can answer is documented on the operation that answers it, as the
 * envelope it is ({Code, Message, Content: null}): a client generated from the documents knows them all.
 */

type Response = {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema: { $ref?: string } }>;
};
type Doc = {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, Response> }>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, Response> };
};

/** What the server's pipeline and handlers can answer for one operation. */
function expectedStatuses(op: OperationDef): string[] {
  // The HTTP layer's, for every call: input, permission, a request sent too slowly, too long an address or
  // too large headers.
  const out = ['400', '403', '408', '414', '431'];
  if (op.grants !== 'public') out.push('401');
  // A business rule of the handler, which reads check as writes do (a tutor of another course: 409).
  if (op.grants !== 'public' || op.method === 'POST') out.push('409');
  // A JSON body of another type; an upload of a file type the folder does not take.
  if (op.body || op.multipart) out.push('415');
  if (op.multipart || (op.kind === 'upload' && op.method === 'POST')) out.push('413');
  if (op.multipart && /Import/.test(op.name)) out.push('422');
  if (op.name === 'LoginCheck') out.push('429');
  return out;
}

const APIS: ApiName[] = ['system', 'internship', 'gateway'];

describe.each(APIS)('the %s document', (api) => {
  const doc = buildDocument(api) as Doc;
  const byId = new Map(
    Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((o) => [o.operationId, o])),
  );

  it('documents every refusal of every operation as the error envelope', () => {
    const missing: string[] = [];
    for (const op of operationsOf(api)) {
      const responses = byId.get(op.name)?.responses ?? {};
      for (const status of expectedStatuses(op)) {
        const named = responses[status]?.$ref?.replace('#/components/responses/', '');
        const r = named ? doc.components.responses[named] : responses[status];
        const schema = r?.content?.['application/json']?.schema;
        if (!r?.description || schema?.$ref !== '#/components/schemas/ErrorEnvelope')
          missing.push(`${op.name} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('describes the error envelope: a code, a Chinese message and no content', () => {
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({
      type: 'object',
      required: ['Code', 'Message', 'Content'],
      properties: { Code: { type: 'integer' }, Message: { type: 'string' }, Content: { type: 'null' } },
    });
  });
});
