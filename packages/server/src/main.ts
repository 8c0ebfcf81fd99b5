import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './boot/start.js';
import { StoreConfigError, storeSettingsFromEnv } from './files/store-config.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const env = process.env;
const dataDir = env.DATA_DIR ?? join(root, '.data');

/** A setting that cannot work stops the start here, naming the variable, before anything is opened. */
function settings() {
  try {
    return storeSettingsFromEnv(env);
  } catch (error) {
    if (!(error instanceof StoreConfigError)) throw error;
    console.error(`配置错误: ${error.message}`);
    process.exit(1);
  }
}
const store = settings();
const graceMs = Number(env.SHUTDOWN_GRACE_MS ?? 10_000);

const running = await startServer({
  port: Number(env.PORT ?? 12000),
  host: env.HOST ?? '127.0.0.1',
  databaseUrl: env.DATABASE_URL,
  // PGlite keeps its data across restarts; PostgreSQL keeps its own.
  dataDir: env.DATABASE_URL ? undefined : join(dataDir, 'pglite'),
  demo: env.DEMO_DATA !== 'false',
  config: {
    filesDir: env.FILES_DIR ?? join(dataDir, 'files'),
    uploadMaxMb: Number(env.UPLOAD_MAX_MB ?? 100),
    store,
  },
  shutdownGraceMs: Number.isFinite(graceMs) && graceMs >= 0 ? graceMs : 10_000,
  consoleDir: env.CONSOLE_DIST ?? join(root, 'packages/console/dist'),
  openapiDir: join(root, 'openapi'),
  ...(env.PLUGIN_BASES ? { pluginBases: env.PLUGIN_BASES.split(',').map((s) => s.trim()) } : {}),
  ...(env.API_PREFIX ? { apiPrefix: env.API_PREFIX } : {}),
});
console.log(
  `控制台已启动: ${running.url}/ (数据库: ${running.db.kind}, 文件存储: ${store ? `s3 ${store.bucket}` : 'local'})`,
);
// SIGTERM (an orchestrator) or SIGINT (Ctrl+C): finish what is in flight, then go; a second signal goes now.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    void running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
