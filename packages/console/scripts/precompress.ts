import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/*
 * Brotli and gzip copies of the build's text files, written beside them (app-x.js.br, app-x.js.gz), which the
 * reference server sends to a browser that accepts them (packages/server/src/static.ts). Sent as they were,
 * a student's first visit over a phone's network carried 1.5 MB of scripts for the home page, about 0.4 MB
 * as Brotli (bench/README.md, lighthouse). Compressed once here at the highest levels, not per request.
 */

const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;
/** Below about a packet, compression saves less than the header it costs. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  // A build that failed before writing its folder has nothing to compress, and its own error to tell.
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes the copies of every compressible file of at least MIN_BYTES under `dir`. */
export async function precompress(dir: string): Promise<void> {
  const jobs: Promise<void>[] = [];
  for await (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    jobs.push(
      (async () => {
        const bytes = await readFile(path);
        if (bytes.length < MIN_BYTES) return;
        // zlib's asynchronous calls run on libuv's thread pool: the files compress side by side.
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      })(),
    );
  }
  await Promise.all(jobs);
}

/** The Vite plugin: compresses the assets once the bundle is written. */
export const precompressPlugin = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'practice-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompress(join(outDir, 'assets'));
    },
  };
};
