import type { PersonKind } from '@practice/ui-kit';
import { findAccountByMobile, findByMobile } from './person-calls.js';

/*
 * Who /basic-info/user-manage adds to a school's staff (AddSchoolUser's cRole) and how each is looked up by
 * mobile: a teacher among the teachers the caller may see (Base_GetTeacherModelByMobile, with the roster's
 * staff number), a school administrator among all the caller's accounts (GetAppUserModelByMobile).
 */

export type StaffKind = Extract<PersonKind, 'teacher' | 'schoolManager'>;

export const STAFF_KINDS: readonly { value: StaffKind; label: string }[] = [
  { value: 'teacher', label: '教师' },
  { value: 'schoolManager', label: '学校管理员' },
];

/** AddSchoolUser's role code of each kind. */
export const ROLE_OF_KIND: Record<StaffKind, 'teacher' | 'schoolAdmin'> = {
  teacher: 'teacher',
  schoolManager: 'schoolAdmin',
};

/** The mobile check of each kind. */
export const FIND_STAFF: Record<StaffKind, (cMobile: string) => ReturnType<typeof findAccountByMobile>> = {
  teacher: findByMobile('Base_GetTeacherModelByMobile'),
  schoolManager: findAccountByMobile,
};
