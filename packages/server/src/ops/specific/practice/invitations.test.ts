import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoId } from '../../../seed/demo.js';
import {
  approvedProject,
  type Camp,
  formTeam as formCampTeam,
  type ProjectInput,
  CAMP_SCHOOL as SCHOOL_1,
  setMaxRunning as setSchoolMaxRunning,
  startCamp,
} from './camp-fixture.js';
import { MAX_RUNNING_KEY } from './running-projects.js';
import { INVITE_ONLY } from './team-rules.js';
import { expectRefused, rowOf, type Sdk, signIn, studentsOf, type TestServer } from './test-kit.js';

/*
 * Issue 24 "Teams": a student joins a team only by accepting its leader's invitation; one team per project;
 * at most the school's number of running projects at a time (one unless the school allows more); a team below
 * the project's minimum cannot send its enrolment. Every refusal leaves the rows as they were.
 */

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let camp: Camp;
let server: TestServer;
let admin: Sdk;
let school: Sdk;
const as = (i: number) => camp.as(i);
const idOf = (i: number) => camp.idOf(i);
const SCHOOL_2 = demoId('School', 2);

const project = (o: Partial<ProjectInput> = {}) =>
  approvedProject(admin, '邀请测试项目', { fMinMember: 3, fMaxMember: 4, ...o });
const setMaxRunning = (value: string | null) => setSchoolMaxRunning(server, value);

const team = (id: string) => rowOf(server, 'ProjectTeam', 'cProjectTeamId', id);
const memberIds = async (teamId: string) =>
  (
    await server.db.query<{ id: string }>(
      'select "fStudentUserId" as id from "ProjectTeamStudent" where "cProjectTeamId" = $1',
      [teamId],
    )
  )
    .map((r) => r.id)
    .sort();
const invitationCount = async (teamId: string) =>
  Number(
    (
      await server.db.query<{ n: number }>(
        'select count(*)::int as n from "ProjectTeamInvitation" where "cProjectTeamId" = $1',
        [teamId],
      )
    )[0]?.n,
  );

/** A team of the leader i on project p, its members j… joined by invitation and acceptance. */
const formTeam = (p: string, leader: number, name: string, joiners: readonly number[] = []) =>
  formCampTeam(camp, p, leader, name, joiners);

beforeAll(async () => {
  camp = await startCamp(14);
  ({ server, admin, school } = camp);
  await setMaxRunning('0');
}, 120_000);
afterAll(() => server?.close());

describe('the demo', () => {
  beforeAll(() => setMaxRunning('2'));
  afterAll(() => setMaxRunning('0'));

  it('has two invitations waiting for the demo student: one accepted, the other then over the school’s limit', async () => {
    const demo = await signIn(server, 'student');
    const waiting = (
      await demo.GetProjectTeamInvitationPageList({ pageNumber: -1, pageSize: 10, fStatus: 0 })
    ).List;
    expect(waiting.map((r) => r.cTeamName).sort()).toEqual(['数据耕耘者', '活力社联']);
    const [first, second] = waiting;
    await demo.AcceptProjectTeamInvitation({
      cProjectTeamInvitationId: String(first?.cProjectTeamInvitationId),
    });
    await expectRefused(
      demo.AcceptProjectTeamInvitation({
        cProjectTeamInvitationId: String(second?.cProjectTeamInvitationId),
      }),
      409,
      /^你已参加进行中的实训项目「.+」、「.+」，本校每名学生同时最多参加2个实训项目$/,
    );
    await demo.DeclineProjectTeamInvitation({
      cProjectTeamInvitationId: String(second?.cProjectTeamInvitationId),
    });
  });
});

