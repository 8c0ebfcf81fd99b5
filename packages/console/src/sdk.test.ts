import { SdkError } from '@practice/sdk';
import { describe, expect, it, vi } from 'vitest';

const notify = vi.fn();
vi.mock('@practice/ui-kit', () => ({ notify: (...args: unknown[]) => notify(...args) }));

const { reportError } = await import('./sdk.js');

describe('SDK errors as toasts (SPEC §8)', () => {
  it("shows an error with the SDK's exact text", () => {
    notify.mockClear();
    reportError(new SdkError({ kind: 'http', status: 500, message: '服务错误! 错误内容: 服务器发生错误' }));
    expect(notify).toHaveBeenCalledWith('error', '服务错误! 错误内容: 服务器发生错误');
  });

  it('shows cancellation as information and stays quiet on 403 (the 403 page says it)', () => {
    notify.mockClear();
    reportError(new SdkError({ kind: 'cancelled', message: '请求已取消!' }));
    reportError(new SdkError({ kind: 'http', status: 403, message: 'x' }));
    expect(notify.mock.calls).toEqual([['info', '请求已取消!']]);
  });
});
