import { posix } from 'node:path';
import type { SourceFile } from './source-files.js';

/**
 * The direction the workspace's packages may depend on each other: the console on the kit and the SDK, the
 * kit on the SDK, the server on the SDK, the SDK on none of them. The SDK is what other school systems
 * import and the kit is published for other consoles, so neither may pull in a package above it; the
 * server and the console meet only through the SDK's contract.
 */
export const MAY_IMPORT: Record<string, readonly string[]> = {
  sdk: [],
  'ui-kit': ['sdk'],
  server: ['sdk'],
  console: ['sdk', 'ui-kit'],
};

/**
 * The one allowed crossing: the console's browser tests start the reference server in their own process,
 * through the test entry points it exports for that (`@practice/server/test-harness` and the like); the
 * console's own source never does.
 */
const CONSOLE_BROWSER_TESTS = /^console\/(?:e2e\/|vitest\.e2e\.config\.ts$)/;
const isServerTestEntry = (specifier: string) => /^@practice\/server\/test-[a-z-]+$/.test(specifier);

// `from '…'`, `import '…'`, `import('…')`, `import.meta.resolve('…')`, `require('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bresolve\s*\(\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;

export interface ImportViolation {
  file: string;
  specifier: string;
  reason: string;
}

/** The package a path from the packages folder lies in: `ui-kit` for `ui-kit/src/index.ts`. */
const packageOf = (path: string) => path.split('/')[0] ?? '';

/** The workspace package a specifier names, by package name or by a relative path out of its own folder. */
function targetOf(file: string, specifier: string): { target: string; relativePath: boolean } | null {
  const named = /^@practice\/([^/]+)/.exec(specifier);
  if (named?.[1]) return { target: named[1], relativePath: false };
  if (!specifier.startsWith('.')) return null;
  const resolved = posix.normalize(posix.join(posix.dirname(file), specifier));
  return resolved.startsWith('../') ? null : { target: packageOf(resolved), relativePath: true };
}

/** Every import in `files` that goes against MAY_IMPORT, or reaches another package by a relative path. */
export function importViolations(files: readonly SourceFile[]): ImportViolation[] {
  return files.flatMap(({ path, text }) => {
    const from = packageOf(path);
    const allowed = MAY_IMPORT[from] ?? [];
    return [...text.matchAll(SPECIFIER)].flatMap(([, , specifier = '']) => {
      const found = targetOf(path, specifier);
      if (!found || found.target === from) return [];
      if (found.relativePath)
        return [{ file: path, specifier, reason: `reaches into ${found.target} by a relative path` }];
      if (allowed.includes(found.target)) return [];
      if (from === 'console' && CONSOLE_BROWSER_TESTS.test(path) && isServerTestEntry(specifier)) return [];
      return [{ file: path, specifier, reason: `${from} may not import ${found.target}` }];
    });
  });
}

type Manifest = Partial<
  Record<'dependencies' | 'devDependencies' | 'peerDependencies', Record<string, string>>
>;

/**
 * The workspace packages a package's manifest lists that go against MAY_IMPORT. The console's dev
 * dependency on the server (for its browser tests, above) is the one exception.
 */
export function manifestViolations(name: string, manifest: Manifest): string[] {
  const allowed = MAY_IMPORT[name] ?? [];
  return (['dependencies', 'peerDependencies', 'devDependencies'] as const).flatMap((kind) =>
    Object.keys(manifest[kind] ?? {})
      .map((dependency) => /^@practice\/(.+)$/.exec(dependency)?.[1])
      .filter((target): target is string => target !== undefined && target !== name)
      .filter((target) => !allowed.includes(target))
      .filter((target) => !(name === 'console' && target === 'server' && kind === 'devDependencies'))
      .map((target) => `${name} lists @practice/${target} in ${kind}`),
  );
}