describe('joining by invitation', () => {
  it('makes a member of the student who accepts, and of nobody who declines', async () => {
    const p = await project();
    const t = await formTeam(p, 0, '邀请队');
    expect(await team(t)).toMatchObject({ fIsEnroll: 0, fMemberCount: 1, fLeaderUserId: idOf(0) });
    const [a, b] = [
      await as(0).AddProjectTeamInvitation({ cProjectInfoId: p, cProjectTeamId: t, fInviteeUserId: idOf(1) }),
      await as(0).AddProjectTeamInvitation({ cProjectInfoId: p, cProjectTeamId: t, fInviteeUserId: idOf(2) }),
    ];
    expect(a).toMatchObject({ fStatus: 0, fInviterUserId: idOf(0), cTeamName: '邀请队' });
    // Invited is not a member yet.
    expect(await memberIds(t)).toEqual([idOf(0)]);
    // The invited student sees their invitation; the leader sees the team's; another student neither.
    const seenBy = async (i: number) =>
      (
        await as(i).GetProjectTeamInvitationPageList({ pageNumber: -1, pageSize: 10, cProjectTeamId: t })
      ).List.map((r) => r.cProjectTeamInvitationId);
    expect(await seenBy(1)).toEqual([a.cProjectTeamInvitationId]);
    expect((await seenBy(0)).sort()).toEqual([a, b].map((r) => r.cProjectTeamInvitationId).sort());
    expect(await seenBy(3)).toEqual([]);
    // Only the invited student answers.
    await expectRefused(
      as(2).AcceptProjectTeamInvitation({ cProjectTeamInvitationId: a.cProjectTeamInvitationId }),
      403,
      '只有被邀请的同学可以处理该邀请',
    );
    await as(1).AcceptProjectTeamInvitation({ cProjectTeamInvitationId: a.cProjectTeamInvitationId });
    await as(2).DeclineProjectTeamInvitation({ cProjectTeamInvitationId: b.cProjectTeamInvitationId });
    expect(await memberIds(t)).toEqual([idOf(0), idOf(1)].sort());
    expect(await team(t)).toMatchObject({ fMemberCount: 2 });
    const states = async () =>
      Object.fromEntries(
        (
          await as(0).GetProjectTeamInvitationPageList({ pageNumber: -1, pageSize: 10, cProjectTeamId: t })
        ).List.map((r) => [r.fInviteeUserId, r.fStatus]),
      );
    expect(await states()).toEqual({ [idOf(1)]: 1, [idOf(2)]: 2 });
    // An answered invitation is answered once.
    await expectRefused(
      as(2).AcceptProjectTeamInvitation({ cProjectTeamInvitationId: b.cProjectTeamInvitationId }),
      409,
      '该邀请已拒绝，不能再处理',
    );
    expect(await memberIds(t)).toEqual([idOf(0), idOf(1)].sort());
  });

  it('lets the leader alone withdraw an invitation still waiting, which then cannot be accepted', async () => {
    const p = await project();
    const t = await formTeam(p, 3, '撤回队', [4]);
    const sent = await as(3).AddProjectTeamInvitation({
      cProjectInfoId: p,
      cProjectTeamId: t,
      fInviteeUserId: idOf(5),
    });
    const key = { cProjectTeamInvitationId: sent.cProjectTeamInvitationId };
    await expectRefused(as(4).WithdrawProjectTeamInvitation(key), 403, '只有队长可以撤回邀请');
    await as(3).WithdrawProjectTeamInvitation(key);
    await expectRefused(as(5).AcceptProjectTeamInvitation(key), 409, '该邀请已撤回，不能再处理');
    await expectRefused(as(3).WithdrawProjectTeamInvitation(key), 409, '该邀请已撤回，不能再处理');
    expect(await memberIds(t)).toEqual([idOf(3), idOf(4)].sort());
  });

  it('goes with its team: a team dissolved leaves no invitation to accept', async () => {
    const p = await project();
    const t = await formTeam(p, 12, '解散队');
    const sent = await as(12).AddProjectTeamInvitation({
      cProjectInfoId: p,
      cProjectTeamId: t,
      fInviteeUserId: idOf(13),
    });
    await as(12).ExitProjectTeam({ cProjectTeamId: t });
    expect(await team(t)).toBeUndefined();
    expect(await invitationCount(t)).toBe(0);
    await expectRefused(
      as(13).AcceptProjectTeamInvitation({ cProjectTeamInvitationId: sent.cProjectTeamInvitationId }),
      404,
      '团队邀请不存在或已被删除',
    );
  });

  it('invites only who may join: by the leader, a schoolmate in no team of the project, once, with room left', async () => {
    const p = await project({ fMaxMember: 3 });
    const t = await formTeam(p, 6, '规则队', [7]);
    const other = await formTeam(p, 8, '邻队');
    const before = await invitationCount(t);
    const inviteBy = (i: number, invitee: string) =>
      as(i).AddProjectTeamInvitation({ cProjectInfoId: p, cProjectTeamId: t, fInviteeUserId: invitee });
    await expectRefused(inviteBy(7, idOf(9)), 403, '只有队长可以邀请成员');
    await expectRefused(inviteBy(8, idOf(9)), 403, '无权访问该数据');
    const [stranger] = await studentsOf(server, SCHOOL_2);
    await expectRefused(inviteBy(6, String(stranger?.id)), 400, '团队成员必须是本校学生');
    const [eighth] = await server.db.query<{ n: string }>(
      'select "cRealName" as n from "AppUser" where "fAppUserId" = $1',
      [idOf(8)],
    );
    await expectRefused(inviteBy(6, idOf(8)), 409, `${eighth?.n}已加入该项目的其他团队`);
    await expectRefused(inviteBy(6, idOf(7)), 409, '该学生已是团队成员');
    await inviteBy(6, idOf(9));
    const [ninth] = await server.db.query<{ n: string }>(
      'select "cRealName" as n from "AppUser" where "fAppUserId" = $1',
      [idOf(9)],
    );
    await expectRefused(inviteBy(6, idOf(9)), 409, `已邀请${ninth?.n}，请等待对方确认`);
    await inviteBy(6, idOf(10));
    const [tenth] = (
      await as(10).GetProjectTeamInvitationPageList({ pageNumber: -1, pageSize: 10, cProjectTeamId: t })
    ).List;
    await as(10).AcceptProjectTeamInvitation({
      cProjectTeamInvitationId: String(tenth?.cProjectTeamInvitationId),
    });
    // Full (3 of 3): no more invitations, and the one still waiting cannot be accepted any more.
    await expectRefused(inviteBy(6, idOf(11)), 409, '团队人数不能超过3人');
    const [waiting] = (
      await as(9).GetProjectTeamInvitationPageList({ pageNumber: -1, pageSize: 10, cProjectTeamId: t })
    ).List;
    await expectRefused(
      as(9).AcceptProjectTeamInvitation({
        cProjectTeamInvitationId: String(waiting?.cProjectTeamInvitationId),
      }),
      409,
      '团队人数不能超过3人',
    );
    expect(await invitationCount(t)).toBe(before + 2);
    expect(await memberIds(t)).toEqual([idOf(6), idOf(7), idOf(10)].sort());
    expect(await memberIds(other)).toEqual([idOf(8)]);
  });

  it('refuses a student putting a classmate into a team directly; staff still add members', async () => {
    const p = await project();
    await expectRefused(
      as(11).AddProjectTeamWithStudent({
        cProjectInfoId: p,
        cTeamName: '直加队',
        fStudentUserIds: [idOf(12)],
      }),
      409,
      INVITE_ONLY,
    );
    expect(
      await server.db.query('select 1 from "ProjectTeam" where "cProjectInfoId" = $1', [p]),
    ).toHaveLength(0);
    const t = await formTeam(p, 11, '直加队');
    await expectRefused(
      as(11).AddProjectTeamStudent({ cProjectInfoId: p, cProjectTeamId: t, fStudentUserId: idOf(12) }),
      409,
      INVITE_ONLY,
    );
    await expectRefused(
      as(11).EditProjectTeamWithStudent({
        cProjectTeamId: t,
        cTeamName: '直加队',
        fStudentUserIds: [idOf(12)],
      }),
      409,
      INVITE_ONLY,
    );
    expect(await memberIds(t)).toEqual([idOf(11)]);
    await school.AddProjectTeamStudent({ cProjectInfoId: p, cProjectTeamId: t, fStudentUserId: idOf(12) });
    expect(await memberIds(t)).toEqual([idOf(11), idOf(12)].sort());
  });
});

