// @vitest-environment jsdom
import { retryingLazy, UiKitProvider } from '@practice/ui-kit';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreenBoundary } from './screen-boundary.js';

/* A screen file that failed to load (a redeploy) loads again on 重新加载, without a page reload. */

const missing = () => new TypeError('Failed to fetch dynamically imported module: /assets/roles-1a2b.js');
const Roles = () => <p>角色管理</p>;

function draw(View: ComponentType) {
  render(
    <UiKitProvider>
      <ScreenBoundary>
        <Suspense fallback={<p>加载中</p>}>
          <View />
        </Suspense>
      </ScreenBoundary>
    </UiKitProvider>,
  );
}

// React reports each error a boundary catches on the console; expected here.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('retryingLazy', () => {
  it('imports again after a failed load, where React.lazy would keep the failure', async () => {
    const load = vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(missing())
      .mockResolvedValue({ default: Roles });
    draw(retryingLazy(load));
    expect((await screen.findByTestId('load-failure')).dataset.kind).toBe('script');
    expect(screen.getByText('页面加载失败')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('角色管理')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads once when the file arrives, however often it is drawn', async () => {
    const load = vi.fn(async () => ({ default: Roles }));
    const View = retryingLazy(load);
    draw(View);
    draw(View);
    await waitFor(() => expect(screen.getAllByText('角色管理')).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives up on a file that does not arrive in time (SPEC §9 chunk time-out)', async () => {
    const never = () => new Promise<{ default: ComponentType }>(() => {});
    draw(retryingLazy(never, { timeoutMs: 20 }));
    expect((await screen.findByTestId('load-failure')).dataset.kind).toBe('timeout');
    expect(screen.getByText('页面加载超时')).toBeTruthy();
  });

  it('never suspends while its file loads: React holds a boundary’s reveal back 300 ms after its fallback', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => {};
    draw(retryingLazy(() => new Promise((resolve) => (arrive = resolve))));
    expect(screen.queryByText('加载中')).toBeNull();
    await act(async () => arrive({ default: Roles }));
    expect(screen.getByText('角色管理')).toBeTruthy();
  });
});
