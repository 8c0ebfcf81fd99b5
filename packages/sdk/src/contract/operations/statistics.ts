import { z } from 'zod';
import { monthValue } from '../entities/attendance/reads.js';
import { defineOperation } from '../operation.js';
import { ADMINS, TUTORS } from '../roles.js';
import { idValue, none } from '../wire.js';

/*
 * 统计 (issue 30, parts 2 to 4): the home dashboards by role, the statistics screens' grouped figures and the
 * education bureau's monthly report. Reads only, each over the caller's row scope: a school admin counts
 * their school, a tutor the students they tutor; the platform admin everything, or one school when asked.
 * The reference server's own calls.
 */

const statistics = { api: 'internship', controller: 'Statistics', referenceServerOnly: true } as const;

/** A figure as its count and what it is counted out of (实习率 = placed of students); the console divides. */
export const ratio = z.object({ fCount: z.number().int(), fTotal: z.number().int() });
export type Ratio = z.infer<typeof ratio>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD');

/** The filters every statistics read takes; the server narrows them to the caller's scope. */
export const statisticsFilter = z.object({
  fSchoolId: idValue.optional(),
  cMajor: z.string().trim().max(100).optional(),
  fClassId: idValue.optional(),
  fInternshipInfoId: idValue.optional(),
  /** The term: the courses that run on some day from tTermStart to tTermEnd. */
  tTermStart: day.optional(),
  tTermEnd: day.optional(),
});

/**
 * The school term that holds a day ('YYYY-MM-DD'): the autumn term from August to January, the spring term
 * from February to July. The dashboards count it unless a term is asked for; the statistics screen starts
 * with it.
 */
export function schoolTermOf(today: string): { tTermStart: string; tTermEnd: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (month >= 2 && month <= 7) return { tTermStart: `${year}-02-01`, tTermEnd: `${year}-07-31` };
  const start = month >= 8 ? year : year - 1;
  return { tTermStart: `${start}-08-01`, tTermEnd: `${start + 1}-01-31` };
}

/** The programme's figures over a scope (a school, a filter), each with the list behind it in the console. */
export const programmeFigures = z.object({
  /** 实习率: students whose 实习学生 row has a company, of all internship students. */
  placement: ratio,
  /** 对口率: placed students whose 岗位信息 says 对口, of the placed students. */
  majorMatch: ratio,
  /** Students with an agreement 已签 and 已通过, of the students. */
  agreement: ratio,
  /** Students a passed policy covers today, of the students. */
  insurance: ratio,
  /** Diaries handed in by their due week, of the diaries due (the attendance rule's quota). */
  diarySubmission: ratio,
  /** Diaries reviewed, of the diaries handed in. */
  diaryReview: ratio,
  summarySubmission: ratio,
  summaryReview: ratio,
  fOpenWarnings: z.number().int(),
});
export type ProgrammeFigures = z.infer<typeof programmeFigures>;

const counted = z.object({ cName: z.string(), fCount: z.number().int() });

/** When a read's figures were computed ('YYYY-MM-DD HH:mm:ss'): the roll-up's time, or now when live. */
const computedAt = z.string();

export const schoolDashboard = z.object({
  figures: programmeFigures,
  warningsByClass: z.array(counted.extend({ fClassId: idValue })),
  /** The ten companies with the most students, most first. */
  byCompany: z.array(counted),
  byCity: z.array(counted),
  /** The term's weeks, Monday first: diaries handed in and reviewed, sign-ins. */
  weekly: z.array(
    z.object({
      tWeekStart: day,
      fDiaries: z.number().int(),
      fReviewed: z.number().int(),
      fSignIns: z.number().int(),
    }),
  ),
  /** Read from the hourly roll-up: the oldest computation among the schools it sums. */
  tComputed: computedAt,
});
export type SchoolDashboard = z.infer<typeof schoolDashboard>;

/**
 * One school's line in the platform admin's comparison, read from a roll-up of the term that a scheduled job
 * computes again every hour (counting the whole province on each call would take seconds).
 */
export const schoolComparison = programmeFigures.extend({
  fSchoolId: idValue,
  cSchoolName: z.string(),
  /** When the school's figures were computed: the job's hour, or the first read of a school it had not. */
  tComputed: computedAt,
});
export type SchoolComparison = z.infer<typeof schoolComparison>;

