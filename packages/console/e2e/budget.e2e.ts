import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO } from '@practice/server/test-harness';
import { describe, expect, it } from 'vitest';
import { loginFiles, type Manifest, PAGE_SCRIPTS, signedInFiles } from '../scripts/chunks.mjs';
import { browserHarness, type Session, signIn } from './harness.js';

// The budget (scripts/budget.mjs) counts chunks from the build's manifest by rules; here Chromium says
// which scripts the pages really load, so that a change in how the router splits the code cannot make the
// budget measure the wrong files.
const h = browserHarness();

const manifest = (): Manifest =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'dist', '.vite', 'manifest.json'), 'utf8'));

/** Records the paths of the scripts the page fetches from the server, without the leading slash. */
function recordScripts(session: Session): Set<string> {
  const loaded = new Set<string>();
  session.page.on('response', (response) => {
    const u = new URL(response.url());
    if (u.origin === session.url && u.pathname.endsWith('.js')) loaded.add(u.pathname.slice(1));
  });
  return loaded;
}

describe('the budget measures what the browser loads', () => {
  it('counts for /login exactly the scripts /login loads', async () => {
    const { page, url } = h.session;
    const loaded = recordScripts(h.session);
    await page.goto(`${url}/login`);
    await page.getByRole('button', { name: '登录' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect([...loaded].sort()).toEqual([...PAGE_SCRIPTS, ...loginFiles(manifest())].sort());
  });

  it('counts for the first screen after sign-in every script loaded up to it', async () => {
    const { page } = h.session;
    const loaded = recordScripts(h.session);
    await signIn(h.session, DEMO.teacher);
    await page.waitForLoadState('networkidle');
    const counted = new Set([...PAGE_SCRIPTS, ...signedInFiles(manifest())]);
    expect([...loaded].filter((f) => !counted.has(f))).toEqual([]);
  });
});
