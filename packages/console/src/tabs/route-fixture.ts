import type { AppRoute } from '../routes/types.js';

/** A route for the shell's tests: a visible, closable, titled screen unless the overrides say otherwise. */
export function routeFixture(overrides: Partial<AppRoute> & { path: string }): AppRoute {
  return {
    title: overrides.path,
    key: overrides.path.slice(1),
    menuKey: `Test/${overrides.path}`,
    serviceId: 41,
    hidden: false,
    noTab: false,
    notClosable: false,
    dynamicTab: false,
    alwaysShow: false,
    sort: 0,
    children: [],
    ...overrides,
  };
}
