import type { TodayDueItem } from '@practice/sdk/contract';
import { enums } from '@practice/sdk/contract';
import type { Caller } from '../../../../auth/caller.js';
import type { Queryable, Row } from '../../../../db/driver.js';
import { dayAfter, daysLate, lateWorkRules } from '../../../late-work.js';
import { scopeOf } from './internship.js';
import { ownRows, scopedRowsIn, textOf } from './own-rows.js';

/*
 * 本周待交: what the student still has to hand in whose deadline falls within the next 7 days, or has passed
 * while the school still takes late work (允许逾期提交): a task the school would refuse is no longer "due",
 * it is missed, and listing it would only send the student to a refusal. Work already handed in is not due.
 */

const WINDOW_DAYS = 7;

/** A stored deadline as the instant it ends: a date alone runs to the end of its day. */
const endOf = (v: unknown) => (textOf(v).length === 10 ? `${textOf(v)} 23:59:59` : textOf(v));

interface Candidate {
  readonly kind: TodayDueItem['cKind'];
  readonly task: Row;
  readonly courseName: string;
  readonly schoolId: unknown;
  readonly scope: Record<string, string>;
}

/** The candidates that are due now, each with its days late; the school's rules are read once each. */
async function dueOf(q: Queryable, now: string, candidates: readonly Candidate[]): Promise<TodayDueItem[]> {
  const horizon = `${dayAfter(now.slice(0, 10), WINDOW_DAYS)} 23:59:59`;
  const allowLate = new Map<string, boolean>();
  const items: TodayDueItem[] = [];
  for (const c of candidates) {
    const end = textOf(c.task.tEndDate);
    if (!end || endOf(end) > horizon) continue;
    if (c.task.tStartDate && now < textOf(c.task.tStartDate)) continue;
    const late = daysLate(end, now);
    const school = textOf(c.schoolId);
    if (late > 0) {
      if (!allowLate.has(school)) allowLate.set(school, (await lateWorkRules(q, school)).allowLate);
      if (!allowLate.get(school)) continue;
    }
    items.push({
      cKind: c.kind,
      cTaskId: String(c.task.cTaskId),
      cTaskName: textOf(c.task.cTaskName),
      cCourseName: c.courseName,
      tEndDate: end,
      fLateDays: late,
      cScope: c.scope,
    });
  }
  return items.sort((a, b) => endOf(a.tEndDate).localeCompare(endOf(b.tEndDate)));
}

/** 我的任务: the tasks of the practice courses the student was admitted to, not yet handed in. */
async function practiceCandidates(q: Queryable, me: Caller): Promise<Candidate[]> {
  const selections = await ownRows(q, me, 'PracticeStudent', 'fStudentUserId', (p) => [
    `t."fStatus" = ${p.add(enums.ReviewStatus.passed)}`,
  ]);
  const courses = await scopedRowsIn(
    q,
    me,
    'PracticeInfo',
    'cPracticeInfoId',
    selections.map((s) => s.cPracticeInfoId),
  );
  const live = new Map(
    courses
      .filter((c) => Number(c.fPracticeStatus) !== enums.PracticeStatus.ended)
      .map((c) => [c.cPracticeInfoId, c]),
  );
  const tasks = await scopedRowsIn(q, me, 'PracticeTask', 'cPracticeInfoId', [...live.keys()]);
  const handedIn = await ownRows(q, me, 'PracticeStudentTask', 'fStudentUserId');
  const done = new Set(handedIn.map((h) => `${h.cPracticeStudentId}:${h.cPracticeTaskId}`));
  return selections.flatMap((s) => {
    const course = live.get(s.cPracticeInfoId);
    if (!course) return [];
    return tasks
      .filter(
        (t) =>
          t.cPracticeInfoId === s.cPracticeInfoId &&
          !done.has(`${s.cPracticeStudentId}:${t.cPracticeTaskId}`),
      )
      .map((t) => ({
        kind: 'practiceTask' as const,
        task: { ...t, cTaskId: t.cPracticeTaskId },
        courseName: textOf(course.cPracticeName),
        schoolId: course.fSchoolId,
        scope: scopeOf({ ...s, cPracticeName: course.cPracticeName }, [
          'cPracticeInfoId',
          'cPracticeStudentId',
          'cPracticeName',
        ]),
      }));
  });
}

