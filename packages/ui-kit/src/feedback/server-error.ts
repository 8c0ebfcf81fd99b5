import { wasShown } from '@practice/sdk';
import { notify } from './toaster.js';

/**
 * True for an error the server answered with status 500 (HTTP status, or the envelope's code when the
 * HTTP call itself succeeded). Read by shape rather than class, so any client's error qualifies.
 */
export function isServerError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return Number(status) === 500 || String(code) === '500';
}

/**
 * The one message of a failed save or action. The SDK's onError has already shown a refusal as
 * 服务错误! 错误内容: {the server's message}, and a lost connection as its network or time-out text: adding a
 * form's own 网络或服务器错误, 提交失败 under it would say the same thing twice, the vaguer way. Only a failure
 * nobody showed (a caller's own check, a silent call) gets `text`.
 */
export function reportFailure(
  error: unknown,
  text: string,
  show: (kind: 'error', text: string) => unknown = notify,
): void {
  if (!wasShown(error)) show('error', text);
}
