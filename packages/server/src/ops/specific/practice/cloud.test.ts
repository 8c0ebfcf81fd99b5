import { createSdk } from '@practice/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAMPLE_FILES, uploadedPath } from '../../../files/testing.js';
import { demoId } from '../../../seed/demo.js';
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
 * Lecture areas (comments opened by lecturers, enrolments taken once), project questions (reply, open,
 * close), the download counters and the portal's published-only view.
 */

// A real server per file; sign-ins hash passwords and imports parse in a worker, slow when suites share the CPU.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let server: TestServer;
let admin: Sdk;
let school: Sdk;
let teacher: Sdk;
let student: Sdk;
let classmates: Sdk[];
const SCHOOL_1 = demoId('School', 1);

beforeAll(async () => {
  server = await startTestServer();
  [admin, school, teacher, student] = await Promise.all([
    signIn(server, 'admin'),
    signIn(server, 'school'),
    signIn(server, 'teacher'),
    signIn(server, 'student'),
  ]);
  const others = (await studentsOf(server, SCHOOL_1)).slice(1, 9);
  classmates = await Promise.all(others.map((s) => signIn(server, s.userName)));
}, 120_000);
afterAll(() => server?.close());

async function seminar(o: { fMaxEnroll?: number } = {}) {
  const row = await teacher.AddCloudSeminar({
    cTitle: `研讨会${Math.random().toString(36).slice(2, 7)}`,
    fLectureType: 1,
    fSchoolId: SCHOOL_1,
    cSpeaker: '张文博',
    tStartDate: `${day(5)} 14:00:00`,
    tEndDate: `${day(5)} 16:00:00`,
    ...o,
  });
  // A new lecture waits for review (未审核); enrolment opens once the school admin passes it.
  expect(row).toMatchObject({ fStatus: 4 });
  await school.AuthCloudSeminarIDS({ ids: [row.cCloudSeminarId] });
  return row.cCloudSeminarId;
}

const statusOf = async (id: string) => (await rowOf(server, 'CloudSeminar', 'cCloudSeminarId', id))?.fStatus;

describe('lecture review', () => {
  it('goes to the school admin first, then the platform admin', async () => {
    const { cCloudSeminarId: id } = await teacher.AddCloudSeminar({
      cTitle: '两级审核研讨会',
      fLectureType: 2,
      fSchoolId: SCHOOL_1,
      cSpeaker: '张文博',
      tStartDate: `${day(6)} 14:00:00`,
      tEndDate: `${day(6)} 16:00:00`,
    });
    await expectRefused(teacher.AuthCloudSeminarIDS({ ids: [id] }), 403);
    await expectRefused(
      admin.AuthCloudSeminarIDS({ ids: [id] }),
      409,
      '「两级审核研讨会」须学校管理员审核通过后，平台管理员才能审核',
    );
    await school.UnAuthCloudSeminarIDS({ ids: [id] });
    expect(await statusOf(id)).toBe(1);
    await expectRefused(admin.AuthCloudSeminarIDS({ ids: [id] }), 409);
    await school.AuthCloudSeminarIDS({ ids: [id] });
    expect(await statusOf(id)).toBe(0);
    await admin.UnAuthCloudSeminarIDS({ ids: [id] });
    expect(await statusOf(id)).toBe(3);
    await admin.AuthCloudSeminarIDS({ ids: [id] });
    expect(await statusOf(id)).toBe(2);
    await expectRefused(
      school.UnAuthCloudSeminarIDS({ ids: [id] }),
      409,
      '「两级审核研讨会」平台管理员已审核，学校管理员不能再修改审核结果',
    );
    expect(await statusOf(id)).toBe(2);
  });

  it("of a lecture without a school is the platform admin's alone", async () => {
    const { cCloudSeminarId: id } = await admin.AddCloudSeminar({
      cTitle: '全平台研讨会',
      fLectureType: 2,
      cSpeaker: '周晓岚',
      tStartDate: `${day(6)} 09:00:00`,
      tEndDate: `${day(6)} 11:00:00`,
    });
    await admin.AuthCloudSeminarIDS({ ids: [id] });
    expect(await statusOf(id)).toBe(2);
  });

  it('hides a lecture from students until it passed, also by direct call', async () => {
    const { cCloudSeminarId: id } = await teacher.AddCloudSeminar({
      cTitle: '待审核的研讨会',
      fLectureType: 1,
      fSchoolId: SCHOOL_1,
      cSpeaker: '张文博',
      tStartDate: `${day(7)} 14:00:00`,
      tEndDate: `${day(7)} 16:00:00`,
    });
    const listed = async () =>
      (await student.GetCloudSeminarPageList({ pageNumber: 1, pageSize: 999999 })).List.map(
        (r) => r.cCloudSeminarId,
      );
    expect(await listed()).not.toContain(id);
    await expectRefused(student.GetCloudSeminarModel({ cCloudSeminarId: id }), 404);
    await expectRefused(student.AddCloudSeminarComment({ cCloudSeminarId: id, cContent: '提前评论' }), 404);
    await expectRefused(student.AddCloudPlaybackViewer({ cCloudSeminarId: id, fWatchSeconds: 5 }), 404);
    expect((await teacher.GetCloudSeminarModel({ cCloudSeminarId: id })).cTitle).toBe('待审核的研讨会');
    await school.AuthCloudSeminarIDS({ ids: [id] });
    expect(await listed()).toContain(id);
    expect((await student.GetCloudSeminarModel({ cCloudSeminarId: id })).fStatus).toBe(0);
  });
});

