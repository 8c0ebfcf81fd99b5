import { type Role, SCREENS, type ScreenDef, SERVICES, screensFor } from '@practice/sdk/contract';
import { DEMO } from '@practice/server/test-harness';
import { describe, expect, it } from 'vitest';
import { browserHarness, signIn } from './harness.js';

// Issue 5, item 7: each demo role signs in and sees its own menus, which are what the server grants that
// role (the server seeds its menus from the catalogue: screensFor(role)). SPEC §2.2: a group with a single
// visible child shows as that child's item, so either title counts as the group's entry.
const h = browserHarness();

const visibleChildren = (group: ScreenDef, screens: readonly ScreenDef[]) =>
  screens.filter((s) => s.parent === group.key && !s.hidden);

/** The words by which a group's entry can show in the side menu. */
function entryLabels(group: ScreenDef, screens: readonly ScreenDef[]): string[] {
  const children = visibleChildren(group, screens);
  return children.length === 1 && children[0] ? [group.title, children[0].title] : [group.title];
}

/** Per service the role has: the group entries it must see, and other roles' group titles it must not. */
function expectedMenus(role: Role) {
  const mine = screensFor(role);
  const groups = mine.filter((s) => !s.parent && !s.hidden);
  return SERVICES.filter((service) => groups.some((g) => g.service === service.id)).map((service) => {
    const own = groups.filter((g) => g.service === service.id);
    const ownWords = new Set(mine.map((s) => s.title));
    const foreign = SCREENS.filter(
      (s) => !s.parent && s.service === service.id && !s.roles.includes(role) && !ownWords.has(s.title),
    ).map((s) => s.title);
    return { service, entries: own.map((g) => entryLabels(g, mine)), foreign };
  });
}

describe('each demo role sees its own menus', () => {
  for (const [role, userName] of Object.entries(DEMO) as [Role, string][]) {
    it(`${role} (${userName})`, async () => {
      const { page } = h.session;
      await signIn(h.session, userName);
      const menus = expectedMenus(role);
      expect(menus.length).toBeGreaterThan(0);
      const sideMenu = page.getByTestId('side-menu');
      for (const { service, entries, foreign } of menus) {
        // The comprehensive layout (the default) shows one service's groups at a time, picked in the top bar.
        if (menus.length > 1) {
          await page.getByTestId('top-bar').getByText(service.cServiceName, { exact: true }).click();
        }
        // Exact matches: 实训营 (students) is a part of 实训营管理 (tutors).
        const shown = async (title: string) => (await sideMenu.getByText(title, { exact: true }).count()) > 0;
        for (const labels of entries) {
          await expect
            .poll(async () => (await Promise.all(labels.map(shown))).some(Boolean), {
              message: `${service.cServiceName}: ${labels.join(' / ')}`,
            })
            .toBe(true);
        }
        for (const title of foreign) {
          expect(await shown(title), `${service.cServiceName}: not ${title}`).toBe(false);
        }
      }
    });
  }
});
