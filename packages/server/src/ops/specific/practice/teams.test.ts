import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { batchDownload } from '@practice/sdk';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { noteUploadOf, SAMPLE_FILES, uploadedPath } from '../../../files/testing.js';
import {
  approvedProject,
  type Camp,
  formTeam as formCampTeam,
  joinByInvitation as joinCampTeam,
  type ProjectInput,
  CAMP_SCHOOL as SCHOOL_1,
  setMaxRunning,
  startCamp,
} from './camp-fixture.js';
import { INVITE_ONLY } from './team-rules.js';
import { day, expectRefused, rowOf, type Sdk, type TestServer } from './test-kit.js';

/*
 * Training-camp teams (SPEC §4 "Teams: set leader, student exits team; revoke enrolment", §5 未报名，无需撤销):
 * forming, editing, leaving, leadership, the enrolment review and the team's hand-ins.
 */

// A real server per file; sign-ins hash passwords and imports parse in a worker, slow when suites share the CPU.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let camp: Camp;
let server: TestServer;
let admin: Sdk;
let school: Sdk;
const as = (i: number) => camp.as(i);
const idOf = (i: number) => camp.idOf(i);
/** Ids in one order, whatever the database's collation. */
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const project = (o: Partial<ProjectInput> = {}) =>
  approvedProject(admin, '实训测试项目', { fMinMember: 2, fMaxMember: 3, ...o });

const team = (id: string) => rowOf(server, 'ProjectTeam', 'cProjectTeamId', id);
const roster = async (id: string) =>
  (
    await server.db.query<{ fStudentUserId: string; fIsLeader: number }>(
      'select "fStudentUserId", "fIsLeader" from "ProjectTeamStudent" where "cProjectTeamId" = $1',
      [id],
    )
  ).sort((a, b) => byId(a.fStudentUserId, b.fStudentUserId));
/**
 * A team formed the students' way: the leader alone, each classmate by an invitation they accept, then the
 * leader's 提交报名 (issue 24; invitations.test.ts holds those rules).
 */
async function formTeam(p: string, leader: number, name: string, joiners: readonly number[], enrol = true) {
  const t = await formCampTeam(camp, p, leader, name, joiners);
  if (enrol) await as(leader).EnrollProjectTeam({ cProjectTeamId: t });
  return t;
}
const joinByInvitation = (p: string, t: string, leader: number, j: number) =>
  joinCampTeam(camp, p, t, leader, j);
const setEnroll = (id: string, value: number) =>
  server.db.query('update "ProjectTeam" set "fIsEnroll" = $2 where "cProjectTeamId" = $1', [id, value]);

beforeAll(async () => {
  camp = await startCamp(19);
  ({ server, admin, school } = camp);
  // These students take part in many projects at once here; the school's limit has tests of its own.
  await setMaxRunning(server, '0');
}, 120_000);
afterAll(() => server?.close());

