// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../screens/entity-list/entity-calls.js', () => ({ callOperation }));
const { operationRead, startReads, useRead } = await import('./reads.js');
const { queryCache } = await import('./query-cache.js');

beforeEach(() => {
  queryCache.clear();
  callOperation.mockReset();
});

describe('declared reads', () => {
  it('key an operation by its name and input, and read its entity unless told', () => {
    const read = operationRead('GetSchoolModel', { fSchoolId: 'a1' });
    expect(read.key).toBe('GetSchoolModel {"fSchoolId":"a1"}');
    expect(read.reads).toEqual(['School']);
    expect(operationRead('GetMyReminders', {}, 'any').reads).toBe('any');
  });

  it('asked ahead, reach the component as one request: under way, then answered', async () => {
    let answer!: (value: unknown) => void;
    callOperation.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const read = operationRead('GetStudentTodayModel', {}, 'any');
    startReads([read]);
    const { result } = renderHook(() => useRead(read));
    expect(result.current.status).toBe('loading');
    answer({ dueItems: [] });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'loaded', value: { dueItems: [] } }));
    // A second component mounting now finds the answer drawn at once, with no request of its own.
    const again = renderHook(() => useRead(read));
    expect(again.result.current.status).toBe('loaded');
    expect(callOperation).toHaveBeenCalledTimes(1);
    expect(callOperation).toHaveBeenCalledWith('GetStudentTodayModel', {});
  });

  it('that failed ahead are asked again by the component, and the failure is not left unhandled', async () => {
    callOperation.mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce({ signIns: [] });
    const read = operationRead('GetAttendanceTodayModel', {}, ['AttendanceSignIn']);
    startReads([read]);
    await Promise.resolve();
    await Promise.resolve();
    const { result } = renderHook(() => useRead(read));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'loaded', value: { signIns: [] } }));
    expect(callOperation).toHaveBeenCalledTimes(2);
  });

  it('null asks nothing', () => {
    const { result } = renderHook(() => useRead(null));
    expect(result.current.status).toBe('idle');
    expect(callOperation).not.toHaveBeenCalled();
  });
});
