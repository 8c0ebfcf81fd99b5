import { describe, expect, it, vi } from 'vitest';
import { type FullScreenDocument, toggleFullScreen } from './full-screen.js';

const doc = (overrides: Partial<FullScreenDocument>): FullScreenDocument => ({
  fullscreenElement: null,
  fullscreenEnabled: true,
  documentElement: { requestFullscreen: () => Promise.resolve() },
  exitFullscreen: () => Promise.resolve(),
  ...overrides,
});

describe('toggleFullScreen', () => {
  it('enters full screen', async () => {
    const request = vi.fn(() => Promise.resolve());
    const fail = vi.fn();
    await toggleFullScreen(doc({ documentElement: { requestFullscreen: request } }), fail);
    expect(request).toHaveBeenCalled();
    expect(fail).not.toHaveBeenCalled();
  });

  it('leaves full screen when already there', async () => {
    const exit = vi.fn(() => Promise.resolve());
    await toggleFullScreen(doc({ fullscreenElement: {} as Element, exitFullscreen: exit }), vi.fn());
    expect(exit).toHaveBeenCalled();
  });

  it.each([
    ['refused', doc({ documentElement: { requestFullscreen: () => Promise.reject(new Error('no')) } })],
    ['unsupported', doc({ fullscreenEnabled: false })],
    ['missing', doc({ documentElement: {} })],
  ])('shows 开启全屏失败 when %s', async (_, target) => {
    const fail = vi.fn();
    await toggleFullScreen(target, fail);
    expect(fail).toHaveBeenCalledWith('开启全屏失败');
  });
});