describe('playback viewers', () => {
  it('are one row per person and lecture, keeping the longest watch', async () => {
    const id = await seminar();
    await student.AddCloudPlaybackViewer({ cCloudSeminarId: id, fWatchSeconds: 40 });
    await student.AddCloudPlaybackViewer({ cCloudSeminarId: id, fWatchSeconds: 12 });
    await (classmates[1] as Sdk).AddCloudPlaybackViewer({ cCloudSeminarId: id, fWatchSeconds: 3 });
    const rows = (
      await teacher.GetCloudPlaybackViewerPageList({ pageNumber: 1, pageSize: 999999, cCloudSeminarId: id })
    ).List;
    expect(rows).toHaveLength(2);
    const me = (await userId(server, 'student')).id;
    const mine = rows.find((r) => r.fUserId === me);
    expect(mine).toMatchObject({ fWatchSeconds: 40 });
    expect(await rowOf(server, 'CloudSeminar', 'cCloudSeminarId', id)).toMatchObject({ fViewCount: 2 });
  });
});

describe('lecture comments', () => {
  it('are seen by others only once a lecturer opens them', async () => {
    const id = await seminar();
    const comment = await student.AddCloudSeminarComment({
      cCloudSeminarId: id,
      cContent: '讲得很清楚，收获很大',
    });
    expect(comment).toMatchObject({ fIsOpen: 0, fUserId: (await userId(server, 'student')).id });
    const seen = async () =>
      (
        await (classmates[0] as Sdk).GetCloudSeminarCommentPageList({
          pageNumber: 1,
          pageSize: 999999,
          cCloudSeminarId: id,
        })
      ).List;
    expect(await seen()).toHaveLength(0);
    await expectRefused(student.OpenCloudSeminarCommentIDS({ ids: [comment.cCloudSeminarCommentId] }), 403);
    await teacher.OpenCloudSeminarCommentIDS({ ids: [comment.cCloudSeminarCommentId] });
    expect((await seen()).map((c) => c.cContent)).toEqual(['讲得很清楚，收获很大']);
    await teacher.UnOpenCloudSeminarCommentIDS({ ids: [comment.cCloudSeminarCommentId] });
    expect(await seen()).toHaveLength(0);
  });

  it.each(['CloudCareerPlanning', 'CloudInnovation'] as const)('work the same in %s', async (area) => {
    const lecture = (await teacher.call(`Add${area}` as 'AddCloudSeminar', {
      cTitle: '讲座',
      fLectureType: 1,
      cSpeaker: '讲师',
      tStartDate: `${day(3)} 09:00:00`,
      tEndDate: `${day(3)} 11:00:00`,
    })) as Record<string, unknown>;
    const key = `c${area}Id`;
    // A student comments on a lecture once it passed review (a lecture of no school: the platform admin's).
    await admin.call(`Auth${area}IDS` as 'AuthCloudSeminarIDS', { ids: [lecture[key] as string] });
    const comment = (await student.call(
      `Add${area}Comment` as 'AddCloudSeminarComment',
      {
        [key]: lecture[key],
        cContent: '很有启发',
      } as never,
    )) as Record<string, unknown>;
    const commentId = comment[`c${area}CommentId`] as string;
    await teacher.call(`Open${area}CommentIDS` as 'OpenCloudSeminarCommentIDS', { ids: [commentId] });
    expect(await rowOf(server, `${area}Comment`, `c${area}CommentId`, commentId)).toMatchObject({
      fIsOpen: 1,
    });
    await teacher.call(`UnOpen${area}CommentIDS` as 'UnOpenCloudSeminarCommentIDS', { ids: [commentId] });
    expect(await rowOf(server, `${area}Comment`, `c${area}CommentId`, commentId)).toMatchObject({
      fIsOpen: 0,
    });
  });
});

