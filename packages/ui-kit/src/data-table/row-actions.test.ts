import { bulkFailed, bulkSucceeded, DELETE_CONFIRM } from '@practice/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isServerError } from '../feedback/server-error.js';
import { fixtureId } from '../testing/fixture-id.js';
import { deleteRows, runBulkAction } from './row-actions.js';

const notify = vi.hoisted(() => vi.fn());
const confirmAction = vi.hoisted(() => vi.fn());
vi.mock('../feedback/toaster.js', () => ({ notify }));
vi.mock('../feedback/confirm.js', () => ({ confirmAction }));

const rows = [{ id: fixtureId('row-a') }, { id: fixtureId('row-b') }];

describe('isServerError', () => {
  it.each([
    [{ status: 500 }, true],
    [{ code: '500' }, true],
    [{ code: 500 }, true],
    [{ status: 400 }, false],
    [new Error('x'), false],
    [null, false],
  ])('%o → %s', (error, expected) => expect(isServerError(error)).toBe(expected));
});

describe('runBulkAction', () => {
  beforeEach(() => {
    notify.mockClear();
    confirmAction.mockReset();
  });

  it('announces success and reloads', async () => {
    const run = vi.fn(async () => undefined);
    const reload = vi.fn();
    await expect(runBulkAction({ action: '审核', rows, run, reload })).resolves.toBe(true);
    expect(run).toHaveBeenCalledWith(rows);
    expect(notify).toHaveBeenCalledWith('success', bulkSucceeded('审核'));
    expect(reload).toHaveBeenCalled();
  });

  it('announces only a server error, and does not reload', async () => {
    const reload = vi.fn();
    const fail = (error: unknown) => vi.fn(async () => Promise.reject(error));
    await runBulkAction({ action: '审核', rows, run: fail({ status: 500 }), reload });
    expect(notify).toHaveBeenCalledWith('error', bulkFailed('审核'));
    notify.mockClear();
    await runBulkAction({ action: '审核', rows, run: fail({ status: 403 }), reload });
    expect(notify).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('deleteRows asks first and does nothing when declined', async () => {
    const remove = vi.fn(async () => undefined);
    const reload = vi.fn();
    confirmAction.mockResolvedValueOnce(false);
    await expect(deleteRows(rows, remove, reload)).resolves.toBe(false);
    expect(confirmAction).toHaveBeenCalledWith(DELETE_CONFIRM);
    expect(remove).not.toHaveBeenCalled();
    confirmAction.mockResolvedValueOnce(true);
    await expect(deleteRows(rows, remove, reload)).resolves.toBe(true);
    expect(remove).toHaveBeenCalledWith(rows);
    expect(notify).toHaveBeenCalledWith('success', bulkSucceeded('删除'));
  });
});