describe('forming a team', () => {
  it('makes the caller the leader of a team that enrols once its classmates joined', async () => {
    const p = await project();
    const t = await as(0).AddProjectTeam({ cProjectInfoId: p, cTeamName: '先锋队' });
    expect(t).toMatchObject({ fIsEnroll: 0, fLeaderUserId: idOf(0), fMemberCount: 1, fSchoolId: SCHOOL_1 });
    await joinByInvitation(p, t.cProjectTeamId, 0, 1);
    await as(0).EnrollProjectTeam({ cProjectTeamId: t.cProjectTeamId });
    expect(await team(t.cProjectTeamId)).toMatchObject({ fIsEnroll: 1, fMemberCount: 2 });
    expect(await roster(t.cProjectTeamId)).toEqual(
      [
        { fStudentUserId: idOf(0), fIsLeader: 1 },
        { fStudentUserId: idOf(1), fIsLeader: 0 },
      ].sort((a, b) => byId(a.fStudentUserId, b.fStudentUserId)),
    );
  });

  it('keeps a student in one team per project, also when teams form at the same moment', async () => {
    const p = await project();
    await formTeam(p, 2, '甲队', [3]);
    const other = (await as(4).AddProjectTeam({ cProjectInfoId: p, cTeamName: '乙队' })).cProjectTeamId;
    await expectRefused(
      as(4).AddProjectTeamInvitation({ cProjectInfoId: p, cProjectTeamId: other, fInviteeUserId: idOf(3) }),
      409,
      /已加入该项目的其他团队$/,
    );
    // 报名 again by a member of a team of the project says so, naming the team, and forms nothing.
    await expectRefused(
      as(3).AddProjectTeam({ cProjectInfoId: p, cTeamName: '丙队' }),
      409,
      '你已报名该项目（所在团队「甲队」），请勿重复报名',
    );
    await expectRefused(
      as(2).AddProjectTeamWithStudent({ cProjectInfoId: p, cTeamName: '丁队', fStudentUserIds: [idOf(10)] }),
      409,
      '你已报名该项目（所在团队「甲队」），请勿重复报名',
    );
    // Four teams invite one classmate, who accepts all four at the same moment: one acceptance wins.
    const sent = [];
    for (const i of [5, 6, 7, 8]) {
      const t = (await as(i).AddProjectTeam({ cProjectInfoId: p, cTeamName: `队${i}` })).cProjectTeamId;
      sent.push(
        await as(i).AddProjectTeamInvitation({
          cProjectInfoId: p,
          cProjectTeamId: t,
          fInviteeUserId: idOf(9),
        }),
      );
    }
    const racers = sent.map((r) =>
      as(9).AcceptProjectTeamInvitation({ cProjectTeamInvitationId: r.cProjectTeamInvitationId }),
    );
    const results = await Promise.allSettled(racers);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const memberships = await server.db.query(
      'select 1 from "ProjectTeamStudent" where "cProjectInfoId" = $1 and "fStudentUserId" = $2',
      [p, idOf(9)],
    );
    expect(memberships).toHaveLength(1);
  });

  it.each([
    // A student's 报名 keeps to the window (staff are not bound by it).
    [
      'outside the enrolment window',
      { tEnrollStartDate: day(-9), tEnrollEndDate: day(-1) },
      10,
      [],
      '项目报名已截止',
    ],
    // Staff name the members (a student forms the team alone and invites): the limit holds for staff too.
    ['with more members than allowed', { fMaxMember: 2 }, null, [10, 11, 12], '团队人数不能超过2人'],
  ] as const)('refuses a team %s', async (_, o, student, members, message) => {
    const p = await project(o as Partial<ProjectInput>);
    const caller = student === null ? school : as(student);
    await expectRefused(
      caller.AddProjectTeamWithStudent({
        cProjectInfoId: p,
        cTeamName: '超员队',
        fStudentUserIds: members.map(idOf),
      }),
      409,
      message,
    );
    expect(
      await server.db.query('select 1 from "ProjectTeam" where "cProjectInfoId" = $1', [p]),
    ).toHaveLength(0);
  });
});

describe('a team’s life', () => {
  let p: string;
  let t: string;
  beforeAll(async () => {
    p = await project();
    t = await formTeam(p, 0, '星火队', [1, 2]);
  });

  it('is edited by its leader only, within the member limit', async () => {
    await expectRefused(
      as(1).EditProjectTeam({ cProjectTeamId: t, cTeamName: '改名' }),
      403,
      '只有队长可以编辑团队',
    );
    await expectRefused(
      as(0).AddProjectTeamInvitation({ cProjectInfoId: p, cProjectTeamId: t, fInviteeUserId: idOf(3) }),
      409,
      '团队人数不能超过3人',
    );
    // The leader removes a member through the roster; a classmate comes in only by invitation.
    await expectRefused(
      as(0).EditProjectTeamWithStudent({
        cProjectTeamId: t,
        cTeamName: '燎原队',
        fStudentUserIds: [idOf(1), idOf(3)],
      }),
      409,
      INVITE_ONLY,
    );
    const edited = await as(0).EditProjectTeamWithStudent({
      cProjectTeamId: t,
      cTeamName: '燎原队',
      fStudentUserIds: [idOf(1)],
    });
    expect(edited).toMatchObject({ cTeamName: '燎原队', fMemberCount: 2 });
    await joinByInvitation(p, t, 0, 3);
    expect(await team(t)).toMatchObject({ fMemberCount: 3 });
    expect((await roster(t)).map((m) => m.fStudentUserId)).toEqual([idOf(0), idOf(1), idOf(3)].sort(byId));
  });

  it('lets a member leave, but not the leader while others remain', async () => {
    await as(3).ExitProjectTeam({ cProjectTeamId: t });
    expect(await team(t)).toMatchObject({ fMemberCount: 2 });
    await expectRefused(
      as(0).ExitProjectTeam({ cProjectTeamId: t }),
      409,
      '队长不能直接退出团队，请先将队长转让给其他成员',
    );
    await expectRefused(as(3).ExitProjectTeam({ cProjectTeamId: t }), 404, '你不是该团队成员');
    expect(await roster(t)).toHaveLength(2);
  });

  it('hands leadership over so that the team has exactly one leader', async () => {
    const [, member] = await server.db.query(
      'select "cProjectTeamStudentId" as id from "ProjectTeamStudent" where "cProjectTeamId" = $1 order by "fIsLeader" desc',
      [t],
    );
    await expectRefused(
      as(1).SetProjectTeamLeader({ cProjectTeamStudentId: String(member?.id) }),
      403,
      '只有队长可以转让队长',
    );
    await as(0).SetProjectTeamLeader({ cProjectTeamStudentId: String(member?.id) });
    const leaders = (await roster(t)).filter((m) => m.fIsLeader === 1);
    expect(leaders).toEqual([{ fStudentUserId: idOf(1), fIsLeader: 1 }]);
    expect(await team(t)).toMatchObject({ fLeaderUserId: idOf(1) });
    await as(0).ExitProjectTeam({ cProjectTeamId: t });
    expect(await roster(t)).toEqual([{ fStudentUserId: idOf(1), fIsLeader: 1 }]);
  });

  it('is dissolved when its last member, the leader, leaves', async () => {
    const q = await project();
    const solo = await as(13).AddProjectTeam({ cProjectInfoId: q, cTeamName: '独行队' });
    await as(13).ExitProjectTeam({ cProjectTeamId: solo.cProjectTeamId });
    expect(await team(solo.cProjectTeamId)).toBeUndefined();
  });
});

