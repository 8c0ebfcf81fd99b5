import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registeredJobs } from '../../../jobs/registry.js';
import { startJobs } from '../../../jobs/runner.js';
import { expectRefused, type Sdk, signIn, startTestServer, type TestServer } from '../practice/test-kit.js';
import { type Grouping, programmeFigures } from './figures.js';
import { type Fixture, makeFixture, TODAY } from './fixture.js';
import { ensureRolledUp, rollUp } from './rollup.js';
import { rolledComparison, rolledDashboard, rolledFigures, rolledScope } from './rollup-reads.js';
import { currentTerm, type StatisticsFilter, termOf } from './scope.js';
import { tutorDashboard } from './tutor-dashboard.js';

/*
 * 统计 (issue 30, parts 2 and 3): every figure over the fixture's known rows (fixture.ts) equals the count by
 * hand, for the platform admin, a school admin, an in-school tutor and an enterprise tutor, each over their
 * own scope; the admins' reads, summed from the roll-up, equal the live count by every grouping and filter;
 * and the calls refuse whom their grants leave out. The hand counts are written out beside each.
 */

vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

let server: TestServer;
let fx: Fixture;
let student: Sdk;
let school: Sdk;
let admin: Sdk;

/**
 * The server's daily warning run (jobs/builtin.ts) raises and clears warnings in every school, the fixture's
 * too: the fixture is written once the day's run, which the server starts with, has finished.
 */
async function warningRunDone(db: TestServer['db']) {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const [run] = await db.query(`select outcome from app_job_run where job = 'attendance.warnings'`);
    if (run && run.outcome !== 'running') return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the daily warning run did not finish within a minute');
}

beforeAll(async () => {
  server = await startTestServer();
  await warningRunDone(server.db);
  fx = await makeFixture(server.db, String(Date.now()).slice(-6));
  [student, school, admin] = await Promise.all([
    signIn(server, 'student'),
    signIn(server, 'school'),
    signIn(server, 'admin'),
  ]);
});
afterAll(() => server?.close());

const r = (fCount: number, fTotal: number) => ({ fCount, fTotal });
const TERM = { tTermStart: '2026-08-01', tTermEnd: '2027-01-31' };

/** 甲校: 甲一 甲二 甲三 placed (甲四 not), 甲一 甲三 对口; one agreement 已签 and 已通过; one policy in force. */
const SCHOOL_A = {
  fStudents: 4,
  placement: r(3, 4),
  majorMatch: r(2, 3),
  agreement: r(1, 4),
  insurance: r(1, 4),
  // Due: 甲一 甲二 甲三 two whole weeks (11-02, 11-09) × 2, 甲四 one (11-09) × 2 = 14. Handed in, capped at
  // 2 a week: 甲一 2+1, 甲二 0, 甲三 0+2 (the draft does not count), 甲四 2 (11-05 is before its week) = 7.
  diarySubmission: r(7, 14),
  // In the term and handed in: 甲一 5 (07-20 is before the term), 甲三 2, 甲四 3 = 10; reviewed 2 + 1 + 1.
  diaryReview: r(4, 10),
  // The one task past its deadline × 4 students; 甲一 and 甲二 completed it, 甲一's graded.
  summarySubmission: r(2, 4),
  summaryReview: r(1, 2),
  fOpenWarnings: 3,
};

/** 乙校: 乙一 placed and 对口, signed, insured twice (one student); monthly quota of 4. */
const SCHOOL_B = {
  fStudents: 2,
  placement: r(1, 2),
  majorMatch: r(1, 1),
  agreement: r(1, 2),
  insurance: r(1, 2),
  // 乙一 September and October × 4 = 8, 乙二 October × 4 (started 09-10); handed 4 (Sep, capped) + 1 (Oct).
  diarySubmission: r(5, 12),
  diaryReview: r(3, 6),
  summarySubmission: r(1, 2),
  summaryReview: r(1, 1),
  fOpenWarnings: 1,
};

