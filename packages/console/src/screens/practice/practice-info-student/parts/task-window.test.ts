import { describe, expect, it } from 'vitest';
import { closedBecause, editRefusal, openTaskOptions, timeOf } from './task-window.js';

const at = (text: string) => timeOf(text) as number;
const task = {
  cPracticeTaskId: 't1',
  cTaskName: '任务一',
  tStartDate: '2026-11-01 08:00:00',
  tEndDate: '2026-11-30 23:59:59',
};

describe('when a practice task takes a hand-in', () => {
  it('is open inside its window only', () => {
    expect(closedBecause(task, at('2026-11-15 12:00:00'))).toBeNull();
    expect(closedBecause(task, at('2026-10-31 12:00:00'))).toBe('任务尚未开始，不能提交');
    expect(closedBecause(task, at('2026-12-01 00:00:00'))).toBe(
      '已超过提交截止时间（2026-11-30 23:59），不能提交',
    );
  });
  it('takes a late hand-in where the school takes late work, but not one before the start', () => {
    expect(closedBecause(task, at('2026-12-01 00:00:00'), true)).toBeNull();
    expect(closedBecause(task, at('2026-10-31 12:00:00'), true)).toBe('任务尚未开始，不能提交');
  });
  it('reads a bare end date as the end of that day', () => {
    const bare = { ...task, tEndDate: '2026-11-30' };
    expect(closedBecause(bare, at('2026-11-30 22:00:00'))).toBeNull();
    expect(closedBecause(bare, at('2026-12-01 00:00:01'))).toBe(
      '已超过提交截止时间（2026-11-30 23:59），不能提交',
    );
  });
  it('offers only open tasks, naming their deadline', () => {
    const late = { ...task, cPracticeTaskId: 't2', tEndDate: '2026-11-02 00:00:00' };
    expect(openTaskOptions([task, late], at('2026-11-15 12:00:00'))).toEqual([
      { value: 't1', label: '任务一（截止 2026-11-30 23:59）' },
    ]);
    expect(openTaskOptions([task, late], at('2026-11-15 12:00:00'), true)).toEqual([
      { value: 't1', label: '任务一（截止 2026-11-30 23:59）' },
      { value: 't2', label: '任务一（已于 2026-11-02 00:00 截止，逾期提交）' },
    ]);
  });
  it('keeps an approved or late hand-in as it is', () => {
    const now = at('2026-11-15 12:00:00');
    expect(editRefusal({ fStatus: 1 }, task, now)).toBe('任务已审核通过，不能修改');
    expect(editRefusal({ fStatus: 2 }, task, now)).toBeNull();
    expect(editRefusal({ fStatus: 0 }, task, at('2026-12-02 00:00:00'))).toBe(
      '已超过提交截止时间（2026-11-30 23:59），不能提交',
    );
    expect(editRefusal({ fStatus: 0 }, task, at('2026-12-02 00:00:00'), true)).toBeNull();
    expect(editRefusal({ fStatus: 0 }, undefined, now)).toBe('未找到该任务，不能修改');
  });
});
