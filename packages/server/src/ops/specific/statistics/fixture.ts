import type { Role } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import type { Db } from '../../../db/driver.js';
import { insertRow } from '../internship-fixture.js';

/*
 * The statistics tests' known rows: two new schools beside the demo's, one course each, six students, an
 * in-school tutor and an enterprise tutor, and their placements, agreements, policies, diaries, summaries,
 * sign-ins and warnings, dated around TODAY so that every figure has a hand count (statistics.test.ts).
 * Not a test file itself.
 */

export const TODAY = '2026-11-18'; // a Wednesday: the weeks of 11-02 and 11-09 are whole, 11-16 is running

export interface Fixture {
  schoolA: string;
  schoolB: string;
  classA1: string;
  classA2: string;
  courseA: string;
  courseB: string;
  teacher: Caller;
  companyTutor: Caller;
  schoolAdmin: Caller;
  platformAdmin: Caller;
  students: Record<'a1' | 'a2' | 'a3' | 'a4' | 'b1' | 'b2', string>;
}

const caller = (kind: Role, userId: string, schoolId: string | null): Caller => ({
  userId,
  userName: userId,
  realName: userId,
  schoolId,
  roleIds: [],
  roles: [kind],
  kind,
  mustChangePassword: false,
  token: '',
});

export async function makeFixture(db: Db, tag: string): Promise<Fixture> {
  const insert = (table: string, key: string, row: Record<string, unknown>) => insertRow(db, table, row, key);
  const schoolA = await insert('School', 'fSchoolId', {
    cSchoolName: `统计甲校${tag}`,
    cSchoolCode: `SA${tag}`,
  });
  const schoolB = await insert('School', 'fSchoolId', {
    cSchoolName: `统计乙校${tag}`,
    cSchoolCode: `SB${tag}`,
  });
  const klass = (school: string, name: string, major: string) =>
    insert('Class', 'fClassId', { fSchoolId: school, cClassName: name, cMajor: major });
  const classA1 = await klass(schoolA, `软件2301${tag}`, '软件技术');
  const classA2 = await klass(schoolA, `电商2301${tag}`, '电子商务');
  const classB1 = await klass(schoolB, `软件2302${tag}`, '软件技术');
  const course = (school: string, name: string) =>
    insert('InternshipInfo', 'fInternshipInfoId', {
      fSchoolId: school,
      cInternshipName: name,
      tStartDate: '2026-09-01',
      tEndDate: '2027-01-15',
      fStatus: 2,
      fInternshipStatus: 1,
    });
  const courseA = await course(schoolA, `甲校岗位实习${tag}`);
  const courseB = await course(schoolB, `乙校岗位实习${tag}`);
  // 甲: two diaries a week; 乙: four a month.
  await insert('AttendanceRule', 'fAttendanceRuleId', {
    fInternshipInfoId: courseA,
    fEnabled: 1,
    fDiaryQuotaPeriod: 1,
    fDiaryQuota: 2,
  });
  await insert('AttendanceRule', 'fAttendanceRuleId', {
    fInternshipInfoId: courseB,
    fEnabled: 1,
    fDiaryQuotaPeriod: 2,
    fDiaryQuota: 4,
  });
  const student = (courseId: string, classId: string, name: string, start: string, company?: string) =>
    insert('InternshipStudent', 'fInternshipStudentId', {
      fInternshipInfoId: courseId,
      fClassId: classId,
      cRealName: name,
      cNumber: `${name}${tag}`,
      cCompanyName: company ?? null,
      tStartDate: start,
    });
  const students = {
    a1: await student(courseA, classA1, '甲一', '2026-11-02', '星河软件'),
    a2: await student(courseA, classA1, '甲二', '2026-11-02', '星河软件'),
    a3: await student(courseA, classA1, '甲三', '2026-11-02', '云帆科技'),
    a4: await student(courseA, classA2, '甲四', '2026-11-04'),
    b1: await student(courseB, classB1, '乙一', '2026-09-01', '远山物流'),
    b2: await student(courseB, classB1, '乙二', '2026-09-10'),
  };
  const { a1, a2, a3, a4, b1, b2 } = students;

  const placement = (sid: string, course: string, match: number, city: string) =>
    insert('InternshipPlacement', 'fInternshipPlacementId', {
      fInternshipStudentId: sid,
      fInternshipInfoId: course,
      fMajorMatch: match,
      cCity: city,
      fInternshipKind: 2,
      fOrganizeForm: 1,
      fPlacementMode: 1,
    });
  await placement(a1, courseA, 1, '上海');
  await placement(a2, courseA, 0, '上海');
  await placement(a3, courseA, 1, '苏州');
  await placement(b1, courseB, 1, '杭州');

  const agreement = (sid: string, course: string, status: number, review: number) =>
    insert('InternshipAgreement', 'fInternshipAgreementId', {
      fInternshipStudentId: sid,
      fInternshipInfoId: course,
      fAgreementStatus: status,
      fReviewStatus: review,
    });
  await agreement(a1, courseA, 1, 1);
  await agreement(a2, courseA, 1, 0);
  await agreement(a3, courseA, 0, 0);
  await agreement(b1, courseB, 1, 1);

  const policy = (sid: string, course: string, from: string, to: string, review: number, no: string) =>
    insert('InternshipInsurance', 'fInternshipInsuranceId', {
      fInternshipStudentId: sid,
      fInternshipInfoId: course,
      cInsurer: '平安保险',
      cPolicyNumber: no,
      tStartDate: from,
      tEndDate: to,
      fReviewStatus: review,
    });
  await policy(a1, courseA, '2026-09-01', '2027-01-31', 1, 'P1');
  await policy(a2, courseA, '2026-09-01', '2026-10-31', 1, 'P2'); // expired
  await policy(a3, courseA, '2026-09-01', '2027-01-31', 0, 'P3'); // not passed
  await policy(b1, courseB, '2026-09-01', '2026-12-31', 1, 'P4');
  await policy(b1, courseB, '2026-11-01', '2027-01-31', 1, 'P5'); // a second policy: still one student

  const diary = (sid: string, course: string, date: string, status: number) =>
    insert('InternshipDiary', 'fInternshipDiaryId', {
      fInternshipStudentId: sid,
      fInternshipInfoId: course,
      cDiaryName: `${date}日志`,
      tDiaryDate: date,
      fStatus: status,
      tCreateDate: `${date} 20:00:00`,
    });
  for (const [sid, date, status] of [
    [a1, '2026-07-20', 2], // before the term
    [a1, '2026-11-03', 2],
    [a1, '2026-11-04', 3],
    [a1, '2026-11-05', 1],
    [a1, '2026-11-10', 1],
    [a1, '2026-11-16', 1],
    [a3, '2026-11-03', 0], // a draft
    [a3, '2026-11-10', 2],
    [a3, '2026-11-11', 1],
    [a4, '2026-11-05', 2], // before a4's first whole week
    [a4, '2026-11-10', 1],
    [a4, '2026-11-12', 1],
    [b1, '2026-09-02', 2],
    [b1, '2026-09-09', 2],
    [b1, '2026-09-16', 2],
    [b1, '2026-09-23', 1],
    [b1, '2026-09-30', 1],
    [b1, '2026-10-14', 1],
  ] as const) {
    await diary(sid, sid === b1 ? courseB : courseA, date, status);
  }

  const task = (course: string, name: string, deadline: string) =>
    insert('InternshipSummaryTask', 'fInternshipSummaryTaskId', {
      fInternshipInfoId: course,
      cTaskName: name,
      tEndDate: deadline,
    });
  const taskA = await task(courseA, '中期总结', '2026-11-10');
  const laterA = await task(courseA, '实习总结', '2026-12-20'); // not due yet
  const taskB = await task(courseB, '月度总结', '2026-10-31');
  const summary = (sid: string, course: string, taskId: string, grade: number | null, submitted?: string) =>
    insert('InternshipSummary', 'fInternshipSummaryId', {
      fInternshipStudentId: sid,
      fInternshipInfoId: course,
      fInternshipSummaryTaskId: taskId,
      cTitle: '实习总结',
      fStatus: submitted ? 1 : 0,
      fGrade: grade,
      tSubmitDate: submitted ?? null,
    });
  await summary(a1, courseA, taskA, 10, '2026-11-08 09:00:00');
  await summary(a2, courseA, taskA, null, '2026-11-09 10:00:00');
  await summary(a3, courseA, taskA, null); // not handed in
  await summary(a1, courseA, laterA, null, '2026-11-11 09:00:00'); // early, for a task not yet due
  await summary(b1, courseB, taskB, 11, '2026-10-30 09:00:00');

  for (const [sid, date, kind] of [
    [a1, '2026-11-03', 1],
    [a1, '2026-11-03', 2],
    [a3, '2026-11-10', 1],
  ] as const) {
    await insert('AttendanceSignIn', 'fAttendanceSignInId', {
      fInternshipStudentId: sid,
      fInternshipInfoId: courseA,
      tSignInDate: date,
      fSignInKind: kind,
    });
  }

  const warning = (sid: string, school: string, kind: string, status: number, level: number) =>
    insert('AttendanceWarning', 'fAttendanceWarningId', {
      fInternshipStudentId: sid,
      fSchoolId: school,
      cWarningKind: kind,
      fWarningStatus: status,
      fWarningLevel: level,
      cReason: `${kind}原因`,
      cWarningKey: `${kind}:${sid}`,
      tRaisedDate: '2026-11-16 08:00:00',
    });
  await warning(a1, schoolA, 'noSignIn', 0, 3);
  await warning(a1, schoolA, 'diaryQuota', 0, 1);
  await warning(a2, schoolA, 'diaryQuota', 0, 2);
  await warning(a2, schoolA, 'noSignIn', 1, 2); // cleared
  await warning(b1, schoolB, 'noSignIn', 0, 2);

  // The in-school tutor has 甲一 and 甲二, the enterprise tutor 甲二 and 甲三.
  const teacherId = `teacher-${tag}`;
  const tutorId = `tutor-${tag}`;
  const tutorRow = (userId: string, type: number, name: string) =>
    insert('InternshipTutor', 'fInternshipTutorId', {
      fInternshipInfoId: courseA,
      fUserId: userId,
      fType: type,
      cRealName: name,
      cMobile: '13800000000',
    });
  const inSchool = await tutorRow(teacherId, 1, '校内导师甲');
  const company = await tutorRow(tutorId, 2, '企业导师甲');
  for (const [tutor, sid] of [
    [inSchool, a1],
    [inSchool, a2],
    [company, a2],
    [company, a3],
  ] as const) {
    await insert('InternshipTutorStudent', 'fInternshipTutorStudentId', {
      fInternshipInfoId: courseA,
      fInternshipTutorId: tutor,
      fInternshipStudentId: sid,
    });
  }
  void b2;
  return {
    schoolA,
    schoolB,
    classA1,
    classA2,
    courseA,
    courseB,
    teacher: caller('teacher', teacherId, schoolA),
    companyTutor: caller('companyTutor', tutorId, null),
    schoolAdmin: caller('schoolAdmin', `admin-${tag}`, schoolA),
    platformAdmin: caller('platformAdmin', `platform-${tag}`, null),
    students,
  };
}
