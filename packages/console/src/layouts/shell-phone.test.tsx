// @vitest-environment jsdom

import { UiKitProvider } from '@practice/ui-kit';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routesStore } from '../stores/routes.js';
import { DEFAULT_SETTINGS, settingsStore } from '../stores/settings.js';
import { resetTabs } from '../stores/tabs.js';
import { routeFixture } from '../tabs/route-fixture.js';
import { stubMatchMedia } from '../testing/match-media.js';
import { Shell } from './shell.js';

/*
 * The shell on a phone (below 768 px): no menu column; the 菜单 button opens a drawer holding the whole
 * menu with its labels, which closes on a choice, Escape or its close button. The less used tools sit in 更多.
 */

vi.mock('../screens/registry.js', () => ({
  viewOf: (route: { title: string }) =>
    function View() {
      return <p>{`页面：${route.title}`}</p>;
    },
}));

const index = routeFixture({ path: '/index', title: '首页', view: 'index', notClosable: true });
const roles = routeFixture({ path: '/system/role-manage', title: '角色管理', view: 'x', serviceId: 44 });
const users = routeFixture({ path: '/system/user-manage', title: '用户管理', view: 'x', serviceId: 44 });
const banners = routeFixture({ path: '/site/banner', title: '广告管理', view: 'x', serviceId: 44 });
const news = routeFixture({ path: '/site/news', title: '新闻管理', view: 'x', serviceId: 44 });

beforeAll(() => {
  stubMatchMedia();
  // The 更多 menu places itself by watching sizes, which jsdom does not measure.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  Object.assign(settingsStore, DEFAULT_SETTINGS);
  resetTabs();
  Object.assign(routesStore, {
    loaded: true,
    serviceId: 44,
    services: [{ id: 44, name: '平台管理', shortName: 'system' }],
    routes: [
      routeFixture({ path: '/', title: '首页', children: [index], serviceId: 44 }),
      routeFixture({ path: '/system', title: '系统管理', children: [roles, users], serviceId: 44 }),
      routeFixture({ path: '/site', title: '门户管理', children: [banners, news], serviceId: 44 }),
    ],
  });
  Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
});
afterEach(cleanup);

const mount = async () => {
  render(
    <UiKitProvider theme="green">
      <MemoryRouter initialEntries={['/system/role-manage']}>
        <Shell />
      </MemoryRouter>
    </UiKitProvider>,
  );
  await screen.findByText('页面：角色管理');
};

const openMenu = async () => {
  fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
  return screen.findByTestId('side-menu');
};
const menuGone = () => waitFor(() => expect(screen.queryByTestId('side-menu')).toBeNull());

describe('<Shell> on a phone', () => {
  it('has no menu column, only the button that opens the menu', async () => {
    await mount();
    expect(screen.queryByTestId('side-menu')).toBeNull();
    expect(screen.queryByLabelText('收起菜单')).toBeNull();
  });

  it('opens the whole menu with labels, the current page highlighted in its opened group', async () => {
    await mount();
    const menu = await openMenu();
    // Labels as text, not icons named only for a reader: the folded rail's look is gone.
    expect(within(menu).getByRole('button', { name: '系统管理' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: '角色管理' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('button', { name: '门户管理' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    // The only-child group 首页 shows as one entry.
    expect(within(menu).getByRole('link', { name: '首页' })).toBeTruthy();
  });

  it('unfolds a group without closing, and closes on choosing an entry', async () => {
    await mount();
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: '门户管理' }));
    fireEvent.click(within(menu).getByRole('link', { name: '新闻管理' }));
    expect(await screen.findByText('页面：新闻管理')).toBeTruthy();
    await menuGone();
  });

  it('closes when the page already shown is chosen', async () => {
    await mount();
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('link', { name: '角色管理' }));
    await menuGone();
  });

  it('closes on Escape and on its close button', async () => {
    await mount();
    const menu = await openMenu();
    fireEvent.keyDown(menu, { key: 'Escape' });
    await menuGone();
    await openMenu();
    fireEvent.click(screen.getByRole('button', { name: '关闭菜单' }));
    await menuGone();
  });

  it('keeps the folded rail between 768 and 992 px', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 900, configurable: true });
    await mount();
    expect(screen.getByTestId('side-menu')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '打开菜单' })).toBeNull();
  });

  // Choosing one is left to the browser tests: jsdom moves no pointer, which is what highlights an entry.
  it('folds error log, search, theme and refresh into 更多', async () => {
    await mount();
    const bar = screen.getByTestId('top-bar');
    for (const tool of ['错误日志', '搜索', '主题配置', '刷新']) {
      expect(within(bar).queryByRole('button', { name: tool })).toBeNull();
    }
    expect(within(bar).getByRole('button', { name: /^通知/ })).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: '更多工具' }));
    const more = await screen.findByRole('menu', { name: '更多工具' });
    const entries = within(more)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(entries).toEqual(['错误日志', '搜索', '主题配置', '刷新']);
  });
});
