import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './boot/start.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const env = process.env;
const dataDir = env.DATA_DIR ?? join(root, '.data');

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
  },
  consoleDir: env.CONSOLE_DIST ?? join(root, 'packages/console/dist'),
  openapiDir: join(root, 'openapi'),
  ...(env.PLUGIN_BASES ? { pluginBases: env.PLUGIN_BASES.split(',').map((s) => s.trim()) } : {}),
  ...(env.API_PREFIX ? { apiPrefix: env.API_PREFIX } : {}),
});
console.log(`控制台已启动: ${running.url}/ (数据库: ${running.db.kind})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void running.close().then(() => process.exit(0)));
}