describe('the programme figures by scope', () => {
  it('a school admin counts their own school only', async () => {
    const [all] = await programmeFigures(server.db, fx.schoolAdmin, TERM, 'all', TODAY);
    expect(all).toMatchObject(SCHOOL_A);
  });

  it('the platform admin counts the school asked for, and compares schools', async () => {
    const [a] = await programmeFigures(
      server.db,
      fx.platformAdmin,
      { ...TERM, fSchoolId: fx.schoolA },
      'all',
      TODAY,
    );
    expect(a).toMatchObject(SCHOOL_A);
    const bySchool = await programmeFigures(server.db, fx.platformAdmin, TERM, 'school', TODAY);
    expect(bySchool.find((g) => g.cGroupId === fx.schoolA)).toMatchObject(SCHOOL_A);
    expect(bySchool.find((g) => g.cGroupId === fx.schoolB)).toMatchObject(SCHOOL_B);
  });

  it('an in-school tutor counts only the students bound to them (甲一, 甲二)', async () => {
    const [mine] = await programmeFigures(server.db, fx.teacher, TERM, 'all', TODAY);
    expect(mine).toMatchObject({
      fStudents: 2,
      placement: r(2, 2),
      majorMatch: r(1, 2),
      agreement: r(1, 2),
      insurance: r(1, 2),
      diarySubmission: r(3, 8),
      diaryReview: r(2, 5),
      summarySubmission: r(2, 2),
      summaryReview: r(1, 2),
      fOpenWarnings: 3,
    });
  });

  it('an enterprise tutor counts only the students bound to them (甲二, 甲三)', async () => {
    const [mine] = await programmeFigures(server.db, fx.companyTutor, TERM, 'all', TODAY);
    expect(mine).toMatchObject({
      fStudents: 2,
      placement: r(2, 2),
      majorMatch: r(1, 2),
      agreement: r(0, 2),
      insurance: r(0, 2),
      diarySubmission: r(2, 8),
      diaryReview: r(1, 2),
      summarySubmission: r(1, 2),
      summaryReview: r(0, 1),
      fOpenWarnings: 1,
    });
  });

  it('groups by class and by major, and narrows by class', async () => {
    const byClass = await programmeFigures(server.db, fx.schoolAdmin, TERM, 'class', TODAY);
    expect(byClass.map((g) => [g.cGroupId, g.fStudents, g.placement.fCount, g.fOpenWarnings])).toEqual([
      [fx.classA1, 3, 3, 3],
      [fx.classA2, 1, 0, 0],
    ]);
    const byMajor = await programmeFigures(server.db, fx.schoolAdmin, TERM, 'major', TODAY);
    expect(byMajor.map((g) => [g.cGroupName, g.fStudents, g.diarySubmission])).toEqual([
      ['软件技术', 3, r(5, 12)],
      ['电子商务', 1, r(2, 2)],
    ]);
    const [a2] = await programmeFigures(
      server.db,
      fx.schoolAdmin,
      { ...TERM, fClassId: fx.classA2 },
      'all',
      TODAY,
    );
    expect(a2).toMatchObject({ fStudents: 1, diarySubmission: r(2, 2), diaryReview: r(1, 3) });
  });

  it('a term that ended before the courses began counts nobody', async () => {
    const none = await programmeFigures(
      server.db,
      fx.schoolAdmin,
      { tTermStart: '2026-02-01', tTermEnd: '2026-07-31' },
      'all',
      TODAY,
    );
    expect(none).toEqual([]);
  });
});

/** An instant of the fixture's day, China time, as the job runner and the roll-up take it. */
const onToday = (hour: string) => Date.parse(`${TODAY}T${hour}:00:00+08:00`);

/** The fixture's schools rolled up over the term as of the fixture's day, 09:00. */
const rollUpFixture = (term: { from: string; to: string }) =>
  rollUp(server.db, term, [fx.schoolA, fx.schoolB], onToday('09'));

