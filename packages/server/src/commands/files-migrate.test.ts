import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '../../test/s3rver.js';
import { openDb } from '../db/driver.js';
import { migrate } from '../db/migrate.js';
import { makeTempDir } from '../files/testing.js';

/** The command as an operator runs it: its own process, the server's settings from the environment. */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
function command(env: Record<string, string>, args: string[] = []) {
  const { DATABASE_URL: _never, ...inherited } = process.env;
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--conditions=@practice/source', 'src/commands/files-migrate.ts', ...args],
      { cwd: serverDir, env: { ...inherited, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

let dir: string;
let cleanup: () => Promise<void>;
let bucket: TestBucket;
let env: Record<string, string>;
beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir());
  const db = await openDb({ dataDir: join(dir, 'pglite') });
  await migrate(db);
  await db.query(`insert into app_meta (key, value) values ('seeded', 'test')`);
  await db.query(`insert into "School" ("fSchoolId", "cLogo") values ('s1', '一中/logo/u1---校徽.png')`);
  await db.query(`insert into "School" ("fSchoolId", "cLogo") values ('s2', '二中/logo/u2---校徽.png')`);
  await db.close();
  await mkdir(join(dir, 'files', '一中', 'logo'), { recursive: true });
  await writeFile(join(dir, 'files', '一中', 'logo', 'u1---校徽.png'), 'logo');
  bucket = await startTestBucket();
  const s = bucket.settings;
  env = {
    DATA_DIR: dir,
    FILE_STORE: 's3',
    S3_ENDPOINT: s.endpoint ?? '',
    S3_REGION: s.region,
    S3_BUCKET: s.bucket,
    S3_ACCESS_KEY_ID: s.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: s.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: 'true',
  };
}, 120_000);
afterAll(async () => {
  await bucket?.close();
  await cleanup?.();
});

describe('files:migrate', () => {
  it('copies, reports the missing file with its row, and says so in its exit status', async () => {
    const run = await command(env);
    expect(run.out).toContain('[1/1] 已复制 一中/logo/u1---校徽.png');
    expect(run.out).toContain('复制 1 个');
    expect(run.out).toContain('缺失 二中/logo/u2---校徽.png（引用于 School:s2）');
    expect(run.code).toBe(1);
    expect(await bucket.leftovers()).toEqual(['一中/logo/u1---校徽.png']);
  }, 60_000);

  it('refuses settings that cannot work, and an unknown argument', async () => {
    const local = await command({ ...env, FILE_STORE: 'local' });
    expect(local).toMatchObject({ code: 2 });
    expect(local.out).toContain('请设置 FILE_STORE=s3');
    expect(await command(env, ['--all'])).toMatchObject({ code: 2 });
  }, 60_000);
});
