import type { StudentTodayModel } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLateWork } from '../../../../../test/late-work.js';
import { demoId } from '../../../../seed/demo.js';
import {
  day,
  expectRefused,
  type Sdk,
  signIn,
  startTestServer,
  studentsOf,
  type TestServer,
} from '../../practice/test-kit.js';
import { raw, signIn as signInRaw } from '../../system/test-client.js';

/*
 * 今日待办 (GetStudentTodayModel, MarkTutorCommentRead): the demo `student` finds their internship under way on
 * any seeding day (the demo's dates follow the seeding day's week: seed/demo/clock.ts) with a diary, tasks
 * and comments to see to, sees nothing of a classmate's, and marks only their own comments read.
 */

vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

const COURSE = demoId('InternshipInfo', 1);
const OWN = demoId('InternshipStudent', 1);
const SCHOOL_1 = demoId('School', 1);

let server: TestServer;
let student: Sdk;
let classmate: Sdk;
let teacher: Sdk;
let me: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  const people = await studentsOf(server, SCHOOL_1);
  me = people[0]?.id as string;
  other = people[1]?.id as string;
  [student, classmate, teacher] = await Promise.all([
    signIn(server, 'student'),
    signIn(server, people[1]?.userName as string),
    signIn(server, 'teacher'),
  ]);
});
afterAll(() => server?.close());

/** The user a row of `table` belongs to (a team hand-in: whether `user` is in its team). */
async function belongsTo(table: string, key: string, id: string, user: string): Promise<boolean> {
  if (table === 'ProjectTeamTask') {
    const rows = await server.db.query(
      `select 1 from "ProjectTeamTask" h join "ProjectTeamStudent" m using ("cProjectTeamId")
        where h."cProjectTeamTaskId" = $1 and m."fStudentUserId" = $2`,
      [id, user],
    );
    return rows.length > 0;
  }
  const [row] = await server.db.query(`select "fStudentUserId" from "${table}" where "${key}" = $1`, [id]);
  return row?.fStudentUserId === user;
}

const KEYS: Record<string, string> = {
  InternshipDiary: 'fInternshipDiaryId',
  InternshipSummary: 'fInternshipSummaryId',
  PracticeStudentTask: 'cPracticeStudentTaskId',
  ProjectTeamTask: 'cProjectTeamTaskId',
};

describe('the demo student’s day', () => {
  let model: StudentTodayModel;
  beforeAll(async () => {
    model = await student.GetStudentTodayModel({});
  });

  it('names the running internship in its week 24 and this week’s diary still to write', () => {
    expect(model.tToday).toBe(day(0));
    // The demo is written as of the showcase internship's week 24, whatever day it is seeded on.
    expect(model.internship).toMatchObject({
      fInternshipInfoId: COURSE,
      fInternshipStudentId: OWN,
      fWeek: 24,
    });
    const week = model.internship;
    expect(week && week.tWeekStartDate <= day(0) && day(0) <= week.tWeekEndDate).toBe(true);
    expect(model.internship?.cScope).toMatchObject({ fInternshipInfoId: COURSE, fInternshipStudentId: OWN });
    expect(model.diary).toMatchObject({ cState: 'due', fInternshipDiaryId: null });
    expect(model.returnedDiaries.map((d) => d.cDiaryName)).toContain('第20周工作记录');
  });

  it('lists a practice task and a team task due, neither late', () => {
    const byKind = (kind: string) => model.dueItems.filter((i) => i.cKind === kind);
    expect(byKind('practiceTask').map((i) => i.cTaskName)).toEqual(['Vue组件化改造与路由']);
    expect(byKind('teamTask').map((i) => i.cTaskName)).toEqual(['个人技术学习报告']);
    // The mid-term summary is handed in; the graduation summary opens weeks later.
    expect(byKind('summary')).toEqual([]);
    expect(model.dueItems.filter((i) => i.fLateDays > 0)).toEqual([]);
    // Nothing due beyond the next 7 days (综合项目 ends weeks later), nothing already handed in.
    for (const item of model.dueItems) expect(item.tEndDate.slice(0, 10) <= day(7)).toBe(true);
    expect(model.dueItems.map((i) => i.cTaskName)).not.toContain('表单交互与数据校验');
  });

  it('lists only the student’s own commented rows', async () => {
    // The demo has the student read all but the newest comment of each kind (seed/demo/comment-reads.ts).
    expect(new Set(model.comments.map((c) => c.cSubjectType))).toEqual(
      new Set(['InternshipDiary', 'InternshipSummary', 'PracticeStudentTask', 'ProjectTeamTask']),
    );
    expect(model.comments.length).toBeLessThan(8);
    for (const c of model.comments) {
      expect(await belongsTo(c.cSubjectType, KEYS[c.cSubjectType] as string, c.cSubjectId, me)).toBe(true);
    }
    const theirs = await classmate.GetStudentTodayModel({});
    const mine = new Set(model.comments.map((c) => c.cSubjectId));
    expect(
      theirs.comments.filter((c) => mine.has(c.cSubjectId) && c.cSubjectType !== 'ProjectTeamTask'),
    ).toEqual([]);
    for (const c of theirs.comments) {
      expect(await belongsTo(c.cSubjectType, KEYS[c.cSubjectType] as string, c.cSubjectId, other)).toBe(true);
    }
  });
});

