import { EXPORT_RUNNING, EXPORT_SUCCEEDED, exportConfirm } from '@practice/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exportTable } from './export-table.js';

const notify = vi.hoisted(() => vi.fn(() => 'notice-1'));
const dismissNotice = vi.hoisted(() => vi.fn());
const confirmAction = vi.hoisted(() => vi.fn());
vi.mock('../feedback/toaster.js', () => ({ notify, dismissNotice }));
vi.mock('../feedback/confirm.js', () => ({ confirmAction }));

const columns = [{ key: 'cRealName', title: '姓名' }];
const rows = [{ cRealName: '张三' }, { cRealName: '李四' }];

describe('exportTable', () => {
  beforeEach(() => {
    notify.mockClear();
    dismissNotice.mockClear();
  });

  it('asks with the page row count and saves nothing when declined', async () => {
    confirmAction.mockResolvedValueOnce(false);
    const save = vi.fn();
    await expect(exportTable({ columns, rows, fileName: '学生', save })).resolves.toBe(false);
    expect(confirmAction).toHaveBeenCalledWith(exportConfirm(2));
    expect(save).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the running notice, saves an xlsx file and announces success', async () => {
    confirmAction.mockResolvedValueOnce(true);
    const save = vi.fn();
    await expect(exportTable({ columns, rows, fileName: '学生', save })).resolves.toBe(true);
    expect(notify).toHaveBeenNthCalledWith(1, 'loading', EXPORT_RUNNING);
    expect(notify).toHaveBeenNthCalledWith(2, 'success', EXPORT_SUCCEEDED);
    expect(dismissNotice).toHaveBeenCalledWith('notice-1');
    const [blob, name] = save.mock.calls[0] ?? [];
    expect(name).toBe('学生.xlsx');
    expect((blob as Blob).size).toBeGreaterThan(1000);
  });
});
