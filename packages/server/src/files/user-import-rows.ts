/**
 * The checks of one import file that need no database: header, required cells, allowed types, lengths (the
 * contract's field rules), mobile pattern, and values repeated inside the file. Every row is checked; a bad
 * cell leaves its draft value null so later database checks skip it instead of reporting it twice.
 */
import { CLASS_REQUIRED, isMobile, MOBILE_INVALID, NAME_REQUIRED, normalizeMobile } from '@practice/sdk';
import { entityByName, type Field, PARSE_IN_CHINESE } from '@practice/sdk/contract';
import {
  headerMatches,
  type ImportUserType,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_TYPES,
  type UserImportColumn,
} from './user-import-columns.js';

export interface ImportRowError {
  /** 1-based spreadsheet row (the header is row 1). */
  row: number;
  /** The column's name as the template shows it, e.g. 手机号. */
  field: string;
  message: string;
}

export interface DraftUser {
  row: number;
  schoolCode: string | null;
  realName: string | null;
  type: ImportUserType | null;
  className: string | null;
  /** Eleven digits, without spaces or the +86 / 0086 prefix. */
  mobile: string | null;
  number: string | null;
}

/** The column name without its hint: '班级名称 (学生必填)' reports as 班级名称. */
export const fieldName = (key: UserImportColumn): string =>
  (USER_IMPORT_COLUMNS.find((c) => c.key === key)?.header ?? key).replace(/\s*\(.*\)$/, '');

function contractRule(entity: string, wire: string): Field['schema'] {
  const field = entityByName.get(entity)?.fields[wire];
  if (!field) throw new Error(`the contract no longer declares ${entity}.${wire}`);
  return field.schema;
}
const LENGTH_RULES = {
  schoolCode: contractRule('School', 'cSchoolCode'),
  realName: contractRule('AppUser', 'cRealName'),
  className: contractRule('AppDepartment', 'cDepartName'),
  number: contractRule('AppUser', 'cNumber'),
} as const;

const typeList = USER_IMPORT_TYPES.map((t) => t.label).join('、');
export const IMPORT_MESSAGES = {
  schoolCodeRequired: '学校识别码不能为空',
  typeRequired: '类型不能为空',
  typeInvalid: `类型只能是 ${typeList} 之一`,
  mobileRequired: '手机号不能为空',
  noUsers: '导入文件中没有用户数据, 请从第2行开始填写',
  headerInvalid: (header: string) => `表头应为"${header}", 请使用下载的导入模板, 不要修改表头`,
  duplicate: (firstRow: number) => `与第${firstRow}行重复`,
} as const;

export function checkHeader(header: readonly string[]): ImportRowError[] {
  return USER_IMPORT_COLUMNS.filter((column, i) => !headerMatches(header[i], column.header)).map(
    (column) => ({
      row: 1,
      field: fieldName(column.key),
      message: IMPORT_MESSAGES.headerInvalid(column.header),
    }),
  );
}

export function readDraftUsers(rows: readonly (readonly string[])[], errors: ImportRowError[]): DraftUser[] {
  const drafts: DraftUser[] = [];
  const firstRowOf = new Map<string, number>();
  for (let i = 1; i < rows.length; i += 1) {
    const cells = USER_IMPORT_COLUMNS.map((_, c) => (rows[i]?.[c] ?? '').trim());
    if (cells.every((cell) => cell === '')) continue;
    const row = i + 1;
    const fail = (key: UserImportColumn, message: string) => {
      errors.push({ row, field: fieldName(key), message });
      return null;
    };
    const cell = (key: UserImportColumn) => cells[USER_IMPORT_COLUMNS.findIndex((c) => c.key === key)] ?? '';
    const measured = (key: keyof typeof LENGTH_RULES, requiredMessage?: string): string | null => {
      const value = cell(key);
      if (value === '') return requiredMessage ? fail(key, requiredMessage) : null;
      const result = LENGTH_RULES[key].safeParse(value, PARSE_IN_CHINESE);
      return result.success ? value : fail(key, result.error.issues[0]?.message ?? '格式不正确');
    };
    // Later rows repeating an earlier value are the ones reported, naming the first row.
    const unique = (key: UserImportColumn, value: string | null, scope = ''): string | null => {
      if (value === null) return null;
      const first = firstRowOf.get(`${key}\u0000${scope}\u0000${value}`);
      if (first !== undefined) return fail(key, IMPORT_MESSAGES.duplicate(first));
      firstRowOf.set(`${key}\u0000${scope}\u0000${value}`, row);
      return value;
    };

    const schoolCode = measured('schoolCode', IMPORT_MESSAGES.schoolCodeRequired);
    const realName = measured('realName', NAME_REQUIRED);
    const typeCell = cell('type');
    const type =
      USER_IMPORT_TYPES.find((t) => t.label === typeCell)?.value ??
      fail('type', typeCell === '' ? IMPORT_MESSAGES.typeRequired : IMPORT_MESSAGES.typeInvalid);
    // Only students belong to a class (SPEC §5); a class written for anyone else is ignored.
    const className = type === 'student' ? measured('className', CLASS_REQUIRED) : null;
    const mobileCell = cell('mobile');
    const mobile =
      mobileCell === ''
        ? fail('mobile', IMPORT_MESSAGES.mobileRequired)
        : isMobile(mobileCell)
          ? normalizeMobile(mobileCell)
          : fail('mobile', MOBILE_INVALID);
    // Student and staff numbers are unique within a school, not across the platform.
    const number = unique('number', measured('number'), schoolCode ?? '');
    drafts.push({ row, schoolCode, realName, type, className, mobile: unique('mobile', mobile), number });
  }
  return drafts;
}
