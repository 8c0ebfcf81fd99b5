import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { batchDownload } from '@practice/sdk';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { noteUploadOf } from '../../../files/testing.js';
import { demoId } from '../../../seed/demo.js';
import { POST_EXPIRED } from './applications.js';
import {
  DEADLINE_PASSED,
  OWN_COMPANY_ONLY,
  type PostState,
  PUBLISHED_DEADLINE_PASSED,
  postState,
} from './recruitment.js';
import {
  day,
  expectRefused,
  rowOf,
  type Sdk,
  signIn,
  startTestServer,
  studentsOf,
  type TestServer,
  userId,
} from './test-kit.js';

/*
 * Cloud recruitment (SPEC §4 "Job status chain"): every chain action from every state, who may move a post,
 * and the applications students send to posts.
 */

// A real server per file; sign-ins hash passwords and imports parse in a worker, slow when suites share the CPU.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let server: TestServer;
let admin: Sdk;
let tutor: Sdk;
let student: Sdk;
let tutorCompany: string;
let otherCompany: string;

type PostInput = Parameters<Sdk['AddCloudRecruitment']>[0];
const FLAGS: Record<PostState, [number, number, number]> = {
  unreviewed: [0, 0, 0],
  rejected: [2, 0, 0],
  passed: [1, 0, 0],
  recruiting: [1, 1, 0],
  finished: [1, 1, 1],
};

async function post(state: PostState, o: Partial<PostInput> = {}): Promise<string> {
  const row = await admin.AddCloudRecruitment({
    cJobName: `测试职位${Math.random().toString(36).slice(2, 7)}`,
    fCompanyId: otherCompany,
    fRecruitmentType: 1,
    fEducationType: 2,
    fExperienceType: 1,
    cSalary: '6000-8000元/月',
    cCity: '上海',
    cContent: '<p>负责业务系统开发</p>',
    ...o,
  } as PostInput);
  const [fStatus, fIsPublish, fIsFinished] = FLAGS[state];
  await server.db.query(
    'update "CloudRecruitment" set "fStatus" = $2, "fIsPublish" = $3, "fIsFinished" = $4 where "cCloudRecruitmentId" = $1',
    [row.cCloudRecruitmentId, fStatus, fIsPublish, fIsFinished],
  );
  return row.cCloudRecruitmentId;
}
const read = (id: string) => rowOf(server, 'CloudRecruitment', 'cCloudRecruitmentId', id);

beforeAll(async () => {
  server = await startTestServer();
  [admin, tutor, student] = await Promise.all([
    signIn(server, 'admin'),
    signIn(server, 'tutor'),
    signIn(server, 'student'),
  ]);
  const me = await userId(server, 'tutor');
  const [company] = await server.db.query(
    'select "fCompanyId" from "ProjectTutor" where "fTutorUserId" = $1 and "fCompanyId" is not null union select "fCompanyId" from "InternshipTutor" where "fUserId" = $1 and "fCompanyId" is not null',
    [me.id],
  );
  tutorCompany = company?.fCompanyId as string;
  const [other] = await server.db.query(
    'select "fCompanyId" from "Company" where "fCompanyId" <> $1 limit 1',
    [tutorCompany],
  );
  otherCompany = other?.fCompanyId as string;
}, 120_000);
afterAll(() => server?.close());

