import { SignInKind } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { leaveProblem } from './request-dialogs.js';
import { nextKind } from './sign-in-card.js';

const signed = (fSignInKind: 1 | 2 | 3) => ({
  fAttendanceSignInId: String(fSignInKind),
  fSignInKind,
  tSignInTime: '2026-11-28 08:30:00',
  fDistance: 10,
  fFencePosition: 1 as const,
  fSignInTiming: 0 as const,
  fIsMakeUp: false,
});

describe('the sign-in card', () => {
  it('offers 上班 first, then 下班, then nothing; 外出 never counts', () => {
    expect(nextKind([])).toBe(SignInKind.arrive);
    expect(nextKind([signed(3)])).toBe(SignInKind.arrive);
    expect(nextKind([signed(1), signed(3)])).toBe(SignInKind.leave);
    expect(nextKind([signed(1), signed(2)])).toBeNull();
  });
});

describe('a leave request', () => {
  it('needs both dates in order and a reason', () => {
    expect(leaveProblem('', '2026-11-30', '病假')).toBe('请选择请假的开始和结束日期');
    expect(leaveProblem('2026-11-30', '2026-11-29', '病假')).toBe('结束日期不能早于开始日期');
    expect(leaveProblem('2026-11-29', '2026-11-30', '  ')).toBe('请填写原因');
    expect(leaveProblem('2026-11-29', '2026-11-29', '病假')).toBeNull();
  });
});