describe('the enrolment review', () => {
  /** fIsEnroll before → the action → fIsEnroll after, or the refusal with nothing changed. */
  const cases = [
    ['Auth', 1, 2, null],
    ['Auth', 3, 2, null],
    ['Auth', 2, 2, /已报名成功，无需重复审核$/],
    ['Auth', 0, 0, /未报名，不能审核$/],
    ['UnAuth', 1, 3, null],
    ['UnAuth', 2, 3, null],
    ['UnAuth', 0, 0, '未报名，无需撤销'],
    ['UnAuth', 3, 3, '未报名，无需撤销'],
  ] as const;

  it.each(cases)('%s on fIsEnroll %i leaves %i', async (action, before, after, refusal) => {
    const p = await project();
    const t = await formTeam(p, 14, '评审队', [15]);
    await setEnroll(t, before);
    const call =
      action === 'Auth' ? school.AuthProjectTeamIDS({ ids: [t] }) : school.UnAuthProjectTeamIDS({ ids: [t] });
    if (refusal) await expectRefused(call, 409, refusal);
    else await call;
    expect(await team(t)).toMatchObject({ fIsEnroll: after });
    // fTeamCount counts enrolled teams; a refused call leaves it as the forced state found it.
    if (!refusal) {
      expect(await rowOf(server, 'ProjectInfo', 'cProjectInfoId', p)).toMatchObject({
        fTeamCount: after === 2 ? 1 : 0,
      });
    }
  });

  it('refuses a whole selection when one team is not enrolled, and approves no team short of members', async () => {
    const p = await project();
    const full = await formTeam(p, 14, '满员队', [15]);
    const short = (await as(13).AddProjectTeam({ cProjectInfoId: p, cTeamName: '单人队' })).cProjectTeamId;
    await setEnroll(short, 0);
    await expectRefused(school.UnAuthProjectTeamIDS({ ids: [full, short] }), 409, '未报名，无需撤销');
    expect(await team(full)).toMatchObject({ fIsEnroll: 1 });
    await setEnroll(short, 1);
    await expectRefused(
      school.AuthProjectTeamIDS({ ids: [full, short] }),
      409,
      '团队「单人队」人数不足2人，不能通过报名',
    );
    expect(await team(full)).toMatchObject({ fIsEnroll: 1 });
  });

  it('lets a member leave an enrolled team that keeps its minimum', async () => {
    const p = await project();
    const t = await formTeam(p, 16, '三人队', [17, 18]);
    await school.AuthProjectTeamIDS({ ids: [t] });
    await as(18).ExitProjectTeam({ cProjectTeamId: t });
    expect(await team(t)).toMatchObject({ fIsEnroll: 2, fMemberCount: 2 });
    // Adding someone back is the tutors' call once the team is enrolled.
    await expectRefused(
      as(16).EditProjectTeamWithStudent({
        cProjectTeamId: t,
        cTeamName: '三人队',
        fStudentUserIds: [idOf(17), idOf(18)],
      }),
      409,
      /团队已报名成功/,
    );
  });

  it('offers as classmates the school’s students in no other team of the project', async () => {
    const p = await project();
    const t = await formTeam(p, 8, '候选队', [9]);
    const ids = async (i: number, teamId?: string) =>
      (
        await as(i).GetProjectTeamCandidateList({
          pageNumber: -1,
          pageSize: 10,
          cProjectInfoId: p,
          ...(teamId ? { cProjectTeamId: teamId } : {}),
        })
      ).List.map((r) => r.fAppUserId);
    const forOutsider = await ids(10);
    expect(forOutsider).not.toContain(idOf(8));
    expect(forOutsider).not.toContain(idOf(9));
    expect(forOutsider).not.toContain(idOf(10));
    expect(forOutsider).toContain(idOf(11));
    // Pages of two follow the same order as the whole list.
    const pageOf = (n: number) =>
      as(10).GetProjectTeamCandidateList({ pageNumber: n, pageSize: 2, cProjectInfoId: p });
    const [first, second] = [await pageOf(1), await pageOf(2)];
    expect([...first.List, ...second.List].map((r) => r.fAppUserId)).toEqual(forOutsider.slice(0, 4));
    expect([first.TotalCount, first.PageCount]).toEqual([
      forOutsider.length,
      Math.ceil(forOutsider.length / 2),
    ]);
    // Editing the team, its leader sees its own member among the candidates.
    expect(await ids(8, t)).toContain(idOf(9));
    await expectRefused(
      as(9).GetProjectTeamCandidateList({
        pageNumber: -1,
        pageSize: 10,
        cProjectInfoId: p,
        cProjectTeamId: t,
      }),
      403,
      '只有队长可以编辑团队',
    );
    const named = camp.people[11] as { id: string };
    const [row] = (await server.db.query('select "cRealName" from "AppUser" where "fAppUserId" = $1', [
      named.id,
    ])) as {
      cRealName: string;
    }[];
    const search = await as(10).GetProjectTeamCandidateList({
      pageNumber: 1,
      pageSize: 10,
      cProjectInfoId: p,
      cRealName: row?.cRealName,
    });
    expect(search.List.map((r) => r.fAppUserId)).toContain(idOf(11));
    expect(search.List.every((r) => r.cRealName.includes(String(row?.cRealName)))).toBe(true);
  });

  it('lists each project with the caller’s own team and enrolment', async () => {
    const p = await project();
    const t = await as(12).AddProjectTeam({ cProjectInfoId: p, cTeamName: '列表队' });
    const page = await as(12).GetProjectInfoRegistrationPageList({
      pageNumber: 1,
      pageSize: 999999,
      fIsEnroll: 0,
    });
    const row = page.List.find((r) => r.cProjectInfoId === p);
    expect(row).toMatchObject({ cProjectTeamId: t.cProjectTeamId, cTeamName: '列表队', fIsEnroll: 0 });
    const none = await as(12).GetProjectInfoRegistrationPageList({
      pageNumber: 1,
      pageSize: 999999,
      fIsEnroll: 2,
    });
    expect(none.List.find((r) => r.cProjectInfoId === p)).toBeUndefined();
  });
});

