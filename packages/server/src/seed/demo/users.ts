import { at, demoFile, type Row, table } from './helpers.js';
import {
  DEMO,
  DEMO_PASSWORD,
  EVERYONE,
  type PersonDef,
  SCHOOL_ADMINS,
  STUDENTS,
  TEACHERS,
} from './people.js';
import { SCHOOLS } from './schools.js';

/*
 * Accounts and the school records tied to them. Student and Teacher rows point at their account through
 * fUserId; a student's account sits in the AppDepartment node of their class, staff in their school's node.
 */

/** Accounts whose state differs from the usual reviewed, unfrozen one (for the audit and freeze screens). */
const accountState: Record<string, Row> = {
  // Registered themselves at the start of the term and wait for the school's review.
  田甜: { fAuditStatus: 0, tLastLoginDate: null },
  蒋雯: { fAuditStatus: 0, tLastLoginDate: null },
  // Suspended studies this term, so the school froze the account.
  潘立新: { fStatus: 1, tLastLoginDate: '2025-12-19 16:42:08' },
  // Forgot her password; the school reset it and she has not signed in since, so she must choose a new one
  // (密码状态 待首次修改 in 用户管理).
  郑可馨: { fMustChangePassword: 1, tLastLoginDate: '2026-03-30 21:15:44' },
  // Added by the school as the company's second tutor and not signed in yet.
  林涛: { fMustChangePassword: 1, tLastLoginDate: null },
};

const demoIds = new Set(Object.values(DEMO).map((p) => p.fAppUserId));

function userRow(p: PersonDef): Row {
  const school = p.school ? SCHOOLS[p.school] : undefined;
  const klass = STUDENTS.find((s) => s.fAppUserId === p.fAppUserId)?.klass;
  const isStaff = p.role === 'teacher' || p.role === 'schoolAdmin';
  return {
    fAppUserId: p.fAppUserId,
    cUserName: p.userName,
    // Plain text: the server hashes it while seeding.
    cPassword: DEMO_PASSWORD,
    cRealName: p.realName,
    cMobile: p.mobile,
    cEmail: p.email,
    cNumber: p.number,
    fSex: p.sex,
    // The user label knows only teachers and students.
    fUserLabel: p.role === 'student' ? 2 : p.role === 'teacher' ? 1 : null,
    fSchoolId: school?.fSchoolId ?? null,
    // Students sit in their class's node, school staff in the school's; enterprise tutors in neither.
    fAppDepartmentId: klass?.departmentId ?? (isStaff ? school?.departmentId : null) ?? null,
    cAvatar: demoIds.has(p.fAppUserId) ? demoFile('avatar', p.userName, '头像.png') : null,
    fStatus: 0,
    fAuditStatus: 1,
    // The demo accounts chose their own passwords: none is asked to change it at sign-in.
    fMustChangePassword: 0,
    // Before the demo week (clock.ts): seeded early on its Monday, no one has signed in later than now.
    tLastLoginDate: at(p.role === 'student' ? '2026-04-12' : '2026-04-10', p.fAppUserId),
    tCreateDate: at(p.role === 'student' ? '2025-09-12' : '2025-09-06', p.fAppUserId),
    ...accountState[p.realName],
  };
}

export function userTables() {
  const teachers: Row[] = TEACHERS.map((t, i) => ({
    fTeacherId: i + 1,
    fUserId: t.fAppUserId,
    fSchoolId: SCHOOLS[t.school].fSchoolId,
    cRealName: t.realName,
    cNumber: t.number,
    cMobile: t.mobile,
    fSex: t.sex,
    cEmail: t.email,
    cCollege: t.college,
    cJobTitle: t.jobTitle,
    tCreateDate: at('2025-09-06', i),
  }));
  const students: Row[] = STUDENTS.map((s) => ({
    fStudentId: s.fStudentId,
    fUserId: s.fAppUserId,
    fSchoolId: SCHOOLS[s.school].fSchoolId,
    cRealName: s.realName,
    cNumber: s.number,
    cMobile: s.mobile,
    fSex: s.sex,
    cEmail: s.email,
    fClassId: s.klass.fClassId,
    cMajor: s.klass.major,
    fEnrollYear: s.klass.grade,
    tCreateDate: at('2025-09-12', s.fStudentId),
  }));
  // School staff are members of their school's department, with the post the staff list shows.
  const memberships: Row[] = [...SCHOOL_ADMINS, ...TEACHERS].map((p, i) => ({
    fAppDepartmentUserId: i + 1,
    fAppDepartmentId: SCHOOLS[p.school].departmentId,
    fSchoolId: SCHOOLS[p.school].fSchoolId,
    fAppUserId: p.fAppUserId,
    cMobile: p.mobile,
    cPost: p.post,
    tCreateDate: at('2025-09-06', i),
  }));
  return [
    table('AppUser', EVERYONE.map(userRow)),
    table('AppDepartmentUser', memberships),
    table('Teacher', teachers),
    table('Student', students),
  ];
}

export const roleUsers = () => EVERYONE.map((p) => ({ fAppUserId: p.fAppUserId, role: p.role }));

export const accounts = () =>
  Object.values(DEMO).map((p) => ({
    role: p.role,
    userName: p.userName,
    password: DEMO_PASSWORD,
    realName: p.realName,
    fAppUserId: p.fAppUserId,
  }));

/** A student and a teacher of 江南信息 (seed ordinals): rows a 华东理工 user must not see. */
export const otherSchoolOrdinals = {
  fSchoolId: SCHOOLS.jiangnan.fSchoolId,
  studentUserId: STUDENTS.find((s) => s.realName === '杜鹏飞')!.fAppUserId,
  teacherUserId: TEACHERS.find((t) => t.realName === '徐晓东')!.fAppUserId,
} as const;