describe('sending the enrolment', () => {
  it('is refused below the project’s minimum, naming it and the count, and sent once it is reached', async () => {
    const p = await project({ fMinMember: 3 });
    const t = await formTeam(p, 0, '报名队', [1]);
    await expectRefused(
      as(0).EnrollProjectTeam({ cProjectTeamId: t }),
      409,
      '团队人数不足，不能提交报名：该项目每队最少人数为3人，当前2人',
    );
    expect(await team(t)).toMatchObject({ fIsEnroll: 0, tEnrollDate: null });
    const sent = await as(0).AddProjectTeamInvitation({
      cProjectInfoId: p,
      cProjectTeamId: t,
      fInviteeUserId: idOf(2),
    });
    await as(2).AcceptProjectTeamInvitation({ cProjectTeamInvitationId: sent.cProjectTeamInvitationId });
    await expectRefused(as(1).EnrollProjectTeam({ cProjectTeamId: t }), 403, '只有队长可以提交报名');
    await as(0).EnrollProjectTeam({ cProjectTeamId: t });
    expect(await team(t)).toMatchObject({ fIsEnroll: 1, fMemberCount: 3 });
    await expectRefused(
      as(0).EnrollProjectTeam({ cProjectTeamId: t }),
      409,
      '团队已提交报名，请等待导师审核',
    );
  });

  it('keeps 报名 on a project already entered refused with the team’s name', async () => {
    const p = await project();
    await formTeam(p, 3, '已报队', [4]);
    await expectRefused(
      as(4).AddProjectTeam({ cProjectInfoId: p, cTeamName: '再报队' }),
      409,
      '你已报名该项目（所在团队「已报队」），请勿重复报名',
    );
  });
});

