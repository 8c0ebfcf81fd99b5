import { z } from 'zod';
import type { OperationDef } from './operation.js';
import {
  CALLS_BEFORE_PASSWORD_CHANGE,
  PASSWORD_CHANGE_FIRST,
  PASSWORD_CHANGE_FIRST_STATUS,
} from './password-first.js';

/*
 * Which refusals each operation can answer: the one declaration the OpenAPI documents list (scripts/openapi.ts)
 * and the reference server checks its answers against (an answer outside it is logged as a defect, and the
 * server's tests fail on it). Each refusal is the envelope {Code, Message, Content: null} with its status.
 *
 * Some come from the HTTP layer and apply to every call (input, permission, the request's size and time);
 * the others follow the shape of the call (a row it names, a body, an upload, an import). A business rule
 * (409) may refuse any signed-in call, reads too: they check the state they read (a tutor of another course),
 * as every write does.
 */

export interface Refusal {
  /** The shared response's name in the documents (components.responses). */
  readonly name: string;
  readonly status: number;
  readonly description: string;
  readonly applies: (op: OperationDef) => boolean;
}

/** Keys that name rows (fSchoolId, ids …): an operation taking one can find the row gone. */
const ROW_KEY = /(?:Id|Ids|ID)$|^ids$/;
const namesRows = (op: OperationDef) =>
  [op.query, op.body].some(
    (s) => s instanceof z.ZodObject && Object.keys(s.shape).some((k) => ROW_KEY.test(k)),
  );
const always = () => true;

export const REFUSALS: readonly Refusal[] = [
  {
    name: 'BadRequest',
    status: 400,
    description: '请求参数不正确（格式、必填、长度、含空字符的文本）',
    applies: always,
  },
  {
    name: 'Unauthorized',
    status: 401,
    description: '未登录或登录已过期',
    applies: (op) => op.grants !== 'public',
  },
  {
    name: 'Forbidden',
    status: 403,
    description: '无权访问该接口或数据，或来自其他站点的请求',
    applies: always,
  },
  {
    name: 'NotFound',
    status: 404,
    description: '数据不存在或已被删除',
    applies: (op) => !!op.entity || namesRows(op),
  },
  {
    name: 'RequestTimeout',
    status: 408,
    description: '请求未能在服务器限定的时间内发送完毕',
    applies: always,
  },
  {
    name: 'Conflict',
    status: 409,
    description: '业务规则不允许该操作',
    applies: (op) => op.method === 'POST' || op.grants !== 'public',
  },
  {
    name: 'PayloadTooLarge',
    status: 413,
    description: '上传的文件过大（分片合并后也是），或导入的文件解压后过大、行数过多',
    // An upload, and the merge of a chunked one (a JSON body naming parts that add up past the limit).
    applies: (op) => !!op.multipart || (op.kind === 'upload' && op.method === 'POST'),
  },
  { name: 'UriTooLong', status: 414, description: '请求地址过长', applies: always },
  {
    name: 'UnsupportedMediaType',
    status: 415,
    description: '请求内容类型不受支持（JSON 请求须为 application/json；上传的文件类型不允许）',
    applies: (op) => !!op.body || !!op.multipart,
  },
  {
    name: 'UnprocessableEntity',
    status: 422,
    description: '导入的文件无法解析或内容不安全',
    applies: (op) => !!op.multipart && /Import/.test(op.name),
  },
  {
    name: 'PreconditionRequired',
    status: PASSWORD_CHANGE_FIRST_STATUS,
    description: PASSWORD_CHANGE_FIRST,
    applies: (op) => op.grants !== 'public' && !CALLS_BEFORE_PASSWORD_CHANGE.includes(op.name),
  },
  {
    name: 'TooManyRequests',
    status: 429,
    description: '登录失败次数过多，请稍后再试',
    applies: (op) => op.name === 'LoginCheck',
  },
  { name: 'RequestHeaderFieldsTooLarge', status: 431, description: '请求头过大', applies: always },
];

/** The refusals an operation can answer, in order of status. */
export const refusalsOf = (op: OperationDef): readonly Refusal[] => REFUSALS.filter((r) => r.applies(op));
