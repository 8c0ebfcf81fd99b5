import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, startTestServer, type TestServer } from '../harness.js';
import { fuzzed, type Resolve, type Schema } from './schema-arbitrary.js';

/*
 * Property-based calls over the OpenAPI documents: every operation of the three APIs, as a school
 * administrator and as a student, with inputs drawn from its documented parameters and body (mostly valid,
 * sometimes hostile). Whatever is sent, the server never answers 5xx, and every answer is one the document
 * lists for that operation, in the schema it gives. Bounded: a few calls per operation and role.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Ending the fuzzing sign-in would turn every later call into a 401. */
const SKIPPED = new Set(['LoginOut']);

interface Operation {
  readonly id: string;
  readonly method: 'get' | 'post';
  readonly url: string;
  readonly query: { name: string; schema: Schema; required?: boolean }[];
  readonly body?: { schema: Schema; multipart: boolean };
  readonly responses: Record<string, string | undefined>;
}

type ResponseObject = { $ref?: string; content?: Record<string, { schema: Schema }> };
type Doc = {
  servers: { url: string; variables?: Record<string, { default: string }> }[];
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, Schema>; responses?: Record<string, ResponseObject> };
};

const root = fileURLToPath(new URL('../../../../openapi/', import.meta.url));
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);

function load(name: string): { operations: Operation[]; resolve: Resolve } {
  const doc = JSON.parse(readFileSync(`${root}${name}.openapi.json`, 'utf8')) as Doc;
  ajv.addSchema({ $id: name, components: doc.components }, name);
  const server = doc.servers[0] as Doc['servers'][number];
  const base = server.url.replace(/\{(\w+)\}/g, (_, v: string) => server.variables?.[v]?.default ?? '');
  const resolve: Resolve = (ref) => doc.components.schemas[ref.split('/').pop() as string] as Schema;
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)
        ?.content;
      const json = content?.['application/json'];
      const form = content?.['multipart/form-data'];
      const responses = Object.fromEntries(
        Object.entries(op.responses as Record<string, ResponseObject>).map(([status, given]) => {
          // Shared answers (BadRequest, Unauthorized …) are links into components.responses.
          const r = given.$ref ? doc.components.responses?.[given.$ref.split('/').pop() as string] : given;
          const ref = r?.content?.['application/json']?.schema.$ref;
          return [status, ref ? `${name}${ref}` : undefined];
        }),
      );
      return {
        id: String(op.operationId),
        method: method as 'get' | 'post',
        url: `${base}${path}`,
        query: (op.parameters as Operation['query'] | undefined) ?? [],
        ...(json || form ? { body: { schema: (json ?? form)?.schema as Schema, multipart: !json } } : {}),
        responses,
      };
    }),
  );
  return { operations, resolve };
}

const apis = ['system', 'internship', 'gateway'].map(load);

let server: TestServer;
const tokens: Record<string, string> = {};

async function signIn(userName: string): Promise<string> {
  const r = await fetch(`${server.url}/AuthSubAccountSystemWeb/api/v1/Home/LoginCheck`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cUserName: userName, cPassword: DEMO_PASSWORD }),
  });
  return ((await r.json()) as { Content: { token: string } }).Content.token;
}

beforeAll(async () => {
  server = await startTestServer();
  tokens.schoolAdmin = await signIn(DEMO.schoolAdmin);
  tokens.student = await signIn(DEMO.student);
}, 180_000);
afterAll(() => server?.close());

async function call(op: Operation, token: string, query: Record<string, unknown>, body: unknown) {
  const url = new URL(`${server.url}${op.url}`);
  for (const [k, v] of Object.entries(query))
    if (v !== undefined) url.searchParams.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let payload: BodyInit | undefined;
  if (op.body?.multipart) {
    const form = new FormData();
    form.append('file', new Blob([typeof body === 'string' ? body : JSON.stringify(body)]), '模糊测试.txt');
    payload = form;
  } else if (op.method === 'post') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body ?? {});
  }
  return fetch(url, { method: op.method.toUpperCase(), headers, ...(payload ? { body: payload } : {}) });
}

/** What went wrong with one answer, or null: no 5xx, a documented status, the documented schema. */
async function problemOf(op: Operation, response: Response): Promise<string | null> {
  const status = String(response.status);
  const text = await response.text();
  if (response.status >= 500) return `${status}: ${text.slice(0, 200)}`;
  if (!(status in op.responses)) return `undocumented status ${status}: ${text.slice(0, 200)}`;
  const ref = op.responses[status];
  if (!ref || !(response.headers.get('content-type') ?? '').includes('json')) return null;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  if (validate(JSON.parse(text))) return null;
  return `${status} does not match ${ref}: ${ajv.errorsText(validate.errors)} in ${text.slice(0, 200)}`;
}

describe('the fuzzing checks themselves', () => {
  const op = apis[1]?.operations.find((o) => o.id === 'GetInternshipInfoModel') as Operation;
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('flag a 5xx, an undocumented status and an answer outside its schema, and pass a documented one', async () => {
    expect(await problemOf(op, answer(500, { Code: 500, Message: 'x', Content: null }))).toMatch(/^500/);
    expect(await problemOf(op, answer(418, { Code: 418, Message: 'x', Content: null }))).toMatch(
      /undocumented/,
    );
    expect(
      await problemOf(op, answer(200, { Code: 200, Message: 'ok', Content: { fInternshipInfoId: 3 } })),
    ).toMatch(/does not match/);
    expect(await problemOf(op, answer(404, { Code: 404, Message: '数据不存在', Content: null }))).toBeNull();
    expect(await problemOf(op, answer(400, { Code: 400, Message: 1, Content: null }))).toMatch(
      /does not match/,
    );
  });
});

/** Statuses answered per role, so that a run which only ever met refusals shows up as such. */
const seen = new Map<string, Set<number>>();

describe.each(['schoolAdmin', 'student'])('fuzzing every operation as %s', (role) => {
  for (const { operations, resolve } of apis) {
    const ops = operations.filter((o) => !SKIPPED.has(o.id));
    it(`answers ${ops.length} operations of ${ops[0]?.url.split('/')[1]} without 5xx and as documented`, async () => {
      const problems: string[] = [];
      for (const op of ops) {
        const query = fc.record(
          Object.fromEntries(op.query.map((p) => [p.name, fuzzed(p.schema, resolve)])),
          { requiredKeys: op.query.filter((p) => p.required).map((p) => p.name) },
        );
        const body = op.body ? fuzzed(op.body.schema, resolve) : fc.constant(undefined);
        await fc.assert(
          fc.asyncProperty(query, body, async (q, b) => {
            const response = await call(op, tokens[role] as string, q, b);
            seen.set(role, (seen.get(role) ?? new Set()).add(response.status));
            const problem = await problemOf(op, response);
            if (problem) problems.push(`${op.id} ${JSON.stringify({ q, b }).slice(0, 300)} -> ${problem}`);
            return true;
          }),
          { numRuns: RUNS, seed: SEED },
        );
      }
      expect(problems).toEqual([]);
    }, 600_000);
  }

  it('reached the handlers as well as the refusals', () => {
    expect([...(seen.get(role) ?? [])]).toEqual(expect.arrayContaining([200, 400]));
  });
});