describe('the job status chain', () => {
  const STATES: PostState[] = ['unreviewed', 'rejected', 'passed', 'recruiting', 'finished'];
  /** Where each action takes a post from each state; a missing state means the action is refused there. */
  const CHAIN: Record<string, Partial<Record<PostState, PostState>>> = {
    Auth: { unreviewed: 'passed', rejected: 'passed' },
    UnAuth: { unreviewed: 'rejected', passed: 'rejected' },
    Publish: { passed: 'recruiting' },
    UnPublish: { recruiting: 'passed' },
    Finish: { recruiting: 'finished' },
    UnFinish: { finished: 'recruiting' },
    Refresh: { recruiting: 'recruiting' },
    Top: { recruiting: 'recruiting', finished: 'finished' },
    UnTop: {},
  };
  const cases = Object.entries(CHAIN).flatMap(([action, to]) =>
    STATES.map((from) => [action, from, to[from] ?? null] as const),
  );

  it.each(cases)('%s from %s → %s', async (action, from, to) => {
    const id = await post(from);
    const before = await read(id);
    const call = admin.call(`${action}CloudRecruitmentIDS` as 'AuthCloudRecruitmentIDS', { ids: [id] });
    if (to === null) {
      await expectRefused(call, 409, /^职位「测试职位.{5}」.+/);
      expect(await read(id)).toEqual(before);
      return;
    }
    await call;
    const after = await read(id);
    expect(postState(after ?? {})).toBe(to);
    if (action === 'Top') expect(after?.fIsTop).toBe(1);
    if (action === 'Publish') expect(after?.tPublishDate).toBeTruthy();
    if (action === 'Refresh') expect(after?.tRefreshDate).toBeTruthy();
  });

  it('un-pins a pinned post, and refuses a selection with any post in the wrong state as a whole', async () => {
    const pinned = await post('recruiting');
    await admin.TopCloudRecruitmentIDS({ ids: [pinned] });
    await admin.UnTopCloudRecruitmentIDS({ ids: [pinned] });
    expect((await read(pinned))?.fIsTop).toBe(0);
    const ready = await post('passed');
    const draft = await post('unreviewed', { cJobName: '待审核职位' });
    await expectRefused(
      admin.PublishCloudRecruitmentIDS({ ids: [ready, draft] }),
      409,
      '职位「待审核职位」未审核通过，不能发布',
    );
    expect(postState((await read(ready)) ?? {})).toBe('passed');
  });

  it('lets an enterprise tutor move only their own company’s posts, and not pin them', async () => {
    const own = await post('passed', { fCompanyId: tutorCompany });
    const foreign = await post('passed', { fCompanyId: otherCompany, cJobName: '别家职位' });
    await tutor.PublishCloudRecruitmentIDS({ ids: [own] });
    expect(postState((await read(own)) ?? {})).toBe('recruiting');
    await expectRefused(
      tutor.PublishCloudRecruitmentIDS({ ids: [foreign] }),
      403,
      '无权操作职位「别家职位」',
    );
    await expectRefused(tutor.TopCloudRecruitmentIDS({ ids: [own] }), 403);
    expect(postState((await read(foreign)) ?? {})).toBe('passed');
  });
});

describe("an enterprise tutor's posts", () => {
  const fields = {
    fRecruitmentType: 1,
    fEducationType: 2,
    fExperienceType: 1,
    cSalary: '5000元/月',
    cCity: '杭州',
    cContent: '<p>协助测试</p>',
  } as const;

  it('are offered and take only the companies the tutor works for', async () => {
    const mine = await tutor.GetMyCompanyList();
    expect(mine.map((c) => c.fCompanyId)).toEqual([tutorCompany]);
    expect(mine[0]?.cCompanyName).toBeTruthy();
    await expectRefused(student.GetMyCompanyList(), 403);

    const count = async () =>
      Number((await server.db.query('select count(*)::int as n from "CloudRecruitment"'))[0]?.n);
    const before = await count();
    await expectRefused(
      tutor.AddCloudRecruitment({ ...fields, cJobName: '冒名职位', fCompanyId: otherCompany } as PostInput),
      403,
      OWN_COMPANY_ONLY,
    );
    expect(await count()).toBe(before);

    const own = await tutor.AddCloudRecruitment({
      ...fields,
      cJobName: '测试助理',
      fCompanyId: tutorCompany,
    } as PostInput);
    await expectRefused(
      tutor.EditCloudRecruitment({ cCloudRecruitmentId: own.cCloudRecruitmentId, fCompanyId: otherCompany }),
      403,
      OWN_COMPANY_ONLY,
    );
    expect((await read(own.cCloudRecruitmentId))?.fCompanyId).toBe(tutorCompany);
    // An edit that leaves the company alone is no attempt to move the post.
    await tutor.EditCloudRecruitment({ cCloudRecruitmentId: own.cCloudRecruitmentId, cSalary: '5500元/月' });
  });
});

