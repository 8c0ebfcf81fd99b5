import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_FILES, uploadedPath } from '../src/files/testing.js';
import { createSchema, dropSchema, uniqueSchema, withSchema } from './database.js';
import { DEMO_PASSWORD, sdkFor } from './harness.js';
import { startTestBucket, type TestBucket } from './s3rver.js';

/**
 * The server keeps no state of its own: two processes on one PostgreSQL share sign-ins and data (DESIGN
 * "scales out as stateless processes"). Each keeps the callers it has seen (auth/caller.ts), so a LoginOut,
 * a password change or a freeze made through the other must still hold at the very next call: the bound is
 * zero, not a few seconds. Runs on the PostgreSQL pass only.
 */
const url = process.env.TEST_DATABASE_URL;
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const schema = uniqueSchema();
const children: ChildProcess[] = [];

const folders: string[] = [];

/** The object store's settings as a process reads them (README "On an object store"). */
const storeEnv = (bucket: TestBucket) => ({
  FILE_STORE: 's3',
  S3_ENDPOINT: bucket.settings.endpoint ?? '',
  S3_REGION: bucket.settings.region,
  S3_BUCKET: bucket.settings.bucket,
  S3_ACCESS_KEY_ID: bucket.settings.accessKeyId ?? '',
  S3_SECRET_ACCESS_KEY: bucket.settings.secretAccessKey ?? '',
  S3_FORCE_PATH_STYLE: 'true',
});

function startProcess(databaseUrl: string, bucket: TestBucket): Promise<string> {
  // A local folder of its own, as on another machine: a file can pass between the two only through the store.
  const filesDir = mkdtempSync(join(tmpdir(), 'two-processes-'));
  folders.push(filesDir);
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@practice/source', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', FILES_DIR: filesDir, ...storeEnv(bucket) },
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
const UPLOAD = '/WDPracticeInternshipPlugin/api/v1/Upload/BatchUpload';

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

describe.skipIf(!url)('two server processes on one PostgreSQL and one object store', () => {
  let a = '';
  let b = '';
  let bucket: TestBucket;
  beforeAll(async () => {
    await createSchema(url as string, schema);
    bucket = await startTestBucket();
    const databaseUrl = withSchema(url as string, schema);
    // Started together: the migration lock lets exactly one of them create and seed the tables.
    [a, b] = await Promise.all([startProcess(databaseUrl, bucket), startProcess(databaseUrl, bucket)]);
  }, 180_000);
  afterAll(async () => {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await dropSchema(url as string, schema);
    await bucket?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('serve through one a file uploaded through the other, ranges too', async () => {
    const onA = await sdkFor({ url: a }, 'student');
    const path = await uploadedPath(onA, '实习报告.pdf', SAMPLE_FILES.pdf);
    const fromB = `${b}/files/${path.split('/').map(encodeURIComponent).join('/')}`;
    const whole = await fetch(fromB, { headers: { authorization: `Bearer ${onA.token}` } });
    expect(whole.status).toBe(200);
    expect(await whole.text()).toBe(SAMPLE_FILES.pdf);
    const part = await fetch(fromB, {
      headers: { authorization: `Bearer ${onA.token}`, range: 'bytes=0-7' },
    });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe(SAMPLE_FILES.pdf.slice(0, 8));
    expect((await fetch(`${b}/readyz`)).status).toBe(200);
  }, 60_000);

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

  it('run each scheduled job once per period, whichever process ticks first', async () => {
    // Both processes ticked at their start, at the same moment, for the same hour and day.
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: withSchema(url as string, schema) });
    await client.connect();
    try {
      let rows: { job: string; period: string; runner: string; outcome: string; attempts: number }[] = [];
      for (let i = 0; i < 100; i++) {
        ({ rows } = await client.query(
          `select job, period, runner, outcome, attempts from app_job_run
            where job in ('files.sweep', 'audit.purge', 'attendance.warnings')`,
        ));
        if (rows.length >= 3 && rows.every((r) => r.outcome !== 'running')) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      // A later hour's tick may have added a row of its own: every row is one claim all the same.
      expect([...new Set(rows.map((r) => r.job))].sort()).toEqual([
        'attendance.warnings',
        'audit.purge',
        'files.sweep',
      ]);
      // One claim won per period: a second process that had also run it would have counted a second attempt.
      for (const row of rows) expect(row).toMatchObject({ outcome: 'done', attempts: 1 });
    } finally {
      await client.end();
    }
  }, 60_000);

  it('leave no object and no upload row behind a process killed in the middle of an upload', async () => {
    const databaseUrl = withSchema(url as string, schema);
    const c = await startProcess(databaseUrl, bucket);
    const victim = children.at(-1) as ChildProcess;
    const token = await signIn(c, 'student');
    const pg = (await import('pg')).default;
    const uploads = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client
        .query('select path from app_upload order by path')
        .finally(() => client.end());
      return rows;
    };
    const before = { objects: await bucket.leftovers(), uploads: await uploads() };
    const boundary = 'killed-mid-upload';
    // Half of a 4 MB file is sent, then the process dies before the body ends.
    const request = httpRequest(`${c}${UPLOAD}?folder=internship`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(4 * 1024 * 1024 + 200),
      },
    });
    request.on('error', () => undefined);
    request.write(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="报告.pdf"\r\n` +
        'content-type: application/pdf\r\n\r\n%PDF-1.4\n',
    );
    request.write(Buffer.alloc(2 * 1024 * 1024, 0x20));
    await new Promise((r) => setTimeout(r, 500));
    const exited = new Promise((r) => victim.once('exit', r));
    victim.kill('SIGKILL');
    await exited;
    request.destroy();

    expect({ objects: await bucket.leftovers(), uploads: await uploads() }).toEqual(before);
    // The other processes serve on.
    expect((await fetch(`${a}/readyz`)).status).toBe(200);
  }, 120_000);

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
