import { proxy } from 'valtio';

/*
 * The errors behind the top bar's error-log icon (SPEC §2.2): uncaught errors and unhandled rejections of
 * this session, newest first, at most 50 so a failing loop cannot fill the memory.
 */

export interface LoggedError {
  readonly time: number;
  readonly message: string;
  readonly url: string;
}

export const ERROR_LOG_MAX = 50;

export const errorLog = proxy<{ entries: LoggedError[] }>({ entries: [] });

export function logError(error: unknown, url: string, time = Date.now()) {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : (JSON.stringify(error) ?? '未知错误');
  errorLog.entries = [{ time, message: message || '未知错误', url }, ...errorLog.entries].slice(
    0,
    ERROR_LOG_MAX,
  );
}

export const clearErrorLog = () => {
  errorLog.entries = [];
};

/** Starts collecting; returns the function that stops. */
export function watchErrors(target: Window): () => void {
  const onError = (event: ErrorEvent) => logError(event.error ?? event.message, target.location.href);
  const onRejection = (event: PromiseRejectionEvent) => logError(event.reason, target.location.href);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