describe('an enrolled team', () => {
  let p: string;
  let t: string;
  let handIn: string;
  beforeAll(async () => {
    p = await project();
    t = await formTeam(p, 4, '攻坚队', [5]);
    await school.AuthProjectTeamIDS({ ids: [t] });
  });

  it('keeps the roster the reviewer approved', async () => {
    // The leader hands over first, whatever the stage; a member may not leave the team short of its minimum.
    await expectRefused(
      as(4).ExitProjectTeam({ cProjectTeamId: t }),
      409,
      '队长不能直接退出团队，请先将队长转让给其他成员',
    );
    await expectRefused(
      as(5).ExitProjectTeam({ cProjectTeamId: t }),
      409,
      '团队已报名成功，退出后人数将少于2人，请联系项目导师',
    );
    await expectRefused(
      as(4).EditProjectTeamWithStudent({
        cProjectTeamId: t,
        cTeamName: '攻坚队',
        fStudentUserIds: [idOf(5), idOf(6)],
      }),
      409,
      /团队已报名成功/,
    );
    expect(await roster(t)).toHaveLength(2);
  });

  it('hands in team work, any member replacing the file, until the tutors approve it', async () => {
    const task = await admin.AddProjectTask({
      cProjectInfoId: p,
      cTaskName: '原型设计',
      fTaskType: 2,
      tStartDate: day(-1),
      tEndDate: day(10),
      cContent: '提交原型设计稿',
    });
    const key = 'default/project/u1---原型.txt';
    mkdirSync(dirname(join(server.filesDir, key)), { recursive: true });
    writeFileSync(join(server.filesDir, key), '原型设计稿');
    await noteUploadOf(server.db, key, camp.people[4]?.userName as string);
    const row = await as(4).AddProjectTeamTask({
      cProjectInfoId: p,
      cProjectTaskId: task.cProjectTaskId,
      cProjectTeamId: t,
      cFilePath: key,
    });
    handIn = row.cProjectTeamTaskId;
    expect(row).toMatchObject({ fSubmitUserId: idOf(4), fStatus: 0 });
    await as(5).EditProjectTeamTaskFile({ cProjectTeamTaskId: handIn, cFilePath: key });
    // A member hands in their own upload, or the team's file, not someone else's (files/file-refs.ts).
    const notTheirs = await uploadedPath(as(7), '别人的文件.txt', SAMPLE_FILES.txt);
    await expectRefused(
      as(5).EditProjectTeamTaskFile({ cProjectTeamTaskId: handIn, cFilePath: notTheirs }),
      403,
      '无权引用该文件',
    );
    expect(await rowOf(server, 'ProjectTeamTask', 'cProjectTeamTaskId', handIn)).toMatchObject({
      fSubmitUserId: idOf(5),
    });
    await expectRefused(
      as(6).EditProjectTeamTaskFile({ cProjectTeamTaskId: handIn, cFilePath: 'x/y.txt' }),
      403,
    );
    // A student of another team of the same project neither sees the hand-in nor touches it.
    await as(7).AddProjectTeam({ cProjectInfoId: p, cTeamName: '邻队' });
    const keysSeenBy = async (i: number) =>
      (await as(i).GetProjectTeamTaskPageList({ cProjectInfoId: p })).List.map((r) => r.cProjectTeamTaskId);
    expect(await keysSeenBy(4)).toContain(handIn);
    expect(await keysSeenBy(7)).not.toContain(handIn);
    await expectRefused(
      as(7).EditProjectTeamTask({ cProjectTeamTaskId: handIn, cContent: '改掉别队的作业' }),
      403,
      '无权访问该数据',
    );
    await expectRefused(as(7).DeleteProjectTeamTaskIDS({ ids: [handIn] }), 403);
    await admin.AuthProjectTeamTaskIDS({ ids: [handIn] });
    await expectRefused(
      as(4).EditProjectTeamTaskFile({ cProjectTeamTaskId: handIn, cFilePath: 'x/y.txt' }),
      409,
      '任务已审核通过，不能再修改附件',
    );
    expect(await rowOf(server, 'ProjectTeamTask', 'cProjectTeamTaskId', handIn)).toMatchObject({
      cFilePath: key,
    });
  });

  it('shows a student their own teams and all of their members, nothing of the other teams', async () => {
    const teamsSeenBy = async (i: number) =>
      (await as(i).GetProjectTeamPageList({ pageNumber: -1, pageSize: 10, cProjectInfoId: p })).List.map(
        (r) => r.cTeamName,
      );
    expect(await teamsSeenBy(4)).toEqual(['攻坚队']);
    expect(await teamsSeenBy(7)).toEqual(['邻队']);
    const membersSeenBy = async (i: number) =>
      (
        await as(i).GetProjectTeamStudentPageList({ pageNumber: -1, pageSize: 10, cProjectTeamId: t })
      ).List.map((r) => r.fStudentUserId);
    expect((await membersSeenBy(5)).sort(byId)).toEqual([idOf(4), idOf(5)].sort(byId));
    expect(await membersSeenBy(7)).toEqual([]);
    await expectRefused(as(7).GetProjectTeamModel({ cProjectTeamId: t }), 403, '无权访问该数据');
  });

  it('downloads the teams’ work in one zip and cannot be dissolved once it handed work in', async () => {
    const file = await batchDownload(admin, 'BatchDownloadProjectTeam', { ids: [t] });
    const entries = Object.keys(unzipSync(new Uint8Array(await file.blob.arrayBuffer())));
    expect(entries).toEqual([expect.stringMatching(/^攻坚队_.*\/原型设计_原型\.txt$/)]);
    await expectRefused(admin.DeleteProjectTeamIDS({ ids: [t] }), 409, '团队「攻坚队」已提交任务，不能解散');
    expect(await team(t)).toBeTruthy();
  });

  it('ends with the project: finishing twice or changing teams afterwards is refused', async () => {
    await admin.FinishProjectInfoIDS({ ids: [p] });
    expect(await rowOf(server, 'ProjectInfo', 'cProjectInfoId', p)).toMatchObject({ fProjectStatus: 3 });
    await expectRefused(admin.FinishProjectInfoIDS({ ids: [p] }), 409, /已结束$/);
    await expectRefused(
      as(4).EditProjectTeam({ cProjectTeamId: t, cTeamName: '新名字' }),
      409,
      '项目已结束，不能再修改团队',
    );
  });
});
