// @vitest-environment jsdom

import { UiKitProvider } from '@practice/ui-kit';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routesStore } from '../stores/routes.js';
import { DEFAULT_SETTINGS, settingsStore } from '../stores/settings.js';
import { resetTabs, tabsStore } from '../stores/tabs.js';
import { routeFixture } from '../tabs/route-fixture.js';
import { stubMatchMedia } from '../testing/match-media.js';
import { Shell } from './shell.js';

/* The shell as a whole: each layout draws its parts, the drawer's switches hide their tools, visits open tabs. */

vi.mock('../screens/registry.js', () => ({
  viewOf: (route: { title: string }) =>
    function View() {
      return <p>{`页面：${route.title}`}</p>;
    },
}));

const index = routeFixture({ path: '/index', title: '首页', view: 'index', notClosable: true });
const roles = routeFixture({ path: '/system/role-manage', title: '角色管理', view: 'x', serviceId: 44 });
const users = routeFixture({ path: '/system/user-manage', title: '用户管理', view: 'x', serviceId: 44 });

beforeAll(stubMatchMedia);

beforeEach(() => {
  Object.assign(settingsStore, DEFAULT_SETTINGS);
  resetTabs();
  Object.assign(routesStore, {
    loaded: true,
    serviceId: 44,
    services: [
      { id: 41, name: '实践教学', shortName: 'practice' },
      { id: 44, name: '平台管理', shortName: 'system' },
    ],
    routes: [
      routeFixture({ path: '/', title: '首页', children: [index], serviceId: 41 }),
      routeFixture({
        path: '/system',
        title: '系统管理',
        children: [roles, users],
        serviceId: 44,
        icon: 'settings',
      }),
    ],
  });
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
});
afterEach(cleanup);

const mount = (path = '/system/role-manage') =>
  render(
    <UiKitProvider theme="green">
      <MemoryRouter initialEntries={[path]}>
        <Shell />
      </MemoryRouter>
    </UiKitProvider>,
  );

describe('<Shell>', () => {
  it('draws the comprehensive layout: section tabs, side menu, tabs and the page', async () => {
    mount();
    expect(await screen.findByText('页面：角色管理')).toBeTruthy();
    expect(screen.getByTestId('top-bar')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '平台管理' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('side-menu').textContent).toContain('用户管理');
    const tabs = screen.getAllByTestId('tab').map((t) => t.getAttribute('data-path'));
    expect(tabs).toEqual(['/index', '/system/role-manage']);
  });

  it('shows breadcrumbs in the vertical layout', async () => {
    settingsStore.layout = 'vertical';
    mount();
    const trail = await screen.findByRole('navigation', { name: '当前位置' });
    expect(trail.textContent).toBe('系统管理角色管理');
  });

  it('hides each tool whose drawer switch is off, and the tab bar', async () => {
    Object.assign(settingsStore, {
      showSearch: false,
      showNotice: false,
      showFullScreen: false,
      showRefresh: false,
      showTabs: false,
    });
    mount();
    await screen.findByText('页面：角色管理');
    for (const label of [/^搜索$/, /^通知/, /^全屏$/, /^刷新$/])
      expect(screen.queryByLabelText(label)).toBeNull();
    expect(screen.queryByTestId('tabs')).toBeNull();
    expect(screen.getByLabelText('主题配置')).toBeTruthy();
    expect(screen.getByLabelText('错误日志')).toBeTruthy();
  });

  it('is vertical and folded below 992 px', async () => {
    settingsStore.layout = 'horizontal';
    Object.defineProperty(window, 'innerWidth', { value: 800, configurable: true });
    mount();
    await screen.findByText('页面：角色管理');
    expect(screen.queryByRole('navigation', { name: '当前位置' })).toBeTruthy();
    expect(screen.queryByLabelText('收起菜单')).toBeNull();
    // Folded: the entries are icons named for the reader, without their titles as text.
    expect(screen.getByLabelText('系统管理')).toBeTruthy();
  });

  it('shows the back header for a page-header query', async () => {
    mount('/system/role-manage?_pageHeader=2024%E6%9A%91%E6%9C%9F');
    expect((await screen.findByTestId('back-header')).textContent).toContain('2024暑期');
  });

  it('goes from a group to its first page', async () => {
    mount('/system');
    expect(await screen.findByText('页面：角色管理')).toBeTruthy();
    await act(async () => {});
    expect(tabsStore.activeKey).toBe('/system/role-manage');
  });
});
