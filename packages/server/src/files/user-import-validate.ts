/**
 * Validation of a parsed user import (AppUser/AppUserImport): the file's own checks (user-import-rows.ts),
 * then the ones that need the database, asked in batches through a context the route supplies. The answer is
 * all users or all errors, never a part: the caller inserts everything in one transaction or nothing.
 */
import type { ImportUserType, UserImportColumn } from './user-import-columns.js';
import { USER_IMPORT_COLUMNS } from './user-import-columns.js';
import {
  checkHeader,
  type DraftUser,
  fieldName,
  IMPORT_MESSAGES,
  type ImportRowError,
  readDraftUsers,
} from './user-import-rows.js';

export interface ImportSchool {
  fSchoolId: string;
  cSchoolName?: string;
}

/** Implemented by the route against the database. Each method is called at most once per school, in batches. */
export interface UserImportContext {
  /** The schools whose 学校识别码 is among `codes`, keyed by code. */
  findSchoolsByCode(codes: readonly string[]): Promise<ReadonlyMap<string, ImportSchool>>;
  /** The classes of one school whose name is among `names`: class name to fAppDepartmentId. */
  findClassesByName(fSchoolId: string, names: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /** Which of these mobiles (11 digits, no prefix) already belong to a user. */
  findRegisteredMobiles(mobiles: readonly string[]): Promise<ReadonlySet<string>>;
  /** A school administrator's import: rows of any other school are refused. */
  onlySchoolId?: string;
}

export interface ImportedUser {
  row: number;
  fSchoolId: string;
  cSchoolName: string | null;
  cRealName: string;
  userType: ImportUserType;
  /** Students only. */
  fAppDepartmentId: string | null;
  cDepartName: string | null;
  cMobile: string;
  cNumber: string | null;
}

export type UserImportResult = { ok: true; users: ImportedUser[] } | { ok: false; errors: ImportRowError[] };

export const DATABASE_MESSAGES = {
  schoolUnknown: '学校识别码不存在',
  otherSchool: '只能导入本校的用户',
  classUnknown: (name: string) => `该学校没有名为"${name}"的班级`,
  mobileRegistered: '该手机号已被注册',
  tooManyErrors: (total: number, shown: number) => `共 ${total} 处错误, 仅列出前 ${shown} 处`,
} as const;

const distinct = (values: readonly (string | null)[]) => [...new Set(values.filter((v) => v !== null))];

async function checkDatabase(drafts: readonly DraftUser[], ctx: UserImportContext, errors: ImportRowError[]) {
  const fail = (row: number, key: UserImportColumn, message: string) =>
    errors.push({ row, field: fieldName(key), message });
  const codes = distinct(drafts.map((d) => d.schoolCode));
  const mobiles = distinct(drafts.map((d) => d.mobile));
  const [schools, registered] = await Promise.all([
    codes.length > 0 ? ctx.findSchoolsByCode(codes) : new Map<string, ImportSchool>(),
    mobiles.length > 0 ? ctx.findRegisteredMobiles(mobiles) : new Set<string>(),
  ]);
  const schoolOf = new Map<DraftUser, ImportSchool>();
  for (const draft of drafts) {
    if (draft.mobile !== null && registered.has(draft.mobile))
      fail(draft.row, 'mobile', DATABASE_MESSAGES.mobileRegistered);
    if (draft.schoolCode === null) continue;
    const school = schools.get(draft.schoolCode);
    if (!school) fail(draft.row, 'schoolCode', DATABASE_MESSAGES.schoolUnknown);
    else if (ctx.onlySchoolId !== undefined && school.fSchoolId !== ctx.onlySchoolId) {
      fail(draft.row, 'schoolCode', DATABASE_MESSAGES.otherSchool);
    } else schoolOf.set(draft, school);
  }
  const classIds = new Map<DraftUser, string>();
  for (const schoolId of new Set([...schoolOf.values()].map((s) => s.fSchoolId))) {
    const students = drafts.filter((d) => d.className !== null && schoolOf.get(d)?.fSchoolId === schoolId);
    if (students.length === 0) continue;
    const classes = await ctx.findClassesByName(schoolId, distinct(students.map((d) => d.className)));
    for (const draft of students) {
      const id = classes.get(draft.className ?? '');
      if (id === undefined)
        fail(draft.row, 'className', DATABASE_MESSAGES.classUnknown(draft.className ?? ''));
      else classIds.set(draft, id);
    }
  }
  return { schoolOf, classIds };
}

const columnOrder = (field: string) => USER_IMPORT_COLUMNS.findIndex((c) => fieldName(c.key) === field);

function failed(errors: ImportRowError[], maxErrors: number): UserImportResult {
  const sorted = [...errors].sort((a, b) => a.row - b.row || columnOrder(a.field) - columnOrder(b.field));
  if (sorted.length <= maxErrors) return { ok: false, errors: sorted };
  // Row 0 marks a note about the file as a whole rather than about one row.
  const note = { row: 0, field: '', message: DATABASE_MESSAGES.tooManyErrors(sorted.length, maxErrors) };
  return { ok: false, errors: [...sorted.slice(0, maxErrors), note] };
}

export async function validateUserImportRows(
  rows: readonly (readonly string[])[],
  ctx: UserImportContext,
  options: { maxErrors?: number } = {},
): Promise<UserImportResult> {
  const maxErrors = options.maxErrors ?? 500;
  const headerErrors = checkHeader(rows[0] ?? []);
  // With a wrong header no cell can be trusted to mean what its column says.
  if (headerErrors.length > 0) return failed(headerErrors, maxErrors);
  const errors: ImportRowError[] = [];
  const drafts = readDraftUsers(rows, errors);
  if (drafts.length === 0)
    return failed([{ row: 2, field: '', message: IMPORT_MESSAGES.noUsers }], maxErrors);
  const { schoolOf, classIds } = await checkDatabase(drafts, ctx, errors);
  if (errors.length > 0) return failed(errors, maxErrors);
  const users = drafts.map((draft): ImportedUser => {
    const school = schoolOf.get(draft);
    // No errors means every required value was present and resolved; a gap here is a bug, not bad input.
    if (!school || draft.realName === null || draft.type === null || draft.mobile === null) {
      throw new Error(`import row ${draft.row} passed validation incomplete`);
    }
    return {
      row: draft.row,
      fSchoolId: school.fSchoolId,
      cSchoolName: school.cSchoolName ?? null,
      cRealName: draft.realName,
      userType: draft.type,
      fAppDepartmentId: classIds.get(draft) ?? null,
      cDepartName: draft.className,
      cMobile: draft.mobile,
      cNumber: draft.number,
    };
  });
  return { ok: true, users };
}

/** The failure as one envelope Message: the console shows it wrapped at 40 characters (SPEC §8). */
export function importErrorMessage(errors: readonly ImportRowError[], shown = 10): string {
  const lines = errors
    .slice(0, shown)
    .map((e) => (e.row > 0 ? `第${e.row}行${e.field ? ` ${e.field}` : ''}: ${e.message}` : e.message));
  const more = errors.length > shown ? `; 等共 ${errors.length} 处错误` : '';
  return `导入失败, 请修改后重新上传: ${lines.join('; ')}${more}`;
}
