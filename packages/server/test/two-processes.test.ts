import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema, dropSchema, uniqueSchema, withSchema } from './database.js';
import { sdkFor } from './harness.js';

/**
 * The server keeps no state of its own: two processes on one PostgreSQL share sign-ins and data (DESIGN
 * "scales out as stateless processes"). Runs on the PostgreSQL pass only.
 */
const url = process.env.TEST_DATABASE_URL;
const serverDir = fileURLToPath(new URL('..', import.meta.url));
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

describe.skipIf(!url)('two server processes on one PostgreSQL', () => {
  let a = '';
  let b = '';
  beforeAll(async () => {
    await createSchema(url as string, schema);
    const databaseUrl = withSchema(url as string, schema);
    // Started together: the migration lock lets exactly one of them create and seed the tables.
    [a, b] = await Promise.all([startProcess(databaseUrl), startProcess(databaseUrl)]);
  }, 180_000);
  afterAll(async () => {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await dropSchema(url as string, schema);
  });

  it('accept a sign-in made on the other, see its writes, and end it together', async () => {
    const onA = await sdkFor({ url: a }, 'admin');
    const onB = await sdkFor({ url: b }, 'admin');
    await onA.AddAppSetting({ cKey: 'two.processes', cValue: '1', cDesc: '双进程测试' });
    const list = await onB.GetAppSettingPageList({ cKey: 'two.processes' });
    expect(list.List.map((r) => r.cKey)).toEqual(['two.processes']);
    // A token issued by A works on B, and LoginOut on B ends it for A.
    const shared = await fetch(`${b}/AuthSubAccountSystemWeb/api/v1/Home/GetUserInfoModel`, {
      headers: { authorization: `Bearer ${onA.token}` },
    });
    expect(shared.status).toBe(200);
    await fetch(`${b}/AuthSubAccountSystemWeb/api/v1/Home/LoginOut`, {
      method: 'POST',
      headers: { authorization: `Bearer ${onA.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const after = await fetch(`${a}/AuthSubAccountSystemWeb/api/v1/Home/GetUserInfoModel`, {
      headers: { authorization: `Bearer ${onA.token}` },
    });
    expect(after.status).toBe(401);
  }, 60_000);
});
