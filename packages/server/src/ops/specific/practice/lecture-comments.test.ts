import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoId } from '../../../seed/demo.js';
import {
  day,
  expectRefused,
  type Sdk,
  signIn,
  startTestServer,
  studentsOf,
  type TestServer,
} from './test-kit.js';

/*
 * A lecture's comments are seen only by who may open the lecture (the contract's rows of the comment
 * entities: parent and published, auth/scope.ts): in the page list and by model alike, in all three areas.
 */

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let server: TestServer;
let school: Sdk;
let teacher: Sdk;
let student: Sdk;
let classmate: Sdk;
/** Callers of another school (江南信息), who cannot open an in-school lecture of 华东理工. */
let outsiders: [string, Sdk][];

beforeAll(async () => {
  server = await startTestServer();
  [school, teacher, student] = await Promise.all([
    signIn(server, 'school'),
    signIn(server, 'teacher'),
    signIn(server, 'student'),
  ]);
  const [mate] = (await studentsOf(server, demoId('School', 1))).slice(1);
  const [other] = await studentsOf(server, demoId('School', 2));
  classmate = await signIn(server, String(mate?.userName));
  outsiders = [
    ['江南信息学生', await signIn(server, String(other?.userName))],
    ['江南信息教师', await signIn(server, '2012019')],
  ];
}, 120_000);
afterAll(() => server?.close());

const AREAS = ['CloudSeminar', 'CloudCareerPlanning', 'CloudInnovation'] as const;

/** An in-school lecture of 华东理工, passed, with the student's comment opened by the teacher. */
async function openedComment(area: string) {
  const key = `c${area}Id`;
  const lecture = (await teacher.call(`Add${area}` as 'AddCloudSeminar', {
    cTitle: '校内讲座',
    fLectureType: 1,
    fSchoolId: demoId('School', 1),
    cSpeaker: '张文博',
    tStartDate: `${day(4)} 14:00:00`,
    tEndDate: `${day(4)} 16:00:00`,
  })) as Record<string, unknown>;
  const lectureId = lecture[key] as string;
  await school.call(`Auth${area}IDS` as 'AuthCloudSeminarIDS', { ids: [lectureId] });
  const comment = (await student.call(
    `Add${area}Comment` as 'AddCloudSeminarComment',
    {
      [key]: lectureId,
      cContent: '本校讲座的评论',
    } as never,
  )) as Record<string, unknown>;
  const commentId = comment[`c${area}CommentId`] as string;
  await teacher.call(`Open${area}CommentIDS` as 'OpenCloudSeminarCommentIDS', { ids: [commentId] });
  return { key, lectureId, commentId };
}

const listed = async (as: Sdk, area: string, key: string, lectureId: string) =>
  (
    (await as.call(
      `Get${area}CommentPageList` as 'GetCloudSeminarCommentPageList',
      {
        pageNumber: 1,
        pageSize: 999999,
        [key]: lectureId,
      } as never,
    )) as { List: Record<string, unknown>[] }
  ).List.map((c) => c[`c${area}CommentId`]);
const model = (as: Sdk, area: string, commentId: string) =>
  as.call(
    `Get${area}CommentModel` as 'GetCloudSeminarCommentModel',
    {
      [`c${area}CommentId`]: commentId,
    } as never,
  );

describe.each(AREAS)('%s comments', (area) => {
  it('are not shown to a caller of another school, in the list nor by model', async () => {
    const { key, lectureId, commentId } = await openedComment(area);
    expect(await listed(classmate, area, key, lectureId)).toEqual([commentId]);
    await expect(model(classmate, area, commentId)).resolves.toMatchObject({ cContent: '本校讲座的评论' });
    for (const [who, outsider] of outsiders) {
      await expectRefused(
        outsider.call(`Get${area}Model` as 'GetCloudSeminarModel', { [key]: lectureId } as never),
        403,
      );
      expect(await listed(outsider, area, key, lectureId), who).toEqual([]);
      await expectRefused(model(outsider, area, commentId), 403);
    }
  });

  it('are not shown to students once their lecture is no longer passed', async () => {
    const { key, lectureId, commentId } = await openedComment(area);
    await school.call(`UnAuth${area}IDS` as 'UnAuthCloudSeminarIDS', { ids: [lectureId] });
    for (const who of [classmate, student]) {
      expect(await listed(who, area, key, lectureId)).toEqual([]);
      await expectRefused(model(who, area, commentId), 404);
    }
    // The lecturers still moderate them.
    expect(await listed(teacher, area, key, lectureId)).toEqual([commentId]);
  });
});