describe('a deadline already past', () => {
  // The chain actions that would leave a post open to applications: refused as a whole, nothing changed.
  it.each([
    ['Publish', 'passed', DEADLINE_PASSED],
    ['UnFinish', 'finished', '截止日期已过，不能恢复招聘'],
  ] as const)('%s refuses a %s post whose deadline has passed', async (action, from, why) => {
    const id = await post(from, { tDeadline: day(-1), cJobName: '过期职位' });
    const before = await read(id);
    const call = admin.call(`${action}CloudRecruitmentIDS` as 'AuthCloudRecruitmentIDS', { ids: [id] });
    await expectRefused(call, 409, `职位「过期职位」${why}`);
    expect(await read(id)).toEqual(before);
    // A deadline of today still takes applications today.
    const open = await post(from, { tDeadline: day(0) });
    await admin.call(`${action}CloudRecruitmentIDS` as 'AuthCloudRecruitmentIDS', { ids: [open] });
    expect(postState((await read(open)) ?? {})).toBe('recruiting');
  });

  it('an edit does not move a published post’s deadline into the past, but may leave it as it was', async () => {
    const id = await post('recruiting', { tDeadline: day(3) });
    const before = await read(id);
    await expectRefused(
      admin.EditCloudRecruitment({ cCloudRecruitmentId: id, tDeadline: day(-1) }),
      400,
      PUBLISHED_DEADLINE_PASSED,
    );
    expect(await read(id)).toEqual(before);
    // A post whose deadline passed while it was published still saves its other changes.
    await server.db.query('update "CloudRecruitment" set "tDeadline" = $2 where "cCloudRecruitmentId" = $1', [
      id,
      day(-2),
    ]);
    await admin.EditCloudRecruitment({ cCloudRecruitmentId: id, tDeadline: day(-2), cSalary: '面议' });
    expect((await read(id))?.cSalary).toBe('面议');
    // An unpublished draft may carry any deadline: it is checked when published.
    const draft = await post('passed');
    await admin.EditCloudRecruitment({ cCloudRecruitmentId: draft, tDeadline: day(-1) });
  });
});

describe('a post past its deadline lists as 已截止 (issue 24)', () => {
  it('every list and the model say so from the day after the deadline, and nothing more is applied to it', async () => {
    const expired = await post('recruiting', { tDeadline: day(-1) });
    const lastDay = await post('recruiting', { tDeadline: day(0) });
    const undated = await post('recruiting');
    for (const who of [admin, tutor, student]) {
      const { List } = await who.GetCloudRecruitmentPageList({ pageNumber: 1, pageSize: 999999 });
      const byId = new Map(List.map((r) => [r.cCloudRecruitmentId, r.fIsExpired]));
      expect([byId.get(expired), byId.get(lastDay), byId.get(undated)]).toEqual([1, 0, 0]);
    }
    expect((await student.GetCloudRecruitmentModel({ cCloudRecruitmentId: expired })).fIsExpired).toBe(1);
  });

  it('refuses an application to it, writing nothing', async () => {
    const expired = await post('recruiting', { tDeadline: day(-1) });
    const [resume] = await server.db.query(
      'select "cCloudResumeId" from "CloudResume" where "fUserId" = $1',
      [(await userId(server, 'student')).id],
    );
    await expectRefused(
      student.AddCloudRecruitmentApply({
        cCloudRecruitmentId: expired,
        cCloudResumeId: String(resume?.cCloudResumeId),
      }),
      409,
      POST_EXPIRED,
    );
    expect(POST_EXPIRED).toContain('已截止');
    expect(
      await server.db.query('select 1 from "CloudRecruitmentApply" where "cCloudRecruitmentId" = $1', [
        expired,
      ]),
    ).toHaveLength(0);
    expect((await read(expired))?.fApplyCount ?? 0).toBe(0);
  });
});

