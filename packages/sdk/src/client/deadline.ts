import { CANCELLED_TEXT, NETWORK_TEXT, SdkError, TIMEOUT_TEXT } from './errors.js';

/**
 * One request's time limit joined with the caller's cancel signal, and the mapping of a failed fetch to
 * the spec's transport errors: cancelled (请求已取消!), timed out, or no response at all.
 */
export function deadline(timeoutMs: number, cancel?: AbortSignal) {
  const timeout = AbortSignal.timeout(timeoutMs);
  return {
    signal: cancel ? AbortSignal.any([cancel, timeout]) : timeout,
    failure(cause: unknown, operation?: string): SdkError {
      const where = operation ? { operation } : {};
      if (cancel?.aborted)
        return new SdkError({ kind: 'cancelled', message: CANCELLED_TEXT, cause, ...where });
      if (timeout.aborted) return new SdkError({ kind: 'timeout', message: TIMEOUT_TEXT, cause, ...where });
      const detail = cause instanceof Error ? cause.message : String(cause);
      return new SdkError({ kind: 'network', message: NETWORK_TEXT, detail, cause, ...where });
    },
  };
}
