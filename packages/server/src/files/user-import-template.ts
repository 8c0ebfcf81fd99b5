/**
 * The downloadable import template (GetAppUserImportTemplate): a styled header row in the first sheet and the
 * rules in a second sheet 说明. Written with sheetjs-style, which is fine for writing; reading untrusted
 * files with it happens only in the worker of user-import-parse.ts. The library (about a megabyte of
 * script) is loaded on the first download rather than at server start.
 */
import { IMPORT_MAX_MB } from '@practice/sdk';
import type { WorkSheet } from 'sheetjs-style';
import {
  USER_IMPORT_COLUMNS,
  USER_IMPORT_HELP_SHEET,
  USER_IMPORT_SHEET,
  USER_IMPORT_TYPES,
} from './user-import-columns.js';

const HEADER_STYLE = {
  font: { bold: true, color: { rgb: 'FFFFFFFF' } },
  fill: { patternType: 'solid', fgColor: { rgb: 'FF2F855A' } },
  alignment: { horizontal: 'center', vertical: 'center' },
  border: { bottom: { style: 'thin', color: { rgb: 'FF1C4532' } } },
};
const TITLE_STYLE = { font: { bold: true, sz: 14 } };

const typeLabels = USER_IMPORT_TYPES.map((t) => t.label).join('、');

const HELP_ROWS: readonly (readonly string[])[] = [
  ['用户导入说明'],
  ['列名', '填写规则'],
  ['学校识别码', '必填。在"学校管理"中查看学校识别码。'],
  ['姓名', '必填, 不超过50个字符。'],
  ['类型', `必填, 只能填写 ${typeLabels} 之一。`],
  ['班级名称 (学生必填)', '类型为学生时必填, 须是该学校已有的班级名称; 其他类型可不填。'],
  ['手机号', '必填, 中国大陆手机号 (可带 +86 或 0086 前缀); 不能与已注册用户或文件中其他行重复。'],
  ['学号/工号', '选填, 不超过50个字符; 同一学校内不能重复。以0开头时请先把该列设置为文本格式。'],
  [],
  ['其他', '第1行是表头, 请勿修改或调整列的顺序; 从第2行起每行填写一个用户, 空行会被忽略。'],
  ['', `文件格式为 .xls 或 .xlsx, 大小不超过 ${IMPORT_MAX_MB}MB。`],
  ['', '任意一行有误时整个文件都不会导入, 请按提示的行号修改后重新上传。'],
  [],
  ['类型可选值', '说明'],
  ...USER_IMPORT_TYPES.map((t) => [t.label, t.value === 'student' ? '须填写班级名称' : '无需填写班级名称']),
];

type Sheetjs = typeof import('sheetjs-style');

function styleRow(XLSX: Sheetjs, sheet: WorkSheet, row: number, columns: number, style: object): void {
  for (let c = 0; c < columns; c += 1) {
    const cell: unknown = sheet[XLSX.utils.encode_cell({ r: row, c })];
    if (cell) Object.assign(cell, { s: style });
  }
}

function usersSheet(XLSX: Sheetjs): WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet([USER_IMPORT_COLUMNS.map((column) => column.header)]);
  styleRow(XLSX, sheet, 0, USER_IMPORT_COLUMNS.length, HEADER_STYLE);
  sheet['!cols'] = USER_IMPORT_COLUMNS.map((column) => ({ wch: column.width }));
  sheet['!rows'] = [{ hpt: 24 }];
  return sheet;
}

function helpSheet(XLSX: Sheetjs): WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet(HELP_ROWS.map((row) => [...row]));
  styleRow(XLSX, sheet, 0, 1, TITLE_STYLE);
  for (const row of [1, HELP_ROWS.length - USER_IMPORT_TYPES.length - 1])
    styleRow(XLSX, sheet, row, 2, HEADER_STYLE);
  sheet['!cols'] = [{ wch: 22 }, { wch: 90 }];
  return sheet;
}

/** The template as .xlsx bytes. */
export async function userImportTemplate(): Promise<Uint8Array> {
  const XLSX = await import('sheetjs-style');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, usersSheet(XLSX), USER_IMPORT_SHEET);
  XLSX.utils.book_append_sheet(book, helpSheet(XLSX), USER_IMPORT_HELP_SHEET);
  const bytes: Buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export const USER_IMPORT_TEMPLATE_NAME = '用户导入模板.xlsx';
