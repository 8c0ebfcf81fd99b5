// @vitest-environment jsdom
import { UiKitProvider } from '@practice/ui-kit';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../routes/router.js';
import { RouteError } from './route-error.js';

/* Whatever fails outside a screen shows Chinese, never the router's English developer page. */

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RouteError', () => {
  it('is the root route’s errorElement', () => {
    const root = appRoutes[0];
    expect(root?.id).toBe('root');
    expect((root?.errorElement as React.ReactElement | undefined)?.type).toBe(RouteError);
  });

  it('names a page file that failed to load, in Chinese, with 重新加载', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteError />,
        lazy: () =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
      },
    ]);
    render(
      <UiKitProvider>
        <RouterProvider router={router} />
      </UiKitProvider>,
    );
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });
});