describe('the admins’ figures, summed from the roll-up', () => {
  const GROUPINGS: (Grouping | 'all')[] = ['all', 'school', 'major', 'class', 'course'];

  it('equal the live count by every grouping and filter, for a school admin and the platform admin', async () => {
    await rollUpFixture(termOf(TERM));
    const filters: StatisticsFilter[] = [
      TERM,
      { ...TERM, fClassId: fx.classA2 },
      { ...TERM, cMajor: '软件技术' },
      { ...TERM, fInternshipInfoId: fx.courseA },
    ];
    for (const caller of [fx.schoolAdmin, fx.platformAdmin]) {
      for (const f of filters) {
        // The platform admin's 'every school' also holds the demo's schools: narrowed to the fixture's.
        const scoped = caller === fx.schoolAdmin ? f : { ...f, fSchoolId: fx.schoolA };
        const scope = await rolledScope(server.db, caller, scoped, termOf(TERM), onToday('09'));
        for (const grouping of GROUPINGS) {
          const live = await programmeFigures(server.db, caller, scoped, grouping, TODAY);
          expect(
            await rolledFigures(server.db, scope, scoped, grouping),
            `${grouping} ${JSON.stringify(f)}`,
          ).toEqual(live);
        }
      }
    }
    const both = await rolledScope(server.db, fx.platformAdmin, {}, termOf(TERM), onToday('09'));
    const bySchool = await rolledFigures(server.db, both, TERM, 'school');
    expect(bySchool.find((g) => g.cGroupId === fx.schoolA)).toMatchObject(SCHOOL_A);
    expect(bySchool.find((g) => g.cGroupId === fx.schoolB)).toMatchObject(SCHOOL_B);
  });

  it('answer the statistics call with when they were computed', async () => {
    await rollUpFixture(termOf(TERM));
    const rows = await admin.GetInternshipStatistics({ ...TERM, fSchoolId: fx.schoolA, cGroupBy: 'class' });
    expect(new Set(rows.map((r) => r.tComputed))).toEqual(new Set([`${TODAY} 09:00:00`]));
    expect(rows.map((g) => [g.cGroupId, g.fStudents])).toEqual([
      [fx.classA1, 3],
      [fx.classA2, 1],
    ]);
  });
});

describe('the school dashboard', () => {
  it('breaks the school down by class, company, city and week', async () => {
    await rollUpFixture(currentTerm(TODAY));
    const scope = await rolledScope(server.db, fx.schoolAdmin, {}, currentTerm(TODAY), onToday('09'));
    expect(scope.computed).toBe(`${TODAY} 09:00:00`);
    const board = await rolledDashboard(server.db, scope, TODAY);
    expect(board.figures).toMatchObject(SCHOOL_A);
    expect(board.warningsByClass).toEqual([
      { fClassId: fx.classA1, cName: expect.stringMatching(/^软件2301/), fCount: 3 },
    ]);
    expect(board.byCompany).toEqual([
      { cName: '星河软件', fCount: 2 },
      { cName: '云帆科技', fCount: 1 },
    ]);
    expect(board.byCity).toEqual([
      { cName: '上海', fCount: 2 },
      { cName: '苏州', fCount: 1 },
    ]);
    // The autumn term from 08-01: its weeks from Monday 07-27 to this week's Monday 11-16.
    expect(board.weekly).toHaveLength(17);
    expect(board.weekly[0]?.tWeekStart).toBe('2026-07-27');
    const week = (d: string) => board.weekly.find((w) => w.tWeekStart === d);
    expect(week('2026-11-02')).toEqual({ tWeekStart: '2026-11-02', fDiaries: 4, fReviewed: 3, fSignIns: 2 });
    expect(week('2026-11-09')).toEqual({ tWeekStart: '2026-11-09', fDiaries: 5, fReviewed: 1, fSignIns: 1 });
    expect(week('2026-11-16')).toEqual({ tWeekStart: '2026-11-16', fDiaries: 1, fReviewed: 0, fSignIns: 0 });
  });
});

