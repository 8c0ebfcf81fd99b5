import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { consoleDist } from '@practice/server/test-harness';

/** The built file of a source module, from the build's manifest: '/assets/user-manage-1a2b.js'. */
export function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync(join(consoleDist(), '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build's manifest`);
  return `/${entry.file}`;
}
