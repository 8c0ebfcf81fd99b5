import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRESH_MS, MAX_ENTRIES, QueryCache, SETTLE_MS } from './query-cache.js';
import { staleAfter } from './writes.js';

let now = 0;
let cache: QueryCache;
beforeEach(() => {
  vi.useFakeTimers();
  now = 1_000;
  cache = new QueryCache(() => now);
});
afterEach(() => vi.useRealTimers());

/** A load that counts its requests and answers with their number. */
const counter = () => {
  let n = 0;
  const load = vi.fn(async () => ++n);
  return load;
};

describe('QueryCache', () => {
  it('shares one request between those who ask at once, and reuses a fresh answer', async () => {
    const load = counter();
    const [a, b] = await Promise.all([
      cache.fetch('GetSchoolPageList {}', load, ['School']),
      cache.fetch('GetSchoolPageList {}', load, ['School']),
    ]);
    expect([a, b]).toEqual([1, 1]);
    now += FRESH_MS - 1;
    expect(await cache.fetch('GetSchoolPageList {}', load, ['School'])).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    now += 1;
    expect(await cache.fetch('GetSchoolPageList {}', load, ['School'])).toBe(2);
  });

  it('asks again after a write to what the answer reads, and only then', async () => {
    const schools = counter();
    const users = counter();
    await cache.fetch('schools', schools, ['School']);
    await cache.fetch('users', users, ['AppUser']);
    cache.invalidate(['School']);
    expect(await cache.fetch('schools', schools, ['School'])).toBe(2);
    expect(await cache.fetch('users', users, ['AppUser'])).toBe(1);
    // The stale answer is still there to show while the new one comes.
    cache.invalidate(['School']);
    expect(cache.peek('schools')).toEqual({ value: 2 });
  });

  it('makes an answer that does not say what it reads stale on every write', async () => {
    const load = counter();
    await cache.fetch('today', load, 'any');
    cache.invalidate(['CloudResume']);
    expect(await cache.fetch('today', load, 'any')).toBe(2);
  });

  it('never keeps an answer asked for before a write that came while it was under way', async () => {
    let answer!: (value: string) => void;
    const first = cache.fetch('diary', () => new Promise<string>((yes) => (answer = yes)), [
      'InternshipDiary',
    ]);
    cache.invalidate(['InternshipDiary']);
    const second = cache.fetch('diary', async () => 'after the write', ['InternshipDiary']);
    answer('before the write');
    expect(await first).toBe('before the write');
    expect(await second).toBe('after the write');
    expect(cache.peek('diary')).toEqual({ value: 'after the write' });
  });

  it('tells its listeners once for a burst of writes, with every entity written', async () => {
    const heard = vi.fn();
    cache.onInvalidate(heard);
    cache.invalidate(['InternshipDiary']);
    cache.invalidate(['InternshipSummary']);
    expect(heard).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SETTLE_MS);
    expect(heard).toHaveBeenCalledTimes(1);
    expect([...(heard.mock.calls[0]?.[0] ?? [])].sort()).toEqual(['InternshipDiary', 'InternshipSummary']);
    cache.invalidate('all');
    vi.advanceTimersByTime(SETTLE_MS);
    expect(heard).toHaveBeenLastCalledWith('all');
  });

  it('forgets everything on clear, also an answer still under way', async () => {
    let answer!: (value: string) => void;
    const pending = cache.fetch('me', () => new Promise<string>((yes) => (answer = yes)), 'any');
    cache.clear();
    answer('the last user');
    await pending;
    expect(cache.peek('me')).toBeUndefined();
  });

  it('keeps at most MAX_ENTRIES answers, dropping the least recently asked for', async () => {
    for (let i = 0; i <= MAX_ENTRIES; i++) await cache.fetch(`page ${i}`, async () => i, ['School']);
    expect(cache.size).toBe(MAX_ENTRIES);
    expect(cache.peek('page 0')).toBeUndefined();
    expect(cache.peek(`page ${MAX_ENTRIES}`)).toEqual({ value: MAX_ENTRIES });
  });
});

describe('what a write makes stale', () => {
  it('is the written entity and those showing its values, or everything without an entity', () => {
    expect(staleAfter({ entity: 'AppDepartment' })).toEqual(
      expect.arrayContaining(['AppDepartment', 'AppUser']),
    );
    expect(staleAfter({})).toBe('all');
    // Saving a role's menus changes no row a list shows: the role list keeps its page and its ticks.
    expect(staleAfter({ entity: 'AppRole', changes: [] })).toEqual([]);
  });
});

describe('QueryCache after a write, while the new answer is on its way', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    now = 1_000;
    cache = new QueryCache(() => now);
  });

  it('hands the request under way to a second asker, never the answer from before the write', async () => {
    // A list reloads after its delete, and again when the write is announced: both must see the new rows.
    await cache.fetch('schools', async () => ['被删的学校'], ['School']);
    cache.invalidate(['School']);
    let answer!: (rows: string[]) => void;
    const first = cache.fetch('schools', () => new Promise<string[]>((yes) => (answer = yes)), ['School']);
    const second = cache.fetch('schools', async () => ['不该再问'], ['School']);
    answer([]);
    expect(await first).toEqual([]);
    expect(await second).toEqual([]);
  });

  it('stays stale when the request after the write fails, so the next ask goes to the server', async () => {
    await cache.fetch('schools', async () => ['旧'], ['School']);
    cache.invalidate(['School']);
    await expect(
      cache.fetch('schools', async () => Promise.reject(new Error('断网')), ['School']),
    ).rejects.toThrow();
    expect(await cache.fetch('schools', async () => ['新'], ['School'])).toEqual(['新']);
  });
});