describe('the tutor dashboard', () => {
  it('lists the in-school tutor’s waiting work oldest first, their warned students and the week', async () => {
    const board = await tutorDashboard(server.db, fx.teacher, TODAY);
    expect(board.waiting.map((w) => [w.cKind, w.cRealName, w.tSubmitDate.slice(0, 10)])).toEqual([
      ['diary', '甲一', '2026-11-05'],
      ['summary', '甲二', '2026-11-09'],
      ['diary', '甲一', '2026-11-10'],
      ['summary', '甲一', '2026-11-11'],
      ['diary', '甲一', '2026-11-16'],
    ]);
    expect(board.fWaiting).toBe(5);
    // Each names its course and student, which the review page needs.
    expect(new Set(board.waiting.map((w) => w.fInternshipInfoId))).toEqual(new Set([fx.courseA]));
    expect(board.waiting[1]?.fInternshipStudentId).toBe(fx.students.a2);
    expect(board.warned.map((w) => [w.cRealName, w.fOpen, w.cReason])).toEqual([
      ['甲一', 2, 'noSignIn原因'],
      ['甲二', 1, 'diaryQuota原因'],
    ]);
    // This week (11-16): 甲一 one diary of 2, 甲二 none of 2.
    expect(board.weekSubmission).toEqual(r(1, 4));
    expect(board.fStudents).toBe(2);
  });

  it('gives the enterprise tutor only their own students’ work', async () => {
    const board = await tutorDashboard(server.db, fx.companyTutor, TODAY);
    expect(board.waiting.map((w) => [w.cKind, w.cRealName])).toEqual([
      ['summary', '甲二'],
      ['diary', '甲三'],
    ]);
    expect(board.warned.map((w) => w.cRealName)).toEqual(['甲二']);
    expect(board.weekSubmission).toEqual(r(0, 4));
  });
});

const withoutStudents = ({ fStudents: _, ...figures }: typeof SCHOOL_A) => figures;

