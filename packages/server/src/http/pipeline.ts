import type { OperationDef } from '@practice/sdk/contract';
import {
  CALLS_BEFORE_PASSWORD_CHANGE,
  entityByName,
  PASSWORD_CHANGE_FIRST,
  PASSWORD_CHANGE_FIRST_STATUS,
} from '@practice/sdk/contract';
import { z } from 'zod';
import { type Caller, callerByToken } from '../auth/caller.js';
import type { Db } from '../db/driver.js';
import { inArrivalOrder } from '../db/queue.js';
import { tableOf } from '../db/tables.js';
import { isFileError } from '../files/index.js';
import type { Handler, OpContext, ServerConfig } from '../ops/context.js';
import { refuseWeakPasswords } from './chosen-passwords.js';
import { ApiError, badRequest, forbidden, fromDatabaseError, LOGIN_REQUIRED } from './errors.js';
import { parseWith, queryObject } from './input.js';
import { noteCall } from './request-log.js';
import { credentialsOf, fromAnotherSite } from './session-cookie.js';
import { noteAnswer } from './undocumented.js';

export const CROSS_SITE_REFUSED = '拒绝来自其他站点的请求';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

export const envelope = (Content: unknown, Message = '操作成功') => json({ Code: 200, Message, Content });
export const errorEnvelope = (e: ApiError) =>
  json({ Code: e.code, Message: e.message, Content: null }, e.status);

/** The signed-in caller, by the bearer header or the session cookie; a cookie ridden from another site is refused. */
async function callerOf(db: Db, request: Request): Promise<Caller | null> {
  const credentials = credentialsOf(request);
  if (!credentials) return null;
  if (credentials.byCookie && fromAnotherSite(request)) throw forbidden(CROSS_SITE_REFUSED);
  return callerByToken(db, credentials.token);
}

/** Grants are data: an operation granted to roles is allowed when one of the caller's roles holds it. */
async function mayCall(db: Db, caller: Caller, op: OperationDef): Promise<boolean> {
  if (op.grants === 'public' || op.grants === 'authenticated' || caller.kind === 'platformAdmin') return true;
  const rows = await db.query(
    'select 1 from app_role_api where role_id = any($1) and operation = $2 limit 1',
    [caller.roleIds, op.name],
  );
  return rows.length > 0;
}

const emptyQuery = z.object({});

export const JSON_REQUIRED = '请求内容类型必须为 application/json';

/** 'application/json', with or without parameters (charset): the only type a JSON body may come as. */
export const isJson = (contentType: string | null) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * A JSON body must say it is one. A page of another site can make a browser post text/plain, a form or no
 * type without asking first (no CORS preflight), which let it sign a victim in as the attacker (login CSRF);
 * application/json it cannot send across sites without the server's consent. Uploads keep multipart.
 */
async function readBody(op: OperationDef, request: Request): Promise<unknown> {
  if (!op.body) return undefined;
  if (!isJson(request.headers.get('content-type'))) throw new ApiError(415, JSON_REQUIRED);
  const text = await request.text();
  if (!text.trim()) return parseWith(op, op.body, {});
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('请求内容不是有效的 JSON');
  }
  return parseWith(op, op.body, value);
}

/**
 * One call, in the order of DESIGN "The server": authenticate, authorise, validate, handle, envelope. Rows
 * are scoped inside the handlers. Whatever goes wrong answers the envelope: never a stack trace.
 */
export function pipeline(db: Db, config: ServerConfig, op: OperationDef, handler: Handler) {
  const entity = op.entity ? entityByName.get(op.entity) : undefined;
  const table = entity ? tableOf(entity.name) : undefined;
  // Every statement of the call queues with the ticket it takes on arrival (db/queue.ts); every answer is
  // held against the refusals the operation's document lists.
  return async (request: Request): Promise<Response> => {
    const response = await inArrivalOrder(() => call(request));
    noteAnswer(op, response.status);
    return response;
  };
  async function call(request: Request): Promise<Response> {
    try {
      const caller = await callerOf(db, request);
      noteCall(request, op.name, caller?.userId);
      if (op.grants !== 'public') {
        if (!caller) throw new ApiError(401, LOGIN_REQUIRED);
        // A password an administrator handed out opens nothing but its own replacement (and who am I, sign-out).
        if (caller.mustChangePassword && !CALLS_BEFORE_PASSWORD_CHANGE.includes(op.name)) {
          throw new ApiError(PASSWORD_CHANGE_FIRST_STATUS, PASSWORD_CHANGE_FIRST);
        }
        if (!(await mayCall(db, caller, op))) throw forbidden('没有权限访问该接口');
      }
      const query = parseWith(op, op.query ?? emptyQuery, queryObject(new URL(request.url))) as Record<
        string,
        unknown
      >;
      const body = op.multipart ? undefined : await readBody(op, request);
      await refuseWeakPasswords(db, op, caller, body);
      const ctx: OpContext = {
        db,
        op,
        caller,
        config,
        request,
        ...(entity ? { entity } : {}),
        ...(table ? { table } : {}),
      };
      const result = await handler(ctx, { query, body });
      if (result instanceof Response) return result;
      if (op.response === 'fileList') return json({ Code: 10000, Message: '上传成功', FileList: result });
      return envelope(result ?? null);
    } catch (e) {
      if (e instanceof ApiError) return errorEnvelope(e);
      if (isFileError(e)) return errorEnvelope(new ApiError(e.status, e.message));
      const fromDb = fromDatabaseError(e);
      if (fromDb) return errorEnvelope(fromDb);
      console.error(`[${op.name}]`, e);
      return errorEnvelope(new ApiError(500, '服务器内部错误，请稍后重试'));
    }
  }
}
