import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const port = Number(process.env.PORT ?? 12000);
const host = process.env.HOST ?? '127.0.0.1';

const server = createApp({
  consoleDir: join(root, 'packages/console/dist'),
  openapiDir: join(root, 'openapi'),
});
server.listen(port, host, () => {
  console.log(`控制台已启动: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
