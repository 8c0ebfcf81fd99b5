import type { Role } from './roles.js';

/*
 * Who writes each of a student's review sheets (the tabs of the overall-review dialog, by the template's
 * fTemplateType). A sheet is its reviewer's: the enterprise tutor grades on 企业导师评分表 and the in-school
 * tutor on 校内导师评分表, and neither can overwrite the other's; the overall review and the defence sheet are
 * the school's (the student's in-school tutor, the course's creator, the school admin). Everyone else who may
 * see the student reads the sheet. The server enforces this; the console shows the others' tabs read-only.
 */

/** How a caller may stand to one internship student. */
export type SheetWriter = 'inSchoolTutor' | 'enterpriseTutor' | 'courseOwner' | 'schoolAdmin';

export interface SheetRule {
  readonly writers: readonly SheetWriter[];
  /** Who may write it, as the refusal names them. */
  readonly who: string;
}

const SCHOOL_SHEET: SheetRule = {
  writers: ['inSchoolTutor', 'courseOwner', 'schoolAdmin'],
  who: '该学生的校内导师、课程创建者或学校管理员',
};

/** By fTemplateType: 2 总体评价, 4 企业导师评分表, 5 校内导师评分表, 6 答辩评分表. */
export const SHEET_WRITERS: Readonly<Record<number, SheetRule>> = {
  2: SCHOOL_SHEET,
  4: { writers: ['enterpriseTutor'], who: '该学生的企业导师' },
  5: { writers: ['inSchoolTutor'], who: '该学生的校内导师' },
  6: SCHOOL_SHEET,
};

/** The refusal of a sheet written by someone it does not belong to. */
export const sheetRefusal = (sheetName: string, rule: SheetRule): string =>
  `“${sheetName}”只能由${rule.who}填写`;

/**
 * Whether a role may write a sheet of this type at all: the console's first guess (it does not know the
 * student's tutors), which the server narrows to the student's own tutors, the course's creator, the school.
 */
export function roleMayWriteSheet(roles: readonly Role[], templateType: number): boolean {
  const rule = SHEET_WRITERS[templateType];
  if (!rule) return false;
  return roles.some(
    (role) =>
      (role === 'teacher' && rule.writers.some((w) => w === 'inSchoolTutor' || w === 'courseOwner')) ||
      (role === 'companyTutor' && rule.writers.includes('enterpriseTutor')) ||
      (role === 'schoolAdmin' && rule.writers.includes('schoolAdmin')),
  );
}
