import { describe, expect, it, vi } from 'vitest';
import { busyStore, debouncedFetch } from './sdk-fetch.js';

const deferred = () => {
  let resolve: (r: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('debouncedFetch (SPEC §9 doEdit)', () => {
  it('sends a repeated doEdit once and counts it as busy until it answers', async () => {
    const answer = deferred();
    const base = vi.fn(() => answer.promise);
    const send = debouncedFetch(base);
    const init = { method: 'POST', body: '{"id":1}' };
    const first = send('/table/doEdit', init);
    const second = send('/table/doEdit', init);
    expect(base).toHaveBeenCalledTimes(1);
    expect(busyStore.writes).toBe(1);
    answer.resolve(new Response('{"Code":200}'));
    expect(await (await first).json()).toEqual({ Code: 200 });
    expect(await (await second).json()).toEqual({ Code: 200 });
    expect(busyStore.writes).toBe(0);
  });

  it('leaves other calls alone', async () => {
    const base = vi.fn(async () => new Response('{}'));
    const send = debouncedFetch(base);
    await Promise.all([
      send('/api/v1/AppRole/EditAppRole', { method: 'POST', body: 'x' }),
      send('/api/v1/AppRole/EditAppRole', { method: 'POST', body: 'x' }),
    ]);
    expect(base).toHaveBeenCalledTimes(2);
    expect(busyStore.writes).toBe(0);
  });
});
