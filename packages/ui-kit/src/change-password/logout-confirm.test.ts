import { describe, expect, it, vi } from 'vitest';

const { confirmAction } = vi.hoisted(() => ({ confirmAction: vi.fn().mockResolvedValue(true) }));
vi.mock('../feedback/confirm.js', () => ({ confirmAction }));

describe('confirmLogout', () => {
  it('asks with the spec text and title and passes the answer on', async () => {
    const { confirmLogout } = await import('./logout-confirm.js');
    await expect(confirmLogout()).resolves.toBe(true);
    expect(confirmAction).toHaveBeenCalledWith('您确定要退出吗？', { title: '提示' });
  });
});