describe('the comparison of schools, from its roll-up', () => {
  const JOB = 'statistics.rollup';

  it('rolls up the term that holds the day, with the figures counted live', async () => {
    // The term of 2026-11-18 is TERM; the server's own start-up run may have rolled it up already, as of now.
    expect(await server.runJob(JOB, onToday('10'))).toMatchObject({ ran: true, outcome: 'done' });
    const stored = await admin.GetSchoolComparison(TERM);
    const live = await programmeFigures(server.db, fx.platformAdmin, TERM, 'school', TODAY);
    expect(stored.map(({ tComputed: _, ...line }) => line)).toEqual(
      live.map(({ cGroupId, cGroupName, fStudents: _, ...figures }) => ({
        ...figures,
        fSchoolId: cGroupId,
        cSchoolName: cGroupName,
      })),
    );
    expect(new Set(stored.map((l) => l.tComputed))).toEqual(new Set([`${TODAY} 10:00:00`]));
    expect(stored.find((l) => l.fSchoolId === fx.schoolA)).toMatchObject(withoutStudents(SCHOOL_A));
  });

  it('answers the stored figures, however the rows change, until the job runs again', async () => {
    const lineOfA = async () =>
      (await admin.GetSchoolComparison(TERM)).find((l) => l.fSchoolId === fx.schoolA);
    expect(await lineOfA()).toMatchObject({ ...withoutStudents(SCHOOL_A), tComputed: `${TODAY} 10:00:00` });
    // 甲四 finds a company: counted live, every student of 甲校 is placed.
    const place = (company: string | null) =>
      server.db.query(
        `update "InternshipStudent" set "cCompanyName" = $1 where "fInternshipStudentId" = $2`,
        [company, fx.students.a4],
      );
    await place('星河软件');
    try {
      expect(await lineOfA()).toMatchObject({ placement: r(3, 4), tComputed: `${TODAY} 10:00:00` });
      expect(await server.runJob(JOB, onToday('10'))).toMatchObject({ ran: false });
      expect(await server.runJob(JOB, onToday('11'))).toMatchObject({ ran: true, outcome: 'done' });
      expect(await lineOfA()).toMatchObject({ placement: r(4, 4), tComputed: `${TODAY} 11:00:00` });
    } finally {
      await place(null);
    }
  });

  it('computes a term not rolled up yet when asked, keeps it, and the job keeps a term read fresh', async () => {
    const term = { tTermStart: '2026-09-01', tTermEnd: '2026-12-31' };
    const answer = await admin.GetSchoolComparison(term);
    const live = await programmeFigures(
      server.db,
      fx.platformAdmin,
      term,
      'school',
      answer[0]?.tComputed.slice(0, 10) ?? '',
    );
    expect(answer.map((l) => [l.fSchoolId, l.placement, l.diarySubmission, l.fOpenWarnings])).toEqual(
      live.map((l) => [l.cGroupId, l.placement, l.diarySubmission, l.fOpenWarnings]),
    );
    expect(answer.find((l) => l.fSchoolId === fx.schoolB)).toMatchObject({ placement: r(1, 2) });
    const everySchool = await rolledScope(server.db, fx.platformAdmin, {}, termOf(term), Date.now());
    expect(await rolledComparison(server.db, everySchool)).toEqual(answer);
    await server.db.query(
      `update "InternshipStudent" set "cCompanyName" = '远山物流' where "fInternshipStudentId" = $1`,
      [fx.students.b2],
    );
    try {
      expect(await admin.GetSchoolComparison(term)).toEqual(answer);
      // Read within the week: the next hour's run computes it again with the current term.
      expect(await server.runJob(JOB, onToday('14'))).toMatchObject({
        ran: true,
        outcome: 'done',
        detail: expect.stringMatching(/，另有 1 个近期查看的学期$/),
      });
      expect((await admin.GetSchoolComparison(term)).find((l) => l.fSchoolId === fx.schoolB)).toMatchObject({
        placement: r(2, 2),
        tComputed: `${TODAY} 14:00:00`,
      });
    } finally {
      await server.db.query(
        `update "InternshipStudent" set "cCompanyName" = null where "fInternshipStudentId" = $1`,
        [fx.students.b2],
      );
    }
  });

  it('rolls up many schools a read lacks in the background, and says so', async () => {
    const term = { from: '2025-08-01', to: '2026-01-31' };
    const schools = Array.from({ length: 11 }, (_, i) => `no-such-school-${i}`);
    await expect(ensureRolledUp(server.db, term, schools, Date.now())).rejects.toMatchObject({
      code: 503,
      message: '该学期有 11 所学校的统计数据正在汇总，请稍后刷新',
    });
    for (let waited = 0; ; waited += 100) {
      const [row] = await server.db.query<{ n: number }>(
        `select count(*)::int n from app_statistics_computed where term_start = $1 and school_id like 'no-such-school-%'`,
        [term.from],
      );
      if (row?.n === 11) break;
      if (waited > 20_000) throw new Error('the background roll-up did not finish');
      await new Promise((r) => setTimeout(r, 100));
    }
    await expect(ensureRolledUp(server.db, term, schools, Date.now())).resolves.toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
  });

  it('is rolled up once an hour however many processes ask', async () => {
    const job = registeredJobs().filter((j) => j.name === JOB);
    const host = {
      db: server.db,
      storage: server.storage,
      filesDir: server.filesDir,
      jobs: job,
      tick: false,
      warn: () => {},
    };
    const [a, b] = [startJobs({ ...host, runner: 'a' }), startJobs({ ...host, runner: 'b' })];
    try {
      const runs = await Promise.all([
        a.run(JOB, onToday('12')),
        b.run(JOB, onToday('12')),
        b.run(JOB, onToday('12')),
      ]);
      expect(runs.filter((run) => run.ran)).toHaveLength(1);
      expect(runs.find((run) => run.ran)).toMatchObject({
        outcome: 'done',
        detail: expect.stringMatching(/^汇总 \d+ 所学校/),
      });
    } finally {
      await Promise.all([a.stop(1000), b.stop(1000)]);
    }
  });
});

describe('the calls', () => {
  it('refuse a student every statistics read', async () => {
    await expectRefused(student.GetSchoolDashboard({}), 403);
    await expectRefused(student.GetTutorDashboard({}), 403);
    await expectRefused(student.GetInternshipStatistics({}), 403);
    await expectRefused(student.GetSchoolComparison({}), 403);
  });

  it('answer a school admin their dashboard and refuse them the comparison of schools', async () => {
    const board = await school.GetSchoolDashboard({});
    expect(board.figures.placement.fTotal).toBeGreaterThan(0);
    await expectRefused(school.GetSchoolComparison({}), 403);
    await expectRefused(school.GetSchoolDashboard({ fSchoolId: fx.schoolA }), 403, '不能查看其他学校的统计');
    await expectRefused(
      school.GetInternshipStatistics({ fSchoolId: fx.schoolA }),
      403,
      '不能查看其他学校的统计',
    );
  });

  it('refuse a term that ends before it starts, in words', async () => {
    await expectRefused(
      school.GetInternshipStatistics({ tTermStart: '2026-09-01', tTermEnd: '2026-08-01' }),
      400,
      '结束日期不能早于开始日期',
    );
  });
});
