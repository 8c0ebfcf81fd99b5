import { type Role, screensFor } from '@practice/sdk/contract';
import { DEMO } from '@practice/server/test-harness';
import { describe, it } from 'vitest';
import { browserHarness, signIn } from './harness.js';
import { goInApp, waitForScreen } from './shell.js';

// Issue 5, "done means": every screen of SPEC §2.3 a role is granted opens for that role (its view or the
// placeholder naming it), with no console error on the way (the harness fails on any).
const h = browserHarness();

describe('every granted screen opens', () => {
  for (const [role, userName] of Object.entries(DEMO) as [Role, string][]) {
    it(`for ${role} (${userName})`, async () => {
      const { page } = h.session;
      await signIn(h.session, userName);
      const screens = screensFor(role).filter((s) => s.parent);
      for (const s of screens) {
        await goInApp(page, s.path);
        if (s.noTab) await page.waitForURL((u) => u.pathname === s.path);
        else await waitForScreen(page, s.path);
        await page.getByTestId('main').getByText(s.title).filter({ visible: true }).first().waitFor();
      }
    }, 240_000);
  }
});
