/**
 * The server as it runs in production (`npm start`, the province bench): src/main.ts with this package's and
 * the SDK's sources bundled by esbuild into dist/, started by plain Node (`node dist/main.js`). Through the
 * tsx loader the same server held about 50 MB more at rest: every one of its ~480 source files compiled at
 * start, each kept with its source map, and the loader's own hooks (bench/README.md, province). The tests keep
 * running from source.
 *
 * - The server's own dependencies stay outside the bundle, imported from node_modules as they are: the lazy
 *   ones (jsdom, the AWS SDK, sheetjs-style, PGlite) then load only when first needed, as from source.
 * - Code splitting keeps each `import('./x.js')` of the sources a chunk loaded on that call, so a module the
 *   start does not need (the PostgreSQL or the PGlite driver, the object store) stays unloaded.
 * - Files a module finds by its own location (`new URL('./x', import.meta.url)`, `import.meta.dirname`) are
 *   copied beside the chunks; the build fails when the bundle names one that is not there.
 * - dist/*.js.map is written but not used by default: NODE_OPTIONS=--enable-source-maps gives stack traces in
 *   the sources, at the cost of the maps held in memory.
 */
import { cp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'dist');
const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));

// Subpaths too ('hono/cors'); the workspace's SDK is bundled from its sources, as the console's build does,
// but for ali-oss: its browser uploader's (createOssUploader) 3 MB, which the server never calls.
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@practice/'))
  .concat('ali-oss')
  .flatMap((name) => [name, `${name}/*`]);

/** Files found by location, from the sources to dist/ (every chunk lies in dist/ itself). */
const ASSETS = [
  ['src/auth/common-passwords.txt', 'common-passwords.txt'],
  ['src/files/xlsx-worker.mjs', 'xlsx-worker.mjs'],
  ['src/seed/stand-ins', 'stand-ins'],
];

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: join(root, 'src/main.ts') },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  conditions: ['@practice/source'],
  external,
  // Bundling renames a top-level name that two modules share; a class's or function's own name stays.
  keepNames: true,
  sourcemap: 'linked',
  logLevel: 'warning',
});
for (const [from, to] of ASSETS) await cp(join(root, from), join(outdir, to), { recursive: true });

// Every file the bundle finds by its own location must lie where it looks.
const missing = [];
for (const file of (await readdir(outdir)).filter((name) => name.endsWith('.js'))) {
  const code = await readFile(join(outdir, file), 'utf8');
  const named = [
    ...[...code.matchAll(/new URL\(\s*["'`](\.\/[^"'`]+)["'`],\s*import\.meta\.url\s*\)/g)].map((m) => m[1]),
    ...[...code.matchAll(/import\.meta\.dirname,\s*["'`]([^"'`]+)["'`]/g)].map((m) => m[1]),
  ];
  for (const name of named) {
    const there = await stat(join(outdir, name)).then(
      () => true,
      () => false,
    );
    if (!there) missing.push(`${file}: ${name}`);
  }
}
if (missing.length) {
  console.error(
    `The bundle looks for files not copied to dist/ (add them to ASSETS):\n${missing.join('\n')}`,
  );
  process.exit(1);
}
