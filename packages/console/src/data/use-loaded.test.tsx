// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../screens/entity-list/entity-calls.js', () => ({ callOperation }));
const { useLoaded, useOperationResult } = await import('./use-loaded.js');
const { queryCache } = await import('./query-cache.js');

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useLoaded', () => {
  it('is idle without a key and asks nothing', () => {
    const load = vi.fn(async () => 1);
    const { result } = renderHook(() => useLoaded(null, load));
    expect(result.current.status).toBe('idle');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads, and a refusal is failed', async () => {
    const { result, rerender } = renderHook(
      ({ key }) =>
        useLoaded(key, async () => {
          if (key === 'bad') throw new Error('refused');
          return `row ${key}`;
        }),
      { initialProps: { key: 'a' } },
    );
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'loaded', value: 'row a' }));
    rerender({ key: 'bad' });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.value).toBeUndefined();
  });

  it('drops an answer that comes after the key changed', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const { result, rerender } = renderHook(
      ({ key }) => useLoaded(key, () => (key === 'a' ? slow : fast).promise),
      {
        initialProps: { key: 'a' },
      },
    );
    rerender({ key: 'b' });
    await act(async () => fast.resolve('row b'));
    await act(async () => slow.resolve('row a'));
    expect(result.current).toMatchObject({ status: 'loaded', value: 'row b' });
  });

  it('reload asks again and keeps the answer shown meanwhile', async () => {
    let n = 0;
    const next = deferred<number>();
    const { result } = renderHook(() =>
      useLoaded('k', () => (++n === 1 ? Promise.resolve(1) : next.promise)),
    );
    await waitFor(() => expect(result.current.value).toBe(1));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'loaded', value: 1 });
    await act(async () => next.resolve(2));
    expect(result.current).toMatchObject({ status: 'loaded', value: 2 });
    expect(n).toBe(2);
  });

  it('keepLast keeps the last answer, or refusal, through no key and a new key until the new answer', async () => {
    const next = deferred<string>();
    const after = deferred<string>();
    const answers: Record<string, Promise<string>> = {
      a: Promise.resolve('row a'),
      b: next.promise,
      c: after.promise,
    };
    const { result, rerender } = renderHook(
      ({ key }: { key: string | null }) =>
        useLoaded(key, () => answers[String(key)] as Promise<string>, { keepLast: true }),
      { initialProps: { key: null as string | null } },
    );
    rerender({ key: 'a' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.value).toBe('row a'));
    rerender({ key: null });
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ status: 'loaded', value: 'row a' });
    await act(async () => next.reject(new Error('refused')));
    expect(result.current).toMatchObject({ status: 'failed', value: 'row a' });
    rerender({ key: 'c' });
    expect(result.current.status).toBe('failed');
    await act(async () => after.resolve('row c'));
    expect(result.current).toMatchObject({ status: 'loaded', value: 'row c' });
  });
});

describe('useLoaded and writes', () => {
  it('asks again by itself after a write to what it reads, showing the last answer meanwhile', async () => {
    let n = 0;
    const { result } = renderHook(() =>
      useLoaded('GetInternshipSummaryModel 1', async () => `第 ${++n} 次`, { reads: ['InternshipSummary'] }),
    );
    await waitFor(() => expect(result.current.value).toBe('第 1 次'));
    act(() => queryCache.invalidate(['InternshipDiary']));
    await new Promise((done) => setTimeout(done, 60));
    expect(n).toBe(1);
    act(() => queryCache.invalidate(['InternshipSummary']));
    expect(result.current.value).toBe('第 1 次');
    await waitFor(() => expect(result.current.value).toBe('第 2 次'));
  });

  it('shows a kept answer at once to a component that asks for the same key later', async () => {
    const load = vi.fn(async () => '学校列表');
    const first = renderHook(() => useLoaded('schools', load, { reads: ['School'] }));
    await waitFor(() => expect(first.result.current.value).toBe('学校列表'));
    const second = renderHook(() => useLoaded('schools', load, { reads: ['School'] }));
    expect(second.result.current).toMatchObject({ status: 'loaded', value: '学校列表' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('useOperationResult', () => {
  it('calls the operation with the body, and again only when the body changes', async () => {
    callOperation.mockImplementation(async (_name: string, body: { id: string }) => ({
      name: `课程 ${body.id}`,
    }));
    const { result, rerender } = renderHook(({ id }) => useOperationResult('GetCourseModel', { id }), {
      initialProps: { id: '01' },
    });
    await waitFor(() => expect(result.current.value).toEqual({ name: '课程 01' }));
    rerender({ id: '01' });
    expect(callOperation).toHaveBeenCalledTimes(1);
    rerender({ id: '02' });
    await waitFor(() => expect(result.current.value).toEqual({ name: '课程 02' }));
    expect(callOperation).toHaveBeenLastCalledWith('GetCourseModel', { id: '02' });
  });

  it('asks nothing while the body is null', () => {
    callOperation.mockClear();
    const { result } = renderHook(() => useOperationResult('GetCourseModel', null));
    expect(result.current.status).toBe('idle');
    expect(callOperation).not.toHaveBeenCalled();
  });
});