export const tutorDashboard = z.object({
  /** Work waiting for this tutor's review, oldest first (at most 20; fWaiting counts all). */
  waiting: z.array(
    z.object({
      cKind: z.enum(['diary', 'summary']),
      cId: idValue,
      /** The course and the student: the review page is the course's page of that student's work. */
      fInternshipInfoId: idValue,
      fInternshipStudentId: idValue,
      cRealName: z.string(),
      cInternshipName: z.string(),
      cTitle: z.string(),
      tSubmitDate: z.string(),
    }),
  ),
  fWaiting: z.number().int(),
  /** The tutor's students with open warnings, most warnings first. */
  warned: z.array(
    z.object({
      fInternshipInfoId: idValue,
      fInternshipStudentId: idValue,
      cRealName: z.string(),
      fOpen: z.number().int(),
      cReason: z.string(),
    }),
  ),
  /** This week's diaries handed in, of the diaries due this week, over the tutor's students. */
  weekSubmission: ratio,
  fStudents: z.number().int(),
});
export type TutorDashboard = z.infer<typeof tutorDashboard>;

export const StatisticsGroup = z.enum(['school', 'major', 'class', 'course'], {
  error: '分组只能为学校、专业、班级或实习课程',
});

/** 实习统计: the programme's figures by school, major, class or course, for the statistics screen. */
export const statisticsRow = programmeFigures.extend({
  cGroupId: z.string(),
  cGroupName: z.string(),
  fStudents: z.number().int(),
  /** An admin's figures come from the hourly roll-up (the oldest of the schools summed); a tutor's are live. */
  tComputed: computedAt,
});
export type StatisticsRow = z.infer<typeof statisticsRow>;

/** One row of the bureau's monthly report that lacks a field the platform requires. */
export const bureauGap = z.object({
  fInternshipStudentId: idValue,
  cRealName: z.string(),
  cNumber: z.string(),
  /** The labels of the missing fields, in the report's column order: ['统一社会信用代码', '保险']. */
  missing: z.array(z.string()),
});

const bureauQuery = z.object({ fSchoolId: idValue.optional(), cMonth: monthValue });

export const statisticsOperations = [
  defineOperation({
    ...statistics,
    action: 'GetSchoolDashboard',
    summary: '学校看板',
    // Over the school term that holds today (August to January, February to July) unless one is asked for.
    kind: 'model',
    get query() {
      return statisticsFilter.pick({ fSchoolId: true, tTermStart: true, tTermEnd: true });
    },
    content: schoolDashboard,
    grants: ADMINS,
  }),
  defineOperation({
    ...statistics,
    action: 'GetSchoolComparison',
    summary: '各校对比',
    // Like the school dashboard, over the school term that holds today unless a term is asked for.
    kind: 'list',
    get query() {
      return statisticsFilter.pick({ tTermStart: true, tTermEnd: true });
    },
    get content() {
      return z.array(schoolComparison);
    },
    grants: ['platformAdmin'],
  }),
  defineOperation({
    ...statistics,
    action: 'GetTutorDashboard',
    summary: '导师看板',
    kind: 'model',
    get query() {
      return z.object({});
    },
    content: tutorDashboard,
    grants: TUTORS,
  }),
  defineOperation({
    ...statistics,
    action: 'GetInternshipStatistics',
    summary: '实习统计',
    kind: 'list',
    get query() {
      return statisticsFilter.extend({ cGroupBy: StatisticsGroup.default('class') });
    },
    get content() {
      return z.array(statisticsRow);
    },
    grants: [...ADMINS, 'teacher'],
  }),
  defineOperation({
    ...statistics,
    action: 'CheckBureauReport',
    summary: '实习数据上报检查',
    kind: 'list',
    query: bureauQuery,
    get content() {
      return z.object({ fRows: z.number().int(), gaps: z.array(bureauGap) });
    },
    grants: ADMINS,
  }),
  defineOperation({
    ...statistics,
    action: 'ExportBureauReport',
    summary: '导出实习数据上报表',
    kind: 'download',
    // The .xlsx itself, written as it streams from the database (200 000 rows in bounded memory).
    query: bureauQuery,
    response: 'binary',
    content: none,
    timeoutMs: 300_000,
    grants: ADMINS,
  }),
];
