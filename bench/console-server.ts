import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../packages/server/src/boot/start.js';

const root = fileURLToPath(new URL('../', import.meta.url));

/**
 * The reference server on an in-memory database with the demo data, serving a console build (a folder from
 * the repository's root, or an absolute one), for the benches that load the console in Chromium. `close`
 * also removes its files folder.
 */
export async function startConsoleServer(dist = 'packages/console/dist') {
  const filesDir = mkdtempSync(join(tmpdir(), 'bench-console-'));
  const server = await startServer({
    demo: true,
    config: { filesDir, uploadMaxMb: 5 },
    consoleDir: resolve(root, dist),
    openapiDir: join(root, 'openapi'),
  });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
