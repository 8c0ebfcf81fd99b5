/**
 * The two processes files-store.ts measures beside: `s3rver` (the test object store, as the server's tests
 * start it) or `server` (the reference server on that store, demo data on in-memory PGlite). Each prints one
 * JSON line when ready ({settings} or {url, pid}) and runs until its parent closes its stdin, so that the
 * server's resident memory is its own, apart from the store's and the clients'.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StoreSettings } from '../packages/server/src/files/store-config.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const role = process.argv[2];

/** Ends the process once the parent is gone or done (its end of stdin closes). */
function untilParentCloses(close: () => Promise<void>) {
  process.stdin.resume();
  process.stdin.on('end', () => void close().finally(() => process.exit(0)));
}

if (role === 's3rver') {
  const { startTestBucket } = await import('../packages/server/test/s3rver.js');
  const bucket = await startTestBucket();
  console.log(JSON.stringify({ settings: bucket.settings }));
  untilParentCloses(() => bucket.close());
} else if (role === 'server') {
  const store = JSON.parse(process.env.BENCH_STORE ?? 'null') as StoreSettings;
  const { startServer } = await import('../packages/server/src/boot/start.js');
  const filesDir = mkdtempSync(join(tmpdir(), 'bench-store-files-'));
  const server = await startServer({
    demo: true,
    config: { filesDir, uploadMaxMb: Number(process.env.BENCH_UPLOAD_MAX_MB ?? 256), store },
    consoleDir: join(root, 'packages/console/dist'),
    openapiDir: join(root, 'openapi'),
  });
  console.log(JSON.stringify({ url: server.url, pid: process.pid }));
  untilParentCloses(async () => {
    await server.close();
    rmSync(filesDir, { recursive: true, force: true });
  });
} else {
  console.error('usage: files-store-child.ts s3rver|server');
  process.exit(2);
}
