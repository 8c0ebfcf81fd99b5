import type { PracticeSdk } from '@practice/sdk';
import { APIS, DEFAULT_PLUGIN_BASE, operationByName } from '@practice/sdk/contract';
import * as XLSX from 'sheetjs-style';
import { DEMO_PASSWORD, sdkFor } from '../../../../test/harness.js';
import { USER_IMPORT_COLUMNS } from '../../../files/index.js';
import { demoId } from '../../../seed/demo.js';

/*
 * Test helpers of this folder's suites (not a test itself): a signed-in SDK client, and raw HTTP calls by
 * operation name for what the SDK would refuse to send (malformed input, multipart, other users' tokens).
 */

export { DEMO_PASSWORD };

/** The demo's first school (seed/demo/schools.ts), its administrator and another school's. */
export const HUADONG = {
  id: demoId('School', 1),
  code: '4131013758',
  admin: 'school',
  otherAdmin: 'jn_admin',
} as const;

export interface Client {
  sdk: PracticeSdk;
  token: string;
}

export async function signIn(url: string, cUserName: string, cPassword = DEMO_PASSWORD): Promise<Client> {
  const sdk = await sdkFor({ url }, cUserName, cPassword);
  return { sdk, token: sdk.token ?? '' };
}

export function urlOf(base: string, name: string): string {
  const op = operationByName.get(name);
  if (!op) throw new Error(`no operation ${name}`);
  const prefix = op.api === 'internship' ? `/${DEFAULT_PLUGIN_BASE}` : APIS[op.api].prefix;
  return `${base}${prefix}${op.path}`;
}

export interface Raw {
  status: number;
  json: { Code?: unknown; Message?: string; Content?: unknown; FileList?: unknown[] } & Record<
    string,
    unknown
  >;
  headers: Headers;
}

export interface RawInput {
  token?: string | null;
  query?: Record<string, string | number>;
  /** A JSON value, or a raw string sent as is (malformed JSON). */
  body?: unknown;
  form?: FormData;
}

export async function raw(base: string, name: string, input: RawInput = {}): Promise<Raw> {
  const op = operationByName.get(name);
  if (!op) throw new Error(`no operation ${name}`);
  const url = new URL(urlOf(base, name));
  for (const [k, v] of Object.entries(input.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = {};
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  let body: BodyInit | undefined;
  if (input.form) body = input.form;
  else if (op.method === 'POST') {
    headers['content-type'] = 'application/json';
    body = typeof input.body === 'string' ? input.body : JSON.stringify(input.body ?? {});
  }
  const response = await fetch(url, { method: op.method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  let json: Raw['json'] = {};
  try {
    json = JSON.parse(text);
  } catch {
    // binary answers (downloads) have no envelope
  }
  return { status: response.status, json, headers: response.headers };
}

/** A multipart form with one file. */
export function formWith(name: string, bytes: Uint8Array | string, field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return form;
}

/** A real 1x1 PNG. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A user-import workbook (用户导入): the template's header, then these rows. */
export function userImportWorkbook(rows: string[][]) {
  const book = XLSX.utils.book_new();
  const header = USER_IMPORT_COLUMNS.map((c) => c.header);
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), '用户导入');
  return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}
