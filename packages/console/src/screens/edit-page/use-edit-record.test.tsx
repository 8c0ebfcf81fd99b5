// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

const callOperation = vi.hoisted(() => vi.fn(async () => ({ cSchoolName: '华东理工职业技术学院' })));
vi.mock('../entity-list/index.js', () => ({ callOperation }));
const { useEditRecord } = await import('./use-edit-record.js');

const at =
  (url: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;

describe('useEditRecord', () => {
  // Digits only, and with a leading zero: a number would lose it.
  it.each(['b3d8addf72194399b08aaaf17685ef93', '01234567890123456789012345678901'])(
    'loads the row by the id in the query, sent as the string it is (%s)',
    async (id) => {
      const { result } = renderHook(() => useEditRecord('GetSchoolModel', 'fSchoolId'), {
        wrapper: at(`/basic-info/school-edit?fSchoolId=${id}`),
      });
      await waitFor(() => expect(result.current.status).toBe('loaded'));
      expect(callOperation).toHaveBeenLastCalledWith('GetSchoolModel', { fSchoolId: id });
      expect(result.current).toMatchObject({ id, row: { cSchoolName: '华东理工职业技术学院' } });
    },
  );

  it('is a new row when the query has no id', () => {
    callOperation.mockClear();
    const { result } = renderHook(() => useEditRecord('GetSchoolModel', 'fSchoolId'), {
      wrapper: at('/basic-info/school-edit'),
    });
    expect(result.current).toEqual({ status: 'new' });
    expect(callOperation).not.toHaveBeenCalled();
  });
});
