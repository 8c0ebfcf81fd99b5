import { describe, expect, it } from 'vitest';
import { chunksFrom, entryKey, loginFiles, type Manifest, signedInFiles, staticClosure } from './chunks.mjs';

// A small build: the entry imports React statically; the router loads the login page, the shell (which
// shares a chunk with the home screen) and a later screen through dynamic imports.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-b.js'],
    dynamicImports: ['src/pages/login.tsx', 'src/layouts/index.ts', 'src/screens/later.tsx'],
    css: ['assets/index-a.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  'src/pages/login.tsx': {
    file: 'assets/login-c.js',
    src: 'src/pages/login.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_react-b.js', '_form-k.js'],
  },
  '_form-k.js': { file: 'assets/form-k.js' },
  'src/layouts/index.ts': {
    file: 'assets/layouts-d.js',
    src: 'src/layouts/index.ts',
    isDynamicEntry: true,
    imports: ['index.html', '_react-b.js', '_shared-e.js'],
  },
  '_shared-e.js': { file: 'assets/shared-e.js', imports: ['_shared-f.js'] },
  // A cycle between shared chunks must not loop.
  '_shared-f.js': { file: 'assets/shared-f.js', imports: ['_shared-e.js'] },
  'src/pages/home.tsx': {
    file: 'assets/home-g.js',
    src: 'src/pages/home.tsx',
    isDynamicEntry: true,
    imports: ['_shared-e.js'],
  },
  'src/screens/later.tsx': {
    file: 'assets/later-h.js',
    src: 'src/screens/later.tsx',
    isDynamicEntry: true,
    imports: ['_big-i.js'],
  },
  '_big-i.js': { file: 'assets/big-i.js' },
  'src/assets/logo.png': { file: 'assets/logo-j.png', src: 'src/assets/logo.png' },
};

describe('the chunk walk of the budget', () => {
  it('finds the one entry, and refuses a manifest with none', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow(/one entry/);
  });

  it('follows static imports through cycles, each chunk once', () => {
    expect([...staticClosure(manifest, ['_shared-e.js'])].sort()).toEqual(['_shared-e.js', '_shared-f.js']);
    expect(() => staticClosure(manifest, ['_missing.js'])).toThrow(/no chunk _missing/);
  });

  it('finds JavaScript chunks by source path, never assets', () => {
    expect(chunksFrom(manifest, ['src/pages/', 'src/assets/'])).toEqual([
      'src/pages/login.tsx',
      'src/pages/home.tsx',
    ]);
  });

  it('counts for /login the entry, the login page and their static imports, no other dynamic import or CSS', () => {
    expect(loginFiles(manifest)).toEqual([
      'assets/form-k.js',
      'assets/index-a.js',
      'assets/login-c.js',
      'assets/react-b.js',
    ]);
  });

  it('adds for the first signed-in screen the shell and home chunks with their imports, not later screens', () => {
    expect(signedInFiles(manifest)).toEqual([
      'assets/form-k.js',
      'assets/home-g.js',
      'assets/index-a.js',
      'assets/layouts-d.js',
      'assets/login-c.js',
      'assets/react-b.js',
      'assets/shared-e.js',
      'assets/shared-f.js',
    ]);
  });

  it('equals the entry closure when nothing is split off', () => {
    expect(signedInFiles(manifest, [], [])).toEqual(['assets/index-a.js', 'assets/react-b.js']);
    expect(loginFiles(manifest, [])).toEqual(['assets/index-a.js', 'assets/react-b.js']);
  });
});
