// @vitest-environment jsdom
import { UiKitProvider } from '@practice/ui-kit';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../routes/types.js';
import { resetTabs, viewKeyOf, visitRoute } from '../stores/tabs.js';
import { KeepAlive } from '../tabs/keep-alive.js';
import { routeFixture } from '../tabs/route-fixture.js';

/* One broken screen shows its own notice; the views beside it and whatever draws the outlet stay. */

let broken = true;
function Broken(): React.ReactNode {
  if (broken) throw new TypeError("Cannot read properties of undefined (reading 'map')");
  return <p>已修好</p>;
}
const Healthy = () => <p>正常页面</p>;

const ROUTES: Record<string, AppRoute> = {
  '/ok': routeFixture({ path: '/ok', view: 'ok' }),
  '/broken': routeFixture({ path: '/broken', view: 'broken' }),
};
const viewOf = (route: AppRoute): ComponentType => (route.path === '/broken' ? Broken : Healthy);

let go: (to: string) => void = () => {};
function Outlet() {
  const location = useLocation();
  go = useNavigate();
  const route = ROUTES[location.pathname];
  if (route) visitRoute(route, '');
  return (
    <section aria-label="外壳">
      <KeepAlive
        activeKey={route ? viewKeyOf(route, '') : null}
        activeRoute={route}
        routeAt={(path) => ROUTES[path]}
        viewOf={viewOf}
      />
    </section>
  );
}

beforeEach(() => {
  resetTabs();
  broken = true;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ScreenBoundary in the keep-alive', () => {
  it('keeps the shell and the other views when one screen throws, and draws it again on 重新加载', async () => {
    render(
      <UiKitProvider>
        <MemoryRouter initialEntries={['/ok']}>
          <Outlet />
        </MemoryRouter>
      </UiKitProvider>,
    );
    await act(async () => go('/broken'));
    const notice = screen.getByTestId('load-failure');
    expect(notice.dataset.kind).toBe('other');
    expect(screen.getByText('页面出错了')).toBeTruthy();
    expect(screen.getByRole('region', { name: '外壳' })).toBeTruthy();
    expect(screen.getByText('正常页面')).toBeTruthy();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('已修好')).toBeTruthy();
    expect(screen.queryByTestId('load-failure')).toBeNull();
  });
});
