/**
 * A refusal with a code and a Chinese message: the envelope's Code, and the HTTP status a client falls back
 * to. Anything thrown that is not one of these is a defect, logged and answered as 500 without detail.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = code >= 400 && code < 600 ? code : 400,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const forbidden = (message = '没有权限执行该操作') => new ApiError(403, message);
export const notFound = (message = '数据不存在或已被删除') => new ApiError(404, message);
/** A business rule refused the call (SPEC §4, §5): the request was well formed, the state forbids it. */
export const refused = (message: string) => new ApiError(409, message, 409);

export const LOGIN_REQUIRED = '请先登录';

/** PostgreSQL errors that bad input can cause, in words a user understands. */
const PG_MESSAGES: Record<string, string> = {
  '23505': '数据已存在，不能重复添加',
  '23503': '关联的数据不存在',
  '23502': '缺少必填数据',
  '22P02': '数据格式不正确',
  '22003': '数值超出范围',
  '22001': '内容过长',
  '22007': '日期格式不正确',
  '22008': '日期超出范围',
  // Raised by the audit log's guard (audit/keep.ts): nothing rewrites it.
  P0A01: '操作日志只能追加，不能修改或删除',
};

export function fromDatabaseError(e: unknown): ApiError | null {
  const code = (e as { code?: unknown })?.code;
  const message = typeof code === 'string' ? PG_MESSAGES[code] : undefined;
  return message ? badRequest(message) : null;
}
