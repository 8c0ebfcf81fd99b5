import { type Role, screensFor } from '@practice/sdk/contract';
import { DEMO } from '@practice/server/test-harness';
import { describe, expect, it } from 'vitest';
import { browserHarness, signIn } from './harness.js';
import { goInApp, waitForScreen } from './shell.js';

// Every screen of SPEC §2.3 a role is granted opens for that role as its own view (none is left to the
// placeholder), with no console error on the way (the harness fails on any).
const h = browserHarness();

describe('every granted screen opens', () => {
  for (const [role, userName] of Object.entries(DEMO) as [Role, string][]) {
    it(`for ${role} (${userName})`, async () => {
      const { page } = h.session;
      await signIn(h.session, userName);
      const screens = screensFor(role).filter((s) => s.parent);
      const placeholders: string[] = [];
      for (const s of screens) {
        await goInApp(page, s.path);
        if (s.noTab) await page.waitForURL((u) => u.pathname === s.path);
        else await waitForScreen(page, s.path);
        await page.getByTestId('main').getByText(s.title).filter({ visible: true }).first().waitFor();
        if (await page.getByText('此页面将在后续版本中提供').isVisible()) placeholders.push(s.path);
      }
      expect(placeholders).toEqual([]);
    }, 240_000);
  }
});