describe('who may ask', () => {
  it('refuses a tutor both calls', async () => {
    await expectRefused(teacher.GetStudentTodayModel({}), 403);
    const [comment] = (await student.GetStudentTodayModel({})).comments;
    await expectRefused(
      teacher.MarkTutorCommentRead({
        cSubjectType: comment?.cSubjectType ?? 'InternshipDiary',
        cSubjectId: comment?.cSubjectId ?? '',
      }),
      403,
    );
  });
});

describe('marking a comment read', () => {
  const summaryComment = async (sdk: Sdk) =>
    (await sdk.GetStudentTodayModel({})).comments.find((c) => c.cSubjectType === 'InternshipSummary');

  it('refuses a kind of record it does not know, naming the kinds in the words of the student’s pages', async () => {
    // Sent past the SDK, which refuses it before sending (in the same words).
    const { token } = await signInRaw(server.url, 'student');
    const answer = await raw(server.url, 'MarkTutorCommentRead', {
      token,
      body: { cSubjectType: 'x', cSubjectId: OWN },
    });
    expect(answer.json).toMatchObject({
      Code: 400,
      Message: '评语所在记录类型只能为实习日志、实习总结、课程任务或团队任务',
    });
  });

  it('is refused for a classmate’s comment and leaves it unread', async () => {
    const comment = await summaryComment(student);
    expect(comment).toBeDefined();
    await expectRefused(
      classmate.MarkTutorCommentRead({
        cSubjectType: 'InternshipSummary',
        cSubjectId: comment?.cSubjectId ?? '',
      }),
      403,
    );
    expect((await summaryComment(student))?.cSubjectId).toBe(comment?.cSubjectId);
  });

  it('takes one’s own off the list until the tutor rewrites it', async () => {
    const comment = await summaryComment(student);
    const id = comment?.cSubjectId ?? '';
    await student.MarkTutorCommentRead({ cSubjectType: 'InternshipSummary', cSubjectId: id });
    const left = (await student.GetStudentTodayModel({})).comments;
    expect(left.some((c) => c.cSubjectId === id)).toBe(false);
    // Marking it again changes nothing: one marker per comment.
    await student.MarkTutorCommentRead({ cSubjectType: 'InternshipSummary', cSubjectId: id });
    const markers = await server.db.query(
      'select "fStudentUserId" from "TutorCommentRead" where "cSubjectId" = $1',
      [id],
    );
    expect(markers).toEqual([{ fStudentUserId: me }]);
    await teacher.GiveInternshipSummaryGrade({
      fInternshipSummaryId: id,
      fGrade: 2,
      cComment: '请补充实习单位评价。',
    });
    const again = (await student.GetStudentTodayModel({})).comments.find((c) => c.cSubjectId === id);
    expect(again?.cComment).toBe('请补充实习单位评价。');
  });

  it('counts a draft of this week as this week’s diary', async () => {
    const draft = await student.AddInternshipDiary({
      fInternshipInfoId: COURSE,
      fInternshipStudentId: OWN,
      cDiaryName: '本周工作记录',
      tDiaryDate: day(0),
      fStatus: 0,
    });
    const { diary } = await student.GetStudentTodayModel({});
    expect(diary).toMatchObject({ cState: 'draft', fInternshipDiaryId: draft.fInternshipDiaryId });
  });
});

// Last in the file: it changes the school's rules on late work.
describe('work past its deadline', () => {
  it('is due while the school takes late work, and dropped once it would be refused', async () => {
    const school = await signIn(server, 'school');
    // The demo student has nothing overdue: a summary task of their course that closed three days ago.
    await school.AddInternshipSummaryTask({
      fInternshipInfoId: COURSE,
      cTaskName: '实习安全教育心得',
      tStartDate: day(-14),
      tEndDate: day(-3),
    });
    const late = async () =>
      (await student.GetStudentTodayModel({})).dueItems
        .filter((i) => i.fLateDays > 0)
        .map((i) => i.cTaskName);
    await setLateWork(server, SCHOOL_1, { allowLate: true, diaryMakeUpDays: null });
    expect(await late()).toEqual(['实习安全教育心得']);
    await setLateWork(server, SCHOOL_1, { allowLate: false, diaryMakeUpDays: null });
    expect(await late()).toEqual([]);
    // Work not yet late stays due whatever the rule.
    expect((await student.GetStudentTodayModel({})).dueItems.map((i) => i.cTaskName)).toContain(
      'Vue组件化改造与路由',
    );
  });
});