describe('lecture enrolments', () => {
  it('take each attendee once and no more than the seats, also all at once', async () => {
    const id = await seminar({ fMaxEnroll: 3 });
    const results = await Promise.allSettled(
      classmates.map((c) => c.AddCloudSeminarEnrollment({ cCloudSeminarId: id })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await rowOf(server, 'CloudSeminar', 'cCloudSeminarId', id)).toMatchObject({ fEnrollCount: 3 });
    const winner = classmates[results.findIndex((r) => r.status === 'fulfilled')] as Sdk;
    await expectRefused(
      winner.AddCloudSeminarEnrollment({ cCloudSeminarId: id }),
      409,
      '你已报名该讲座，请勿重复报名',
    );
    await expectRefused(student.AddCloudSeminarEnrollment({ cCloudSeminarId: id }), 409, '讲座报名人数已满');
  });

  it('are refused for a lecture that did not pass review, and withdrawing frees the seat', async () => {
    const pending = await teacher.AddCloudSeminar({
      cTitle: '待审核研讨会',
      fLectureType: 1,
      fSchoolId: SCHOOL_1,
      cSpeaker: '张文博',
      tStartDate: `${day(5)} 14:00:00`,
      tEndDate: `${day(5)} 16:00:00`,
    });
    await expectRefused(
      student.AddCloudSeminarEnrollment({ cCloudSeminarId: pending.cCloudSeminarId }),
      409,
      '讲座未审核通过，暂不能报名',
    );
    const id = await seminar({ fMaxEnroll: 1 });
    const mine = await student.AddCloudSeminarEnrollment({ cCloudSeminarId: id });
    await student.DeleteCloudSeminarEnrollmentIDS({ ids: [mine.cCloudSeminarEnrollmentId] });
    expect(await rowOf(server, 'CloudSeminar', 'cCloudSeminarId', id)).toMatchObject({ fEnrollCount: 0 });
    await admin.UnAuthCloudSeminarIDS({ ids: [id] });
    await expectRefused(
      student.AddCloudSeminarEnrollment({ cCloudSeminarId: id }),
      409,
      '讲座未审核通过，暂不能报名',
    );
  });
});

describe('project questions', () => {
  let projectId: string;
  let questionId: string;
  beforeAll(async () => {
    const project = await admin.AddProjectInfo({
      fSchoolId: SCHOOL_1,
      cProjectName: '答疑测试项目',
      tEnrollStartDate: day(-1),
      tEnrollEndDate: day(7),
      tStartDate: day(8),
      tEndDate: day(90),
    });
    projectId = project.cProjectInfoId;
    await admin.AuthProjectInfoIDS({ ids: [projectId] });
    await admin.AddProjectTutor({
      cProjectInfoId: projectId,
      fTutorUserId: (await userId(server, 'teacher')).id,
      fTutorType: 1,
    });
    await student.AddProjectTeam({ cProjectInfoId: projectId, cTeamName: '提问队' });
    await (classmates[0] as Sdk).AddProjectTeam({ cProjectInfoId: projectId, cTeamName: '旁听队' });
    questionId = (
      await student.AddProjectQuestion({
        cProjectInfoId: projectId,
        cTitle: '接口如何鉴权',
        cContent: '登录后的接口怎么校验令牌？',
      })
    ).cProjectQuestionId;
  });

  it('is answered by a tutor, who is recorded with the time', async () => {
    await expectRefused(
      student.ReplyProjectQuestion({ cProjectQuestionId: questionId, cReplyContent: '自问自答' }),
      403,
    );
    await teacher.ReplyProjectQuestion({
      cProjectQuestionId: questionId,
      cReplyContent: '在网关统一校验Bearer令牌',
    });
    const row = await student.GetProjectQuestionModel({ cProjectQuestionId: questionId });
    expect(row).toMatchObject({
      cReplyContent: '在网关统一校验Bearer令牌',
      fReplyUserId: (await userId(server, 'teacher')).id,
      cReplyUserName: '张文博',
      fStatus: 1,
    });
    expect(row.tReplyDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('is shared with the other teams once opened', async () => {
    const list = async () =>
      (
        await (classmates[0] as Sdk).GetProjectQuestionPageList({
          pageNumber: 1,
          pageSize: 99,
          cProjectInfoId: projectId,
        })
      ).List;
    expect(await list()).toHaveLength(0);
    await teacher.OpenProjectQuestionIDS({ ids: [questionId] });
    expect((await list()).map((q) => q.cTitle)).toEqual(['接口如何鉴权']);
  });

  it('takes no more replies once closed', async () => {
    await teacher.CloseProjectQuestionIDS({ ids: [questionId] });
    await expectRefused(
      teacher.ReplyProjectQuestion({ cProjectQuestionId: questionId, cReplyContent: '补充' }),
      409,
      '问题已关闭，不能回复',
    );
    expect(await rowOf(server, 'ProjectQuestion', 'cProjectQuestionId', questionId)).toMatchObject({
      fStatus: 2,
      cReplyContent: '在网关统一校验Bearer令牌',
    });
  });
});

describe('download counters', () => {
  const burst = (n: number, call: () => Promise<unknown>) => Promise.all(Array.from({ length: n }, call));

  it('count every download of common and cloud resources, tutorials and seminar files without losing one', async () => {
    const common = await teacher.AddCommonResource({
      cResourceName: '实训报告模板',
      fResourceType: 1,
      cFilePath: await uploadedPath(teacher, '模板.docx', SAMPLE_FILES.zip),
    });
    await burst(15, () =>
      student.AddCommonResourceDownloadCount({ cCommonResourceId: common.cCommonResourceId }),
    );
    expect(
      await rowOf(server, 'CommonResource', 'cCommonResourceId', common.cCommonResourceId),
    ).toMatchObject({ fDownloadCount: 15 });

    const label = await admin.AddTutorialThemeLabel({ cLabelName: '入门' });
    const tutorial = await admin.AddTutorialInfo({
      cTitle: '如何选课',
      fTutorialType: 2,
      cTutorialThemeLabelId: label.cTutorialThemeLabelId,
      cFilePath: await uploadedPath(admin, '选课指南.pdf', SAMPLE_FILES.pdf),
    });
    await burst(12, () =>
      student.UpdateTutorialInfoDownloadCount({ cTutorialInfoId: tutorial.cTutorialInfoId }),
    );
    expect(await rowOf(server, 'TutorialInfo', 'cTutorialInfoId', tutorial.cTutorialInfoId)).toMatchObject({
      fDownloadCount: 12,
    });

    const file = await teacher.AddCloudSeminarTeachFile({
      cCloudSeminarId: await seminar(),
      cFileName: '课件',
      cFilePath: await uploadedPath(teacher, '课件.pptx', SAMPLE_FILES.zip),
    });
    await burst(10, () =>
      student.EditCloudSeminarTeachFileDownloadCount({
        cCloudSeminarTeachFileId: file.cCloudSeminarTeachFileId,
      }),
    );
    expect(
      await rowOf(server, 'CloudSeminarTeachFile', 'cCloudSeminarTeachFileId', file.cCloudSeminarTeachFileId),
    ).toMatchObject({
      fDownloadCount: 10,
    });
    const cloud = await teacher.AddCloudResource({
      cResourceName: '实习安全教育课件',
      fResourceType: 1,
      cFilePath: await uploadedPath(teacher, '安全教育.pptx', SAMPLE_FILES.zip),
    });
    await burst(9, () => student.AddCloudResourceDownloadCount({ cCloudResourceId: cloud.cCloudResourceId }));
    expect(await rowOf(server, 'CloudResource', 'cCloudResourceId', cloud.cCloudResourceId)).toMatchObject({
      fDownloadCount: 9,
    });
    // A well-formed id that names no row is not found; anything this server could not have issued is a bad request.
    await expectRefused(student.AddCommonResourceDownloadCount({ cCommonResourceId: '0'.repeat(32) }), 404);
    await expectRefused(
      student.AddCommonResourceDownloadCount({ cCommonResourceId: 'no-such-resource' }),
      400,
    );
  });

  it('count downloads of a project resource by a team member', async () => {
    // A resource of a project the demo student's team belongs to.
    const [row] = await server.db.query<{ id: string; n: number | null }>(
      `select r."cProjectResourceId" as id, r."fDownloadCount" as n from "ProjectResource" r
        where r."cProjectInfoId" in (select "cProjectInfoId" from "ProjectTeamStudent" where "fStudentUserId" = $1)
        limit 1`,
      [(await userId(server, 'student')).id],
    );
    expect(row).toBeDefined();
    const id = row?.id as string;
    await burst(8, () => student.AddProjectResourceDownloadCount({ cProjectResourceId: id }));
    expect(await rowOf(server, 'ProjectResource', 'cProjectResourceId', id)).toMatchObject({
      fDownloadCount: (row?.n ?? 0) + 8,
    });
  });
});

describe('the portal', () => {
  it('shows the public published news only, while editors load drafts', async () => {
    const anonymous = createSdk({ baseUrl: server.url });
    const news = await admin.AddGatewayNewsInfo({
      fType: 1,
      cTitle: '实践教学周启动',
      cAbstract: '本学期实践教学周正式启动',
      fSort: 1,
      cNewsDate: `${day(0)} 09:00:00`,
      cContent: '<p>内容</p>',
    });
    const id = news.fNewsInfoId;
    expect((await admin.GetGatewayNewsInfoVModel({ fNewsInfoId: id })).cTitle).toBe('实践教学周启动');
    await expectRefused(anonymous.GetGatewayNewsInfoVModel({ fNewsInfoId: id }), 404);
    const drafts = await anonymous.GetGatewayNewsInfoPageList({ pageNumber: 1, pageSize: 999999 });
    expect(drafts.List.map((n) => n.fNewsInfoId)).not.toContain(id);
    await admin.AuthGatewayNewsInfoIDS({ ids: [id] });
    expect((await anonymous.GetGatewayNewsInfoVModel({ fNewsInfoId: id })).fStatus).toBe(1);
    const published = await anonymous.GetGatewayNewsInfoPageList({ pageNumber: 1, pageSize: 999999 });
    expect(published.List.map((n) => n.fNewsInfoId)).toContain(id);
  });
});
