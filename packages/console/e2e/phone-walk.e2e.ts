import { type Role, screensFor } from '@practice/sdk/contract';
import { DEMO } from '@practice/server/test-harness';
import { describe, expect, it } from 'vitest';
import { browserHarness, PHONE, signIn } from './harness.js';
import { phoneProblems } from './phone-checks.js';
import { goInApp, waitForScreen } from './shell.js';

// Every screen of every demo role on a phone, by touch: nothing wider than the window, no tap target under
// 44 px, no control without a name and no serious axe violation (phone-checks.ts).
const h = browserHarness(PHONE);

describe('every screen on a phone', () => {
  for (const [role, userName] of Object.entries(DEMO) as [Role, string][]) {
    it(`for ${role} (${userName})`, async () => {
      const { page } = h.session;
      await signIn(h.session, userName);
      const problems: string[] = [];
      for (const s of [
        { path: '/index', title: '', noTab: false },
        ...screensFor(role).filter((x) => x.parent),
      ]) {
        await goInApp(page, s.path);
        if (s.noTab) await page.waitForURL((u) => u.pathname === s.path);
        else await waitForScreen(page, s.path);
        if (s.title)
          await page.getByTestId('main').getByText(s.title).filter({ visible: true }).first().waitFor();
        await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
        const found = await phoneProblems(page);
        for (const p of found) problems.push(`${s.path}: ${p}`);
      }
      expect(problems).toEqual([]);
    }, 600_000);
  }
});
