import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '../../test/s3rver.js';
import { openDb } from '../db/driver.js';
import { migrate } from '../db/migrate.js';
import { type References, referencedPaths } from '../files/referenced-paths.js';
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
let refs: References;
// PGlite only (the command's own database in a folder): the PostgreSQL pass, which finds it through the
// driver's import, has nothing to add.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('files:migrate', () => {
  beforeAll(async () => {
    ({ dir, cleanup } = await makeTempDir());
    const db = await openDb({ dataDir: join(dir, 'pglite') });
    await migrate(db);
    await db.query(`insert into app_meta (key, value) values ('seeded', 'test')`);
    await db.query(`insert into "School" ("fSchoolId", "cLogo") values ('s1', '一中/logo/u1---校徽.png')`);
    await db.query(`insert into "Company" ("fCompanyId", "cDesc") values ('c1', $1)`, [
      '<p><img src="/files/default/news/u2---%E5%9B%BE.png"></p>',
    ]);
    await db.query(
      `insert into "InternshipInterview" ("fInternshipInterviewId", "cFilePath") values ('v1', $1)`,
      ['面试.pdf&&一中/interview/u3---面试.pdf&&interview&&12'],
    );
    await db.query(`insert into "PracticeResource" ("cPracticeResourceId", "cFilePath") values ('r1', $1)`, [
      'oss/一中/resource/u4---视频.mp4',
    ]);
    await db.query(
      `insert into "TemplateItem" ("fTemplateItemId", "fFontType") values ('t-file', 6), ('t-text', 1)`,
    );
    await db.query(
      `insert into "InternshipDiaryItem" ("fInternshipDiaryItemId", "fTemplateItemId", "cContent")
       values ('d1', 't-file', '一中/diary/u5---附件.pdf'), ('d2', 't-text', '上午/下午')`,
    );
    refs = await referencedPaths(db);
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

  it('finds the files rows reference: keys, upload entries, rich text and upload items, with a row each', () => {
    expect(Object.fromEntries(refs.byPath)).toEqual({
      '一中/logo/u1---校徽.png': 'School:s1',
      'default/news/u2---图.png': 'Company:c1',
      '一中/interview/u3---面试.pdf': 'InternshipInterview:v1',
      '一中/diary/u5---附件.pdf': 'InternshipDiaryItem:d1',
    });
    expect(refs.direct).toBe(1);
  });

  it('copies, reports each missing file with its row, and says so in its exit status', async () => {
    const run = await command(env);
    expect(run.out).toContain('共 4 个被引用的文件，另有 1 个由浏览器直传对象存储');
    expect(run.out).toContain('[1/1] 已复制 一中/logo/u1---校徽.png');
    expect(run.out).toContain('复制 1 个');
    expect(run.out).toContain('被引用但缺失 3 个');
    expect(run.out).toContain('缺失 default/news/u2---图.png（引用于 Company:c1）');
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