/** Training-camp tasks of the projects of the student's teams, not yet handed in by the team. */
async function teamCandidates(q: Queryable, me: Caller): Promise<Candidate[]> {
  const memberships = await ownRows(q, me, 'ProjectTeamStudent', 'fStudentUserId');
  const teams = await scopedRowsIn(
    q,
    me,
    'ProjectTeam',
    'cProjectTeamId',
    memberships.map((m) => m.cProjectTeamId),
  );
  const projects = await scopedRowsIn(
    q,
    me,
    'ProjectInfo',
    'cProjectInfoId',
    teams.map((t) => t.cProjectInfoId),
  );
  const live = new Map(
    projects
      .filter((p) => Number(p.fProjectStatus) !== enums.TrainingProjectStatus.ended)
      .map((p) => [p.cProjectInfoId, p]),
  );
  const tasks = await scopedRowsIn(q, me, 'ProjectTask', 'cProjectInfoId', [...live.keys()]);
  const handedIn = await scopedRowsIn(
    q,
    me,
    'ProjectTeamTask',
    'cProjectTeamId',
    teams.map((t) => t.cProjectTeamId),
  );
  const done = new Set(handedIn.map((h) => `${h.cProjectTeamId}:${h.cProjectTaskId}`));
  return teams.flatMap((team) => {
    const project = live.get(team.cProjectInfoId);
    if (!project) return [];
    return tasks
      .filter(
        (t) =>
          t.cProjectInfoId === team.cProjectInfoId && !done.has(`${team.cProjectTeamId}:${t.cProjectTaskId}`),
      )
      .map((t) => ({
        kind: 'teamTask' as const,
        task: { ...t, cTaskId: t.cProjectTaskId },
        courseName: textOf(project.cProjectName),
        schoolId: project.fSchoolId,
        scope: scopeOf({ ...team, cProjectName: project.cProjectName }, [
          'cProjectInfoId',
          'cProjectTeamId',
          'cProjectName',
        ]),
      }));
  });
}

/** 实习总结: the summary tasks of the running internships the student has not handed a summary in for. */
async function summaryCandidates(
  q: Queryable,
  me: Caller,
  internships: readonly Row[],
): Promise<Candidate[]> {
  const tasks = await scopedRowsIn(
    q,
    me,
    'InternshipSummaryTask',
    'fInternshipInfoId',
    internships.map((r) => r.fInternshipInfoId),
  );
  const summaries = await ownRows(q, me, 'InternshipSummary', 'fStudentUserId', (p) => [
    `t."fStatus" = ${p.add(enums.SummaryStatus.done)}`,
  ]);
  const done = new Set(summaries.map((s) => s.fInternshipSummaryTaskId));
  return internships.flatMap((row) =>
    tasks
      .filter((t) => t.fInternshipInfoId === row.fInternshipInfoId && !done.has(t.fInternshipSummaryTaskId))
      .map((t) => ({
        kind: 'summary' as const,
        task: { ...t, cTaskId: t.fInternshipSummaryTaskId },
        courseName: textOf(row.cInternshipName),
        schoolId: row.fCourseSchoolId,
        scope: scopeOf(row, ['fInternshipInfoId', 'fInternshipStudentId', 'cInternshipName']),
      })),
  );
}

export async function dueItems(q: Queryable, me: Caller, now: string, internships: readonly Row[]) {
  const candidates = [
    ...(await practiceCandidates(q, me)),
    ...(await teamCandidates(q, me)),
    ...(await summaryCandidates(q, me, internships)),
  ];
  return dueOf(q, now, candidates);
}
