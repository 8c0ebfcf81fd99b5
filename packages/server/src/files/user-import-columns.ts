/**
 * The user import template of SPEC §3: school identification code, name, type, class name (required for
 * students), phone, student or staff number, in this order. The template writer, the header check and the
 * row validation all read this one list, so the file a user downloads is always the file the server accepts.
 */
import { enums } from '@practice/sdk/contract';

export const USER_IMPORT_COLUMNS = [
  { key: 'schoolCode', header: '学校识别码', width: 16 },
  { key: 'realName', header: '姓名', width: 14 },
  { key: 'type', header: '类型', width: 14 },
  { key: 'className', header: '班级名称 (学生必填)', width: 24 },
  { key: 'mobile', header: '手机号', width: 18 },
  { key: 'number', header: '学号/工号', width: 18 },
] as const;

export type UserImportColumn = (typeof USER_IMPORT_COLUMNS)[number]['key'];

/** The user types of the add-person dialog (SPEC §3), by the label a spreadsheet cell holds. */
export type ImportUserType = (typeof enums.AddUserType.options)[number]['value'];

export const USER_IMPORT_TYPES: readonly { value: ImportUserType; label: string }[] = (
  ['student', 'teacher', 'schoolManager'] as const
).map((value) => ({ value, label: enums.AddUserType.labelOf(value) }));

export const USER_IMPORT_SHEET = '用户导入';
export const USER_IMPORT_HELP_SHEET = '说明';

/** Header cells compare without spaces, asterisks or full-width brackets, and '班级名称' alone is accepted. */
const normalizeHeader = (text: string) =>
  text
    .replace(/[\s*＊]/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')');

export function headerMatches(cell: string | undefined, header: string): boolean {
  const expected = normalizeHeader(header);
  const actual = normalizeHeader(cell ?? '');
  return actual === expected || actual === expected.replace(/\(.*\)$/, '');
}