describe('pinned posts head every list (issue 24)', () => {
  it('whatever the sort, the pinned come first, the rest in the sort asked for', async () => {
    const pinned = await post('recruiting', { cJobName: '置顶职位' });
    await admin.TopCloudRecruitmentIDS({ ids: [pinned] });
    // Refreshed after the pinned one: by the default sort (freshest first) it would come before it.
    const fresh = await post('recruiting');
    await admin.RefreshCloudRecruitmentIDS({ ids: [fresh] });
    const sorts = [
      {},
      { sortName: 'tPublishDate', sortOrder: 'asc' },
      { sortName: 'fIsTop', sortOrder: 'asc' },
    ] as const;
    for (const who of [admin, student]) {
      for (const sort of sorts) {
        const { List } = await who.GetCloudRecruitmentPageList({ pageNumber: 1, pageSize: 999999, ...sort });
        const tops = List.map((r) => r.fIsTop ?? 0);
        expect(tops).toEqual([...tops].sort((a, b) => b - a));
        const ids = List.map((r) => r.cCloudRecruitmentId);
        expect(ids.indexOf(pinned)).toBeLessThan(ids.indexOf(fresh));
      }
    }
  });
});

describe('applications', () => {
  let resume: string;
  let post1: string;

  beforeAll(async () => {
    const base = await student.AddCloudResumeBase({ cRealName: '刘子涵', fSex: 1, cMobile: '13800138000' });
    const key = 'default/resume/u1---刘子涵简历.pdf';
    mkdirSync(dirname(join(server.filesDir, key)), { recursive: true });
    writeFileSync(join(server.filesDir, key), '%PDF-1.4 简历');
    await noteUploadOf(server.db, key, 'student');
    resume = (
      await student.AddCloudResume({
        cCloudResumeBaseId: base.cCloudResumeBaseId,
        cResumeName: '开发岗简历',
        cFilePath: key,
      })
    ).cCloudResumeId;
    post1 = await post('recruiting', { fCompanyId: tutorCompany, cJobName: '前端开发实习生' });
  });

  it('sends a student’s own resume to a recruiting post once, with a copy of its attachment', async () => {
    const sent = await student.AddCloudRecruitmentApply({
      cCloudRecruitmentId: post1,
      cCloudResumeId: resume,
      cMessage: '期待加入',
    });
    expect(sent).toMatchObject({
      cCloudRecruitmentId: post1,
      cFilePath: 'default/resume/u1---刘子涵简历.pdf',
    });
    expect((await read(post1))?.fApplyCount).toBe(1);
    await expectRefused(
      student.AddCloudRecruitmentApply({ cCloudRecruitmentId: post1, cCloudResumeId: resume }),
      409,
      '你已投递过该职位，请勿重复投递',
    );
    expect((await read(post1))?.fApplyCount).toBe(1);
  });

  it.each(['passed', 'finished'] as const)('refuses applications to a %s post', async (state) => {
    const id = await post(state);
    await expectRefused(
      student.AddCloudRecruitmentApply({ cCloudRecruitmentId: id, cCloudResumeId: resume }),
      409,
      '该职位未发布或已结束招聘，不能投递',
    );
    expect(
      await server.db.query('select 1 from "CloudRecruitmentApply" where "cCloudRecruitmentId" = $1', [id]),
    ).toHaveLength(0);
  });

  it('refuses someone else’s resume', async () => {
    const [other] = (await studentsOf(server, demoId('School', 1))).slice(1, 2);
    const classmate = await signIn(server, other?.userName as string);
    await expectRefused(
      classmate.AddCloudRecruitmentApply({ cCloudRecruitmentId: post1, cCloudResumeId: resume }),
      403,
      '只能使用自己的简历投递',
    );
  });

  it('shows students only published posts', async () => {
    const hidden = await post('passed');
    const board = await student.GetCloudRecruitmentPageList({ pageNumber: 1, pageSize: 999999 });
    const ids = board.List.map((r) => r.cCloudRecruitmentId);
    expect(ids).toContain(post1);
    expect(ids).not.toContain(hidden);
    expect(board.List.every((r) => r.fIsPublish === 1 && r.fStatus === 1)).toBe(true);
  });

  it('shows an enterprise tutor the applications to their company’s posts and lets them download the resumes', async () => {
    const list = await tutor.GetCloudRecruitmentApplyPageList({ pageNumber: 1, pageSize: 999999 });
    const mine = list.List.filter((r) => r.cCloudRecruitmentId === post1);
    expect(mine).toHaveLength(1);
    // The applicant's 求职留言 reaches the poster, in the list and in the detail.
    expect(mine[0]?.cMessage).toBe('期待加入');
    const detail = await tutor.GetCloudRecruitmentApplyModel({
      cCloudRecruitmentApplyId: mine[0]?.cCloudRecruitmentApplyId as string,
    });
    expect(detail.cMessage).toBe('期待加入');
    const file = await batchDownload(tutor, 'BatchDownloadCloudRecruitmentApply', {
      ids: [mine[0]?.cCloudRecruitmentApplyId as string],
    });
    const entries = Object.keys(unzipSync(new Uint8Array(await file.blob.arrayBuffer())));
    expect(entries).toEqual([expect.stringMatching(/^刘子涵_前端开发实习生\/刘子涵简历\.pdf$/)]);
    const elsewhere = await post('recruiting', { fCompanyId: otherCompany });
    const foreign = await student.AddCloudRecruitmentApply({
      cCloudRecruitmentId: elsewhere,
      cCloudResumeId: resume,
    });
    const after = await tutor.GetCloudRecruitmentApplyPageList({ pageNumber: 1, pageSize: 999999 });
    expect(after.List.map((r) => r.cCloudRecruitmentApplyId)).not.toContain(foreign.cCloudRecruitmentApplyId);
    await expectRefused(
      tutor.BatchDownloadCloudRecruitmentApply({ ids: [foreign.cCloudRecruitmentApplyId] }),
      403,
    );
  });

  it('lets an enterprise tutor read a resume sent to their company, and no other', async () => {
    const sent = await tutor.GetCloudResumeModel({ cCloudResumeId: resume });
    expect(sent.cCloudResumeId).toBe(resume);
    const base = await tutor.GetCloudResumeBaseModel({ cCloudResumeBaseId: String(sent.cCloudResumeBaseId) });
    expect(base.fUserId).toBe(sent.fUserId);
    const kept = await student.AddCloudResume({
      cCloudResumeBaseId: String(sent.cCloudResumeBaseId),
      cResumeName: '未投递的简历',
    } as Parameters<Sdk['AddCloudResume']>[0]);
    await expectRefused(tutor.GetCloudResumeModel({ cCloudResumeId: kept.cCloudResumeId }), 403);
  });

  it('lets an enterprise tutor mark the applications to their company’s posts only; a student none', async () => {
    const [own] = await server.db.query(
      'select "cCloudRecruitmentApplyId" as id from "CloudRecruitmentApply" where "cCloudRecruitmentId" = $1',
      [post1],
    );
    const ownId = String(own?.id);
    await tutor.MarkCloudRecruitmentApplyIDS({ ids: [ownId], fMarkStatus: 1 });
    expect(
      (await rowOf(server, 'CloudRecruitmentApply', 'cCloudRecruitmentApplyId', ownId))?.fMarkStatus,
    ).toBe(1);

    const elsewhere = await post('recruiting', { fCompanyId: otherCompany });
    const foreign = await student.AddCloudRecruitmentApply({
      cCloudRecruitmentId: elsewhere,
      cCloudResumeId: resume,
    });
    const foreignId = foreign.cCloudRecruitmentApplyId;
    // A selection holding one foreign application is refused whole: the tutor's own one keeps its mark.
    await expectRefused(
      tutor.MarkCloudRecruitmentApplyIDS({ ids: [ownId, foreignId], fMarkStatus: 3 }),
      403,
      '只能标记投递到本企业职位的简历',
    );
    await expectRefused(student.MarkCloudRecruitmentApplyIDS({ ids: [ownId], fMarkStatus: 3 }), 403);
    const marks = await server.db.query(
      'select "cCloudRecruitmentApplyId" as id, "fMarkStatus" as mark from "CloudRecruitmentApply" where "cCloudRecruitmentApplyId" = any($1) order by 1',
      [[ownId, foreignId]],
    );
    expect(Object.fromEntries(marks.map((m) => [m.id, m.mark ?? 0]))).toEqual({ [ownId]: 1, [foreignId]: 0 });
  });

  it('withdraws an application and the count follows', async () => {
    const [sent] = await server.db.query(
      'select "cCloudRecruitmentApplyId" as id from "CloudRecruitmentApply" where "cCloudRecruitmentId" = $1',
      [post1],
    );
    await student.DeleteCloudRecruitmentApplyIDS({ ids: [String(sent?.id)] });
    expect((await read(post1))?.fApplyCount).toBe(0);
  });
});
