// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, setToken } from '../stores/auth.js';
import { routesStore } from '../stores/routes.js';
import { guardLoader } from './loader.js';

const load = vi.fn<() => Promise<void>>();
vi.mock('../stores/routes.js', async (original) => ({
  ...(await original<typeof import('../stores/routes.js')>()),
  loadRoutes: () => load(),
}));

const run = async (url: string) => {
  try {
    await guardLoader({ request: new Request(`http://x${url}`), params: {}, context: {} } as never);
    return 'allow';
  } catch (response) {
    return (response as Response).headers.get('Location');
  }
};

beforeEach(() => {
  load.mockReset();
  routesStore.loaded = false;
  setToken('t');
});

describe('the guard loader (SPEC §2.1)', () => {
  it('loads missing routes, then retries the navigation', async () => {
    load.mockImplementation(async () => {
      routesStore.loaded = true;
    });
    expect(await run('/')).toBe('/index');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on a failed load resets the session and goes to sign in, keeping path and query', async () => {
    load.mockRejectedValue(new Error('网络错误'));
    expect(await run('/system/user-manage?q=1')).toBe('/login?redirect=%2Fsystem%2Fuser-manage%3Fq%3D1');
    expect(authStore.token).toBeNull();
  });

  it('lets a signed-in user see 404 without loading anything', async () => {
    expect(await run('/404')).toBe('allow');
    expect(load).not.toHaveBeenCalled();
  });
});
