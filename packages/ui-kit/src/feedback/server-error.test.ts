import { SdkError } from '@practice/sdk';
import { describe, expect, it, vi } from 'vitest';
import { reportFailure } from './server-error.js';

const refusal = (shown: boolean) => {
  const error = new SdkError({ kind: 'business', code: 500, message: '服务错误! 错误内容: 旧密码不正确' });
  error.shown = shown;
  return error;
};

describe('reportFailure', () => {
  it('adds nothing to a failure the SDK already showed', () => {
    const show = vi.fn();
    reportFailure(refusal(true), '网络或服务器错误, 提交失败', show);
    expect(show).not.toHaveBeenCalled();
  });

  it.each([
    ['a silent SDK call', refusal(false)],
    ['an error of its own', new Error('boom')],
    ['a rejected value', { status: 500 }],
  ])('shows its text for %s', (_, error) => {
    const show = vi.fn();
    reportFailure(error, '网络或服务器错误, 提交失败', show);
    expect(show).toHaveBeenCalledExactlyOnceWith('error', '网络或服务器错误, 提交失败');
  });
});