describe('running projects at a time', () => {
  // The demo's and this file's earlier projects end first, so that only the projects below count.
  beforeAll(() =>
    server.db.query('update "ProjectInfo" set "fProjectStatus" = 3 where "fSchoolId" = $1', [SCHOOL_1]),
  );
  afterAll(() => setMaxRunning('0'));

  it('takes as the school’s limit only a whole number, 0 for none', async () => {
    await setMaxRunning('1');
    const [setting] = await server.db.query<{ id: string }>(
      'select "fSchoolSettingId" as id from "SchoolSetting" where "fSchoolId" = $1 and "cSettingKey" = $2',
      [SCHOOL_1, MAX_RUNNING_KEY],
    );
    for (const bad of ['两个', '-1', '1.5']) {
      await expectRefused(
        school.EditSchoolSetting({ fSchoolSettingId: String(setting?.id), cSettingValue: bad }),
        400,
        '每名学生同时参加的实训项目数必须是不小于0的整数（0表示不限制）',
      );
    }
    expect(await rowOf(server, 'SchoolSetting', 'fSchoolSettingId', setting?.id)).toMatchObject({
      cSettingValue: '1',
    });
    await school.EditSchoolSetting({ fSchoolSettingId: String(setting?.id), cSettingValue: ' 3 ' });
    expect(await rowOf(server, 'SchoolSetting', 'fSchoolSettingId', setting?.id)).toMatchObject({
      cSettingValue: '3',
    });
  });

  it('allows one running project per student unless the school allows more', async () => {
    await setMaxRunning(null);
    const first = await project();
    const second = await project();
    const t = await formTeam(first, 5, '先行队', [6]);
    const [firstName] = await server.db.query<{ n: string }>(
      'select "cProjectName" as n from "ProjectInfo" where "cProjectInfoId" = $1',
      [first],
    );
    const limit = `已参加进行中的实训项目「${firstName?.n}」，本校每名学生同时最多参加1个实训项目`;
    // Forming a team of another running project.
    await expectRefused(
      as(5).AddProjectTeam({ cProjectInfoId: second, cTeamName: '第二队' }),
      409,
      `你${limit}`,
    );
    expect(
      await server.db.query('select 1 from "ProjectTeam" where "cProjectInfoId" = $1', [second]),
    ).toHaveLength(0);
    // Being invited to one, and accepting an invitation sent before the limit applied.
    const other = await formTeam(second, 7, '后来队');
    const [sixth] = await server.db.query<{ n: string }>(
      'select "cRealName" as n from "AppUser" where "fAppUserId" = $1',
      [idOf(6)],
    );
    await expectRefused(
      as(7).AddProjectTeamInvitation({
        cProjectInfoId: second,
        cProjectTeamId: other,
        fInviteeUserId: idOf(6),
      }),
      409,
      `${sixth?.n}${limit}`,
    );
    await setMaxRunning('0');
    const early = await as(7).AddProjectTeamInvitation({
      cProjectInfoId: second,
      cProjectTeamId: other,
      fInviteeUserId: idOf(6),
    });
    await setMaxRunning('1');
    await expectRefused(
      as(6).AcceptProjectTeamInvitation({ cProjectTeamInvitationId: early.cProjectTeamInvitationId }),
      409,
      `你${limit}`,
    );
    expect(await memberIds(other)).toEqual([idOf(7)]);
    // A school that allows two lets the student take the second project.
    await setMaxRunning('2');
    await as(6).AcceptProjectTeamInvitation({ cProjectTeamInvitationId: early.cProjectTeamInvitationId });
    expect(await memberIds(other)).toEqual([idOf(6), idOf(7)].sort());
    // An ended project no longer counts.
    await setMaxRunning('1');
    await admin.FinishProjectInfoIDS({ ids: [first] });
    const third = await project();
    await as(5).AddProjectTeam({ cProjectInfoId: third, cTeamName: '第三队' });
    expect(await team(t)).toBeTruthy();
  });
});
