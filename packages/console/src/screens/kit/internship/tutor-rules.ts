import { isMobile, MOBILE_INVALID, NAME_REQUIRED, normalizeMobile, TUTOR_TYPE_REQUIRED } from '@practice/sdk';
import { enums } from '@practice/sdk/contract';
import type { AssignableStudent } from '@practice/ui-kit';
import type { Submission } from '../../entity-list/form-values.js';

/*
 * A course's tutors (SPEC §3 tutor type: 1 in-school, 2 enterprise, 3 leader). In-school tutors and leaders
 * are the school's teachers, found by name (InternshipTutor_GetTeacherListByRealName) so that the tutor is
 * linked to their account; an enterprise tutor is typed in, and the server opens their account by mobile.
 */

/** A teacher the name search found. */
export interface TeacherHit {
  fUserId: string;
  cRealName: string;
  cMobile?: string | null;
  cNumber?: string | null;
  cSchoolName?: string | null;
}

/** What the 新增导师 and 绑定企业导师 dialogs hold. */
export interface TutorForm {
  fType: string;
  /** The teacher picked from the search (in-school and leader). */
  teacher: TeacherHit | null;
  cRealName: string;
  cMobile: string;
  cCompanyName: string;
  cJobTitle: string;
}

export const emptyTutorForm = (type = ''): TutorForm => ({
  fType: type,
  teacher: null,
  cRealName: '',
  cMobile: '',
  cCompanyName: '',
  cJobTitle: '',
});

/** Paraphrased: an in-school tutor must be one of the school's teachers. */
export const TEACHER_REQUIRED = '请搜索并选择一位教师';

const optional = (key: string, value: string | null | undefined) => {
  const text = value?.trim();
  return text ? { [key]: text } : {};
};

/** An enterprise tutor's own fields, checked as the person dialog checks them (SPEC §5). */
export function companyTutorFields(form: TutorForm): Submission {
  const errors: Record<string, string> = {};
  if (!form.cRealName.trim()) errors.cRealName = NAME_REQUIRED;
  if (!isMobile(form.cMobile.trim())) errors.cMobile = MOBILE_INVALID;
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    body: {
      cRealName: form.cRealName.trim(),
      cMobile: normalizeMobile(form.cMobile.trim()),
      ...optional('cCompanyName', form.cCompanyName),
      ...optional('cJobTitle', form.cJobTitle),
    },
  };
}

/** The AddInternshipTutor body of the 新增导师 dialog, or what is wrong. */
export function tutorSubmission(form: TutorForm, courseId: string): Submission {
  const type = Number(form.fType);
  if (!form.fType || Number.isNaN(type)) return { ok: false, errors: { fType: TUTOR_TYPE_REQUIRED } };
  if (type === enums.TutorType.enterprise) {
    const own = companyTutorFields(form);
    return own.ok ? { ok: true, body: { fInternshipInfoId: courseId, fType: type, ...own.body } } : own;
  }
  const t = form.teacher;
  if (!t) return { ok: false, errors: { teacher: TEACHER_REQUIRED } };
  return {
    ok: true,
    body: {
      fInternshipInfoId: courseId,
      fType: type,
      fUserId: t.fUserId,
      cRealName: t.cRealName,
      cMobile: t.cMobile ?? '',
      ...optional('cNumber', t.cNumber),
      ...optional('cCompanyName', t.cSchoolName),
      ...optional('cJobTitle', form.cJobTitle),
    },
  };
}

/** A selected tutor row as the 绑定企业导师 form's start: an enterprise tutor's own details, else blank. */
export function companyTutorFrom(row: Record<string, unknown> | undefined): TutorForm {
  const form = emptyTutorForm(String(enums.TutorType.enterprise));
  if (!row || Number(row.fType) !== enums.TutorType.enterprise) return form;
  const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : '');
  return {
    ...form,
    cRealName: text('cRealName'),
    cMobile: text('cMobile'),
    cCompanyName: text('cCompanyName'),
    cJobTitle: text('cJobTitle'),
  };
}

interface ClassStudent extends AssignableStudent {
  /** 1 when already bound to the tutor the list was asked for. */
  fIsBind?: number | null;
}

/**
 * A class's students as the dialog's candidates. Those bound to the tutor already stay in: the dialog lists
 * them as chosen (the tutor's own list), so they show on the left only once the user takes them away.
 */
export const assignable = (students: readonly ClassStudent[]): AssignableStudent[] =>
  students.map((s) => ({
    fInternshipStudentId: s.fInternshipStudentId,
    cRealName: s.cRealName,
    cMobile: s.cMobile ?? null,
  }));
