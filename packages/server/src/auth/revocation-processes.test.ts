import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema, dropSchema, uniqueSchema, withSchema } from '../../test/database.js';
import { DEMO_PASSWORD, sdkFor } from '../../test/harness.js';

/**
 * Each server process keeps the callers it has seen (auth/caller.ts). A LoginOut, a password change or a
 * freeze made through another process must still hold at the very next call: the bound is zero, not a
 * few seconds. Two real server processes on one PostgreSQL (the PostgreSQL run only).
 */
const url = process.env.TEST_DATABASE_URL;
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const schema = uniqueSchema();
const children: ChildProcess[] = [];

function startProcess(databaseUrl: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@practice/source', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0' },
    stdio: 'pipe',
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += String(d);
      const m = /(http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) resolve(m[1] as string);
    });
    child.stderr?.on('data', (d) => {
      out += String(d);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

const HOME = '/AuthSubAccountSystemWeb/api/v1/Home';

async function post(base: string, path: string, token: string | null, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { Code: number; Content: unknown } };
}
const signIn = async (base: string, user: string) => {
  const r = await post(base, `${HOME}/LoginCheck`, null, { cUserName: user, cPassword: DEMO_PASSWORD });
  expect(r.json.Code).toBe(200);
  return (r.json.Content as { token: string }).token;
};
const userInfo = async (base: string, token: string) =>
  (await fetch(`${base}${HOME}/GetUserInfoModel`, { headers: { authorization: `Bearer ${token}` } })).status;

describe.skipIf(!url)('revocation across two server processes that cache callers', () => {
  let a = '';
  let b = '';
  beforeAll(async () => {
    await createSchema(url as string, schema);
    [a, b] = await Promise.all([
      startProcess(withSchema(url as string, schema)),
      startProcess(withSchema(url as string, schema)),
    ]);
  }, 180_000);
  afterAll(async () => {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await dropSchema(url as string, schema);
  });

  it('LoginOut on B ends the session on A at the next call', async () => {
    const token = await signIn(a, 'student');
    // Seen twice on A: A now holds the caller in memory.
    expect(await userInfo(a, token)).toBe(200);
    expect(await userInfo(a, token)).toBe(200);
    expect((await post(b, `${HOME}/LoginOut`, token, {})).status).toBe(200);
    expect(await userInfo(a, token)).toBe(401);
  }, 60_000);

  it('a password change on B ends the account’s other sessions on A at the next call', async () => {
    const changer = await signIn(a, 'teacher');
    const other = await signIn(a, 'teacher');
    expect(await userInfo(a, changer)).toBe(200);
    expect(await userInfo(a, other)).toBe(200);
    const body = { oldPassword: DEMO_PASSWORD, newPassword: 'New@2026x', cPassword: 'New@2026x' };
    const changed = await post(b, `${HOME}/ChangePass`, changer, { ...body, cCheckPassword: 'New@2026x' });
    expect(changed.json.Code).toBe(200);
    expect(await userInfo(a, other)).toBe(401);
    expect(await userInfo(a, changer)).toBe(200);
  }, 60_000);

  it('freezing on B signs the account out on A at the next call', async () => {
    const tutor = await signIn(a, 'tutor');
    expect(await userInfo(a, tutor)).toBe(200);
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: withSchema(url as string, schema) });
    await client.connect();
    const { rows } = await client
      .query<{ id: string }>(`select "fAppUserId" as id from "AppUser" where "cUserName" = 'tutor'`)
      .finally(() => client.end());
    const admin = await sdkFor({ url: b }, 'admin');
    await admin.UnAuthAppUserIDS({ ids: [rows[0]?.id as string] });
    expect(await userInfo(a, tutor)).toBe(401);
  }, 60_000);
});
