import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGES_DIR, sourceFiles } from './source-files.js';

/*
 * package.json's `sideEffects` lists the modules that must run even when nothing uses what they export. Every
 * other module may be left out wherever its exports go unused, and a barrel (screens/entity-list/index.ts)
 * may be skipped: without the list, one `callOperation` taken through that barrel by the top bar made the
 * kit's table, virtual scroller and date picker part of the signed-in shell's chunk, 61 kB of gzipped script
 * a student's home page loaded and never ran (bench/README.md, lighthouse). A module imported for its effect
 * alone (`import './x.js'`) must be on the list, or the build drops it without a word.
 */

const shipped = sourceFiles('console/src').filter((file) => !/\.(?:test|stories)\.tsx?$/.test(file.path));
const declared: string[] = JSON.parse(
  readFileSync(join(PACKAGES_DIR, 'console', 'package.json'), 'utf8'),
).sideEffects;

/** The source files `import './x.js';` lines run for their effect, as paths from the console's folder. */
function effectImports(): { importer: string; target: string }[] {
  return shipped.flatMap((file) =>
    [...file.text.matchAll(/^import ['"](\.[^'"]+)['"];/gm)].map((match) => {
      const base = posix.join(dirname(file.path), (match[1] ?? '').replace(/\.js$/, ''));
      const target = ['.ts', '.tsx']
        .map((ext) => base + ext)
        .find((path) => existsSync(join(PACKAGES_DIR, path)));
      return { importer: file.path, target: `./${(target ?? base).replace(/^console\//, '')}` };
    }),
  );
}

describe('the modules the console declares as having side effects', () => {
  it('include every module imported for its effect alone', () => {
    const imports = effectImports();
    // main.tsx's './no-eval.js' and the shell's '../stores/tabs-session.js' at least.
    expect(imports.length).toBeGreaterThanOrEqual(2);
    const missing = imports.filter(({ target }) => !declared.includes(target));
    expect(missing).toEqual([]);
  });

  it('name files that exist, and the entry', () => {
    expect(declared).toContain('./src/main.tsx');
    for (const path of declared) expect(existsSync(join(PACKAGES_DIR, 'console', path)), path).toBe(true);
  });
});
