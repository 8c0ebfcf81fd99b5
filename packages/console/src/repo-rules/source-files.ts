import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The workspace's packages folder, seen from this file (packages/console/src/repo-rules). */
export const PACKAGES_DIR = join(import.meta.dirname, '..', '..', '..');

/** Build output, installed packages and reports: not the project's own source. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'test-results']);
const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;

export interface SourceFile {
  /** The path from the packages folder, with forward slashes: `console/src/app.tsx`. */
  path: string;
  text: string;
}

/** Every source file under `dir` (a path from the packages folder), read. */
export function sourceFiles(dir: string): SourceFile[] {
  const walk = (absolute: string): string[] =>
    readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(join(absolute, entry.name));
      return SOURCE.test(entry.name) ? [join(absolute, entry.name)] : [];
    });
  return walk(join(PACKAGES_DIR, dir)).map((file) => ({
    path: relative(PACKAGES_DIR, file).split(sep).join('/'),
    text: readFileSync(file, 'utf8'),
  }));
}
