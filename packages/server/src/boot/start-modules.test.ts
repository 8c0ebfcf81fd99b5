import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/*
 * What a server loads at start is what it holds at rest, whether a request ever needs it. jsdom (the rich-text
 * sanitiser, ~65 MB of resident memory), sheetjs-style (the grades workbook, ~30 MB) and the AWS SDK (the
 * object store, ~20 MB) are imported where they are first needed; PGlite only without DATABASE_URL. A static
 * import of any of them anywhere under the server's start would load it again: this fails then, naming it.
 */
const LOADED_WHEN_NEEDED = ['jsdom', 'dompurify', 'sheetjs-style', '@aws-sdk/', '@electric-sql/pglite'];

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

// A fresh process (the test's own has loaded everything), importing the start and the routes as main.ts does.
const PROBE = `
  await import('./src/boot/start.ts');
  const { createRequire } = await import('node:module');
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  process.stdout.write(JSON.stringify(loaded));
`;

describe('the modules a server loads at start', () => {
  it('leave out what only some requests need', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--conditions=@practice/source', '--input-type=module', '-e', PROBE],
      { cwd: serverRoot },
    );
    const loaded = JSON.parse(stdout) as string[];
    const packages = (name: string) => loaded.filter((file) => file.includes(`/node_modules/${name}`));
    // busboy (uploads) is CommonJS and imported statically: seeing it shows the probe sees such packages.
    expect(
      packages('busboy/').length,
      'the probe sees the CommonJS packages the start loads',
    ).toBeGreaterThan(0);
    for (const name of LOADED_WHEN_NEEDED) expect(packages(name), name).toEqual([]);
  }, 60_000);
});
