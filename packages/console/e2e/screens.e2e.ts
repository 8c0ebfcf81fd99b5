import { type Role, screensFor } from '@practice/sdk/contract';
import { DEMO } from '@practice/server/test-harness';
import { describe, expect, it } from 'vitest';
import { browserHarness, networkSettled, PHONE, signIn } from './harness.js';
import { phoneProblems } from './phone-checks.js';
import { goInApp, waitForScreen } from './shell.js';

// Every screen of SPEC §2.3 a role is granted opens for that role as its own view (none is left to the
// placeholder), with no console error on the way (the harness fails on any); and, on a phone by touch, it
// fits the window, every tap target is at least 44 px and axe finds nothing serious (phone-checks.ts).
const h = browserHarness(PHONE);

describe('every granted screen opens, and works on a phone', () => {
  for (const [role, userName] of Object.entries(DEMO) as [Role, string][]) {
    it(`for ${role} (${userName})`, async () => {
      const { page } = h.session;
      await signIn(h.session, userName);
      const screens = [
        { path: '/index', title: '', noTab: false },
        ...screensFor(role).filter((s) => s.parent),
      ];
      const placeholders: string[] = [];
      const problems: string[] = [];
      for (const s of screens) {
        await goInApp(page, s.path);
        if (s.noTab) await page.waitForURL((u) => u.pathname === s.path);
        else await waitForScreen(page, s.path);
        if (s.title)
          await page.getByTestId('main').getByText(s.title).filter({ visible: true }).first().waitFor();
        if (await page.getByText('此页面将在后续版本中提供').isVisible()) placeholders.push(s.path);
        // Lists and trees arrive after the title: check the screen as the user gets to see it.
        await networkSettled(page);
        for (const problem of await phoneProblems(page)) problems.push(`${s.path}: ${problem}`);
      }
      expect(placeholders).toEqual([]);
      expect(problems).toEqual([]);
    }, 600_000);
  }
});
