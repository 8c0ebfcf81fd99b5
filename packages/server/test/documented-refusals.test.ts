import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipBomb } from '../src/files/testing.js';
import { undocumentedAnswers } from '../src/http/undocumented.js';
import { type Client, formWith, raw, signIn, urlOf } from '../src/ops/specific/system/test-client.js';
import { startTestServer, type TestServer } from './harness.js';

/*
 * Refusals the OpenAPI documents did not list (issue 24): a read refused by a business rule (409), a zip bomb
 * (413), an address or headers past the server's limits (414, 431; these answered a bare text before). Each
 * is answered here for real: the envelope with its status, which the committed document lists for the call.
 */

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
}, 180_000);
afterAll(() => server?.close());

type Operation = { operationId: string; responses: Record<string, unknown> };
const documented = new Map<string, Operation>();
for (const api of ['system', 'internship', 'gateway']) {
  const file = fileURLToPath(new URL(`../../../openapi/${api}.openapi.json`, import.meta.url));
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
  for (const op of Object.values(doc.paths).flatMap((methods) => Object.values(methods)))
    documented.set(op.operationId, op);
}
const listed = (name: string) => Object.keys(documented.get(name)?.responses ?? {});

const one = async (sql: string, values: unknown[] = []) =>
  (await server.db.query(sql, values))[0] as Record<string, unknown>;

/** The raw answer of a request written on a socket, for what fetch will not send. */
function rawHttp(request: string): Promise<{ status: number; contentType: string; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
    });
    // The server answers before reading the rest and closes: a reset may follow the answer.
    socket.on('error', () => {});
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        contentType: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '',
        body,
      });
    });
  });
}

describe('refusals the documents now list', () => {
  it('409: the class list of a tutor who is not the course’s', async () => {
    const student = await one(
      'select "fInternshipInfoId" as course, "fClassId" as class from "InternshipStudent" where "fClassId" is not null limit 1',
    );
    const tutor = await one(
      'select "fInternshipTutorId" as id from "InternshipTutor" where "fInternshipInfoId" <> $1 limit 1',
      [student.course],
    );
    const r = await raw(server.url, 'InternshipStudent_GetVisibleInternshipStudentPageListInClassByTutorId', {
      token: admin.token,
      query: {
        fInternshipInfoId: String(student.course),
        fClassId: String(student.class),
        fInternshipTutorId: String(tutor.id),
      },
    });
    expect(r.json).toEqual({ Code: 409, Message: '所选导师不属于该实习课程', Content: null });
    expect(r.status).toBe(409);
    expect(listed('InternshipStudent_GetVisibleInternshipStudentPageListInClassByTutorId')).toContain('409');
  });

  it('413 and 422: zip bombs sent to both imports', async () => {
    const course = await one('select "cPracticeInfoId" as id from "PracticeInfo" limit 1');
    const imports = [
      ['AppUserImport', { dryRun: 'true' }],
      ['ImportPracticeStudentList', { cPracticeInfoId: String(course.id), dryRun: 'true' }],
    ] as const;
    const bombs = [
      [zipBomb({ unpackedMb: 300 }), 413],
      [zipBomb({ unpackedMb: 300, declaredBytes: 1024 }), 422],
    ] as const;
    for (const [name, query] of imports) {
      for (const [bomb, status] of bombs) {
        const r = await raw(server.url, name, {
          token: admin.token,
          query,
          form: formWith('名单.xlsx', bomb),
        });
        expect([r.status, r.json.Code], name).toEqual([status, status]);
        expect(listed(name), name).toContain(String(status));
      }
    }
  });

  it('414: an address past 8 KB, in the envelope', async () => {
    const url = new URL(urlOf(server.url, 'GetSchoolPageList'));
    url.searchParams.set('cSchoolName', 'x'.repeat(9000));
    const r = await fetch(url, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(r.status).toBe(414);
    expect(r.headers.get('content-type')).toContain('application/json');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await r.json()).toEqual({ Code: 414, Message: '请求地址过长（不能超过 8 KB）', Content: null });
    expect(listed('GetSchoolPageList')).toContain('414');
  });

  it('431: headers past 16 KB, in the envelope', async () => {
    const r = await fetch(urlOf(server.url, 'GetSchoolPageList'), {
      headers: { authorization: `Bearer ${admin.token}`, 'x-padding': 'x'.repeat(17 * 1024) },
    });
    expect(r.status).toBe(431);
    expect(await r.json()).toEqual({ Code: 431, Message: '请求头过大（不能超过 16 KB）', Content: null });
    expect(listed('GetSchoolPageList')).toContain('431');
  });

  it('431 and 400 from the HTTP parser itself (past 64 KB, malformed), in the envelope too', async () => {
    const path = new URL(urlOf(server.url, 'GetSchoolPageList')).pathname;
    const huge = await rawHttp(`GET ${path} HTTP/1.1\r\nHost: a\r\nX-Padding: ${'x'.repeat(70_000)}\r\n\r\n`);
    expect(huge.status).toBe(431);
    expect(huge.contentType).toContain('application/json');
    expect(JSON.parse(huge.body)).toEqual({
      Code: 431,
      Message: '请求头过大（不能超过 16 KB）',
      Content: null,
    });
    const longUrl = await rawHttp(`GET ${path}?q=${'x'.repeat(70_000)} HTTP/1.1\r\nHost: a\r\n\r\n`);
    expect(longUrl.status).toBe(431);
    const broken = await rawHttp('NOT A REQUEST\r\n\r\n');
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toEqual({ Code: 400, Message: '请求格式不正确', Content: null });
  });

  it('no call of this suite answered a status its document does not list', () => {
    expect(undocumentedAnswers()).toEqual([]);
  });
});
