/**
 * pnpm --filter @practice/server run files:migrate [--verify]
 *
 * Copies the local files (FILES_DIR) into the object store the FILE_STORE=s3 settings name, verifying each,
 * and checks that every file a row references is there (files/copy-to-store.ts). Reads the same settings as
 * the server (README "Stored files", "Deployment"). Exit status: 0 when every file is in the store and
 * none is missing, 1 when some failed or are missing, 2 when the settings cannot work.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../db/driver.js';
import { copyToStore, summaryLines } from '../files/copy-to-store.js';
import { createLocalStorage } from '../files/local-storage.js';
import { referencedPaths } from '../files/referenced-paths.js';
import { createS3Storage } from '../files/s3-storage.js';
import { StoreConfigError, storeSettingsFromEnv } from '../files/store-config.js';

const USAGE = '用法: files:migrate [--verify]（--verify: 不信任上次的记录，逐个读回存储中的文件比对）';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--verify');
if (unknown.length) fail(`不认识的参数 ${unknown.join(' ')}\n${USAGE}`);

// The same defaults as src/main.ts, so that the command finds what the server uses.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const env = process.env;
const dataDir = env.DATA_DIR ?? join(root, '.data');
const filesDir = env.FILES_DIR ?? join(dataDir, 'files');

let settings: ReturnType<typeof storeSettingsFromEnv>;
try {
  settings = storeSettingsFromEnv(env);
} catch (error) {
  if (!(error instanceof StoreConfigError)) throw error;
  fail(`配置错误: ${error.message}`);
}
if (!settings) fail('请设置 FILE_STORE=s3 及 S3_* 变量，指明要迁入的对象存储（README“对象存储”一节）');

const target = createS3Storage(settings);
await target.check().catch((error: unknown) => fail(`对象存储无法访问: ${String(error)}`));

// PGlite's folder is one process's: with the embedded database the server must be stopped first.
const db = await openDb({
  url: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : join(dataDir, 'pglite'),
});
let exitCode = 0;
try {
  const ready = await db.query(`select 1 from app_meta where key = 'seeded'`).catch(() => []);
  if (!ready.length)
    fail('数据库中还没有本项目的数据表：DATABASE_URL 或 DATA_DIR 是否指向正在使用的数据库？');
  console.log(`读取数据库中的文件引用（${db.kind}）…`);
  const refs = await referencedPaths(db);
  console.log(
    `共 ${refs.byPath.size} 个被引用的文件${refs.direct ? `，另有 ${refs.direct} 个由浏览器直传对象存储（oss/），不在本地` : ''}`,
  );
  const summary = await copyToStore({
    source: createLocalStorage({ root: filesDir }),
    filesDir,
    target,
    targetName: `${settings.endpoint ?? 'aws'}/${settings.bucket}/${settings.keyPrefix}`,
    referenced: refs.byPath,
    verifyAll: args.includes('--verify'),
    report: (line) => console.log(line),
  });
  for (const line of summaryLines(summary)) console.log(line);
  exitCode = summary.failed.length || summary.missing.length ? 1 : 0;
} finally {
  await db.close();
}
process.exit(exitCode);
