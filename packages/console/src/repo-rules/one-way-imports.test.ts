import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importViolations, MAY_IMPORT, manifestViolations } from './one-way-imports.js';
import { PACKAGES_DIR, sourceFiles } from './source-files.js';

/*
 * The packages depend one way: console → ui-kit → sdk, and server → sdk. The console's tests check it for
 * the whole workspace because the console is the one package that may see all the others' names.
 */

const PACKAGES = Object.keys(MAY_IMPORT);

// Specifiers are built, not written out, so that this file's own text names no package it may not import.
const pkg = (name: string) => ['@practice', name].join('/');
const file = (path: string, specifier: string) => ({ path, text: `import { x } from '${specifier}';\n` });

describe('importViolations', () => {
  it.each([
    ['sdk/src/index.ts', pkg('ui-kit')],
    ['sdk/src/index.ts', pkg('console')],
    ['sdk/src/index.ts', pkg('server')],
    ['ui-kit/src/index.ts', pkg('console')],
    ['ui-kit/src/index.ts', `${pkg('server')}/start`],
    ['server/src/main.ts', pkg('ui-kit')],
    ['server/src/main.ts', pkg('console')],
    ['console/src/app.tsx', `${pkg('server')}/start`],
    ['console/src/app.tsx', `${pkg('server')}/test-harness`],
    ['console/src/app.tsx', ['..', '..', 'server', 'src', 'main.js'].join('/')],
    ['console/src/app.tsx', ['..', '..', 'ui-kit', 'src', 'index.js'].join('/')],
  ])('refuses %s importing %s', (path, specifier) => {
    expect(importViolations([file(path, specifier)])).toHaveLength(1);
  });

  it('sees dynamic imports and resolved names too', () => {
    const text = `await import('${pkg('console')}');\nimport.meta.resolve('${pkg('console')}/x');\n`;
    expect(importViolations([{ path: 'ui-kit/src/a.ts', text }])).toHaveLength(2);
  });

  it.each([
    ['console/src/app.tsx', pkg('ui-kit')],
    ['console/src/app.tsx', `${pkg('sdk')}/contract`],
    ['console/src/app.tsx', './screens/registry.js'],
    ['ui-kit/src/index.ts', pkg('sdk')],
    ['server/src/main.ts', `${pkg('sdk')}/contract`],
    ['console/e2e/harness.ts', `${pkg('server')}/test-harness`],
    ['console/vitest.e2e.config.ts', `${pkg('server')}/test-seed-once`],
  ])('lets %s import %s', (path, specifier) => {
    expect(importViolations([file(path, specifier)])).toEqual([]);
  });
});

describe('the workspace', () => {
  it('imports one way only', () => {
    const files = PACKAGES.flatMap((name) => sourceFiles(name));
    expect(files.length).toBeGreaterThan(500);
    expect(importViolations(files)).toEqual([]);
  });

  it.each(PACKAGES)('lists only the packages below it in %s/package.json', (name) => {
    const manifest = JSON.parse(readFileSync(join(PACKAGES_DIR, name, 'package.json'), 'utf8'));
    expect(manifestViolations(name, manifest)).toEqual([]);
  });

  it('would notice a manifest that lists a package above it', () => {
    expect(manifestViolations('ui-kit', { dependencies: { [pkg('console')]: 'workspace:*' } })).toHaveLength(
      1,
    );
    expect(manifestViolations('console', { dependencies: { [pkg('server')]: 'workspace:*' } })).toHaveLength(
      1,
    );
  });
});
