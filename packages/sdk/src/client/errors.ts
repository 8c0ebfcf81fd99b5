import { isSuccessCode } from '../contract/codes.js';

/** What went wrong, so callers can branch without parsing messages. */
export type SdkErrorKind = 'http' | 'business' | 'timeout' | 'cancelled' | 'network' | 'validation';

/** The standard texts of SPEC §8, by HTTP status. */
export const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: '服务器成功返回请求的数据',
  201: '新建或修改数据成功',
  202: '一个请求已经进入后台排队（异步任务）',
  204: '删除数据成功',
  400: '发出信息有误',
  401: '用户没有权限（令牌、用户名、密码错误）',
  403: '用户得到授权，但是访问是被禁止的',
  404: '访问资源不存在',
  406: '请求格式不可得',
  410: '请求资源被永久删除，且不会被看到',
  500: '服务器发生错误',
  502: '网关错误',
  503: '服务不可用，服务器暂时过载或维护',
  504: '网关超时',
};

export const CANCELLED_TEXT = '请求已取消!';
export const TIMEOUT_TEXT = '请求超时!可能是服务器问题或网络原因';
export const NETWORK_TEXT = '后端接口连接异常，可能是跨域或接口配置错误';
export const LOGIN_REQUIRED = '请先登录';
export const LOGIN_EXPIRED = '未登录或登录已过期(超过一天)，请重新登录';
export const INVALID_RESPONSE_TEXT = '接口返回的数据格式有误';

/** The toast every other error shows (SPEC §8): 服务错误! 错误内容: {message or status text or standard text}. */
export const serviceErrorText = (detail: string) => `服务错误! 错误内容: ${detail}`;

export interface SdkErrorInit {
  kind: SdkErrorKind;
  /** What the user is shown, exactly as the spec words it. */
  message: string;
  /** The server's own message or the underlying cause, for logs. */
  detail?: string;
  /** HTTP status, when a response arrived. */
  status?: number;
  /** Business code from the envelope (or the status when the body had none). */
  code?: number | string;
  operation?: string;
  /** Field-level problems of a request or response that failed validation. */
  issues?: readonly { path: string; message: string }[];
  cause?: unknown;
}

/** The one error every SDK call rejects with. */
export class SdkError extends Error {
  readonly kind: SdkErrorKind;
  readonly detail: string | undefined;
  readonly status: number | undefined;
  readonly code: number | string | undefined;
  readonly operation: string | undefined;
  readonly issues: readonly { path: string; message: string }[];
  /**
   * Set once the client's onError has shown this error to the user (its toast): a form or dialog that
   * catches the rejection then adds nothing, so one failure reads as one message.
   */
  shown = false;

  constructor(init: SdkErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'SdkError';
    this.kind = init.kind;
    this.detail = init.detail;
    this.status = init.status;
    this.code = init.code;
    this.operation = init.operation;
    this.issues = init.issues ?? [];
  }

  /** 401, from the body's Code or the HTTP status: the session must be reset. */
  get unauthorized(): boolean {
    return String(this.code) === '401' || this.status === 401;
  }

  get forbidden(): boolean {
    return String(this.code) === '403' || this.status === 403;
  }
}

export const isSdkError = (e: unknown): e is SdkError => e instanceof SdkError;

/** Whether the user was already told about this failure by the client's onError. */
export const wasShown = (e: unknown): boolean => isSdkError(e) && e.shown;

/** "Please log in first" becomes the one-day expiry wording; anything else is passed through. */
export const rewordMessage = (message: string) =>
  message.trim() === LOGIN_REQUIRED ? LOGIN_EXPIRED : message;

export interface EnvelopeLike {
  Code?: unknown;
  Message?: unknown;
}

/**
 * Maps a response to an error, or null when it succeeded. The code is read from the body, else the HTTP
 * status (SPEC §8); the message is the server's, else the status text, else the standard text.
 */
export function errorFromResponse(
  status: number,
  statusText: string,
  body: EnvelopeLike | undefined,
  operation?: string,
): SdkError | null {
  const bodyCode =
    body && (typeof body.Code === 'number' || typeof body.Code === 'string') ? body.Code : undefined;
  const code = bodyCode ?? status;
  const httpOk = status >= 200 && status < 300;
  if (httpOk && isSuccessCode(code)) return null;
  const serverMessage =
    typeof body?.Message === 'string' && body.Message.trim() ? rewordMessage(body.Message) : '';
  const numeric = Number(code);
  // On an HTTP success the status says nothing about the failure: only the body's code does.
  const standard =
    (numeric >= 300 ? STATUS_TEXT[numeric] : undefined) ?? (httpOk ? undefined : STATUS_TEXT[status]);
  const detail = serverMessage || (httpOk ? '' : statusText) || standard || `错误码 ${String(code)}`;
  // A 401 resets the session and sends the user to sign in: they are told why, not shown a service error.
  const message =
    numeric === 401 || status === 401 ? serverMessage || LOGIN_EXPIRED : serviceErrorText(detail);
  return new SdkError({
    kind: httpOk ? 'business' : 'http',
    message,
    detail,
    status,
    code,
    ...(operation ? { operation } : {}),
  });
}
