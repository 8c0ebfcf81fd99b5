/**
 * The five kinds of users (SPEC §1, §6). Role keys are the stable identifiers the server stores and the
 * catalogue's grants name; the Chinese names are what role screens show.
 */
export const ROLES = {
  platformAdmin: '平台管理员',
  schoolAdmin: '学校管理员',
  teacher: '校内导师',
  companyTutor: '企业导师',
  student: '学生',
} as const;

export type Role = keyof typeof ROLES;
export const ROLE_KEYS = Object.keys(ROLES) as Role[];

/** Who may call an operation by default. Grants are data on the server; these seed them. */
export type Grant = 'public' | 'authenticated' | readonly Role[];

export const STAFF: readonly Role[] = ['platformAdmin', 'schoolAdmin', 'teacher', 'companyTutor'];
export const ADMINS: readonly Role[] = ['platformAdmin', 'schoolAdmin'];
export const TUTORS: readonly Role[] = ['teacher', 'companyTutor'];
export const EVERYONE: readonly Role[] = [
  'platformAdmin',
  'schoolAdmin',
  'teacher',
  'companyTutor',
  'student',
];
