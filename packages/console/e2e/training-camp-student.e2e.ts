import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, sdkFor } from '@practice/server/test-harness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, type Session, signIn, snapper } from './harness.js';
import { button, confirm, expectToast, openScreen, rowsOf, searchForm } from './list-steps.js';
import { pageWidth } from './phone-checks.js';
import { waitForScreen } from './shell.js';

// Issue 18, the student side of the training camp (/practice/training-camp-student): one team's life at a
// phone's width, the tutor's steps through the SDK, and a student of another team kept out of its work.
// Issue 24: the team fills up by invitations (two accepted, one declined) and enrols once it has its minimum.
const h = browserHarness({ width: 390, height: 844 });

const GROUP = 'practice/training-camp-student';
const ALL = { pageNumber: -1, pageSize: 10 } as const;
const PROJECT = '校园志愿服务管理平台开发';
const TEAM = '星火志愿队';
type Sdk = Awaited<ReturnType<typeof sdkFor>>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const at = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

const snap = snapper('training-camp-student', { settle: true });

const userNameOf = async (id: string) =>
  String(
    (await h.server.db.query('select "cUserName" from "AppUser" where "fAppUserId" = $1', [id]))[0]
      ?.cUserName,
  );

/**
 * A project of the teacher's school open for enrolment now (teams of 2-4), with the teacher as its tutor, an
 * open task, and a neighbouring team formed by another classmate.
 */
async function arrange(teacher: Sdk, school: Sdk, student: Sdk) {
  const own = (await teacher.GetProjectInfoPageList({ ...ALL })).List[0];
  if (!own) throw new Error('the demo teacher tutors no project');
  const project = await teacher.AddProjectInfo({
    fSchoolId: String(own.fSchoolId),
    cProjectName: PROJECT,
    fMinMember: 2,
    fMaxMember: 4,
    fMaxTeam: 5,
    tEnrollStartDate: day(-2),
    tEnrollEndDate: day(14),
    tStartDate: day(-1),
    tEndDate: day(60),
    cSummary: '为校团委开发志愿活动发布、报名与时长认证平台。',
  } as never);
  const projectId = String((project as { cProjectInfoId: string }).cProjectInfoId);
  await school.AuthProjectInfoIDS({ ids: [projectId] });
  const [me] = await h.server.db.query('select "fAppUserId" from "AppUser" where "cUserName" = $1', [
    DEMO.teacher,
  ]);
  await teacher.AddProjectTutor({
    cProjectInfoId: projectId,
    fTutorUserId: String(me?.fAppUserId),
    fTutorType: 1,
    cResearch: 'Web全栈开发',
  } as never);
  await teacher.AddProjectTask({
    cProjectInfoId: projectId,
    cTaskName: '需求规格说明书',
    fTaskType: 2,
    tStartDate: at(-1),
    tEndDate: at(10),
    fFullScore: 100,
    cContent: '调研校团委的志愿活动流程，提交需求规格说明书。',
  } as never);
  const classmates = (await student.GetProjectTeamCandidateList({ ...ALL, cProjectInfoId: projectId })).List;
  const [a, b, c, d] = classmates;
  if (!a || !b || !c || !d) throw new Error('too few classmates to form teams');
  const neighbour = await sdkFor(h.server, await userNameOf(c.fAppUserId));
  await neighbour.AddProjectTeam({ cProjectInfoId: projectId, cTeamName: '邻队' } as never);
  return {
    projectId,
    members: [a, b, d],
    neighbour,
    neighbourName: await userNameOf(c.fAppUserId),
  };
}

/** Opens one of the team's pages from its row on 我的项目. */
async function follow(
  page: Page,
  title: string,
  child: string,
  heading: string,
  team = TEAM,
): Promise<Locator> {
  await openScreen(page, `${GROUP}/my-project-list`);
  await rowsOf(page)
    .filter({ hasText: team })
    .first()
    .getByRole('button', { name: title, exact: true })
    .click();
  await waitForScreen(page, `/${GROUP}/${child}`);
  const view = page.getByTestId('main').locator('[data-entity], [data-screen]').filter({ visible: true });
  await view.getByRole('heading', { name: heading }).first().waitFor();
  return view;
}

const PAGES = [
  ['详情', 'project-edit', PROJECT],
  ['资源', 'project-resource', '项目资源'],
  ['任务', 'task-list', '团队任务'],
  ['成员', 'team-member', '团队成员'],
  ['答疑', 'question', '项目答疑'],
  ['导师', 'tutor-list', '项目导师'],
] as const;

/** The demo student's team of the running demo project: a term of work on every page. */
const DEMO_TEAM = '极客先锋队';
const DEMO_PROJECT = '校园二手交易微信小程序开发';

/** Every page of the student side at one width, as the demo student sees their demo team's. */
async function lookAtEveryPage(session: Session, width: number) {
  const { page } = session;
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await openScreen(page, `${GROUP}/all-project-list`);
  await rowsOf(page).first().waitFor();
  await snap(page, `all-project-list-${width}`);
  await openScreen(page, `${GROUP}/my-project-list`);
  await rowsOf(page).filter({ hasText: DEMO_TEAM }).first().waitFor();
  await snap(page, `my-project-list-${width}`);
  for (const [title, child, heading] of PAGES) {
    await follow(page, title, child, child === 'project-edit' ? DEMO_PROJECT : heading, DEMO_TEAM);
    if (child !== 'project-edit') await rowsOf(page).first().waitFor();
    if (width < 500) expect(await pageWidth(page), child).toBeLessThanOrEqual(width);
    await snap(page, `${child}-${width}`);
  }
}

describe('the training camp for students', () => {
  it('forms a team by invitation (two accept, one declines), enrols, hands in, asks, hands leadership over and keeps other teams out', async () => {
    const { page } = h.session;
    const teacher = await sdkFor(h.server, DEMO.teacher);
    const student = await sdkFor(h.server, DEMO.student);
    const { projectId, members, neighbour, neighbourName } = await arrange(
      teacher,
      await sdkFor(h.server, DEMO.schoolAdmin),
      student,
    );
    const [a, b, d] = members as [(typeof members)[0], (typeof members)[0], (typeof members)[0]];
    await signIn(h.session, DEMO.student);

    // 1. 报名 on the open project forms the team with its leader alone, not yet enrolled.
    const all = await openScreen(page, `${GROUP}/all-project-list`);
    const row = rowsOf(page).filter({ hasText: PROJECT }).first();
    // The project's name is a link to its details: the row is chosen by its enrolment cell.
    await row.getByText('未报名', { exact: true }).click();
    await button(all, '报名').click();
    const dialog = page.getByTestId('team-dialog');
    await dialog.getByPlaceholder('请输入团队名称').fill(TEAM);
    await dialog
      .getByTestId('team-size-rule')
      .getByText(/每队2-4人（含队长）/)
      .waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await snap(page, 'register-dialog-390');
    await page.getByRole('button', { name: '创建团队', exact: true }).click();
    await expectToast(page, '团队已创建。请在「我的项目 → 团队成员」邀请至少1名同学，人数达到要求后提交报名');
    await row.getByText(TEAM, { exact: true }).waitFor();
    const team = (await student.GetProjectTeamPageList({ ...ALL, cProjectInfoId: projectId })).List[0];
    expect(team).toMatchObject({ cTeamName: TEAM, fMemberCount: 1, fIsEnroll: 0 });
    const teamId = String(team?.cProjectTeamId);

    // 2. The leader invites three classmates from 团队成员; they are invited, not yet members.
    const roster = await follow(page, '成员', 'team-member', '团队成员');
    await button(roster, '邀请成员').click();
    const invite = page.getByTestId('invite-dialog');
    for (const m of [a, b, d]) await invite.locator(`[data-classmate="${m.cRealName}"]`).click();
    await expect
      .poll(() => invite.getByTestId('invite-picked').textContent())
      .toBe(`将邀请：${a.cRealName}、${b.cRealName}、${d.cRealName}`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await snap(page, 'invite-dialog-390');
    await page.getByRole('button', { name: '发送邀请', exact: true }).click();
    await expectToast(page, `已向${a.cRealName}、${b.cRealName}、${d.cRealName}发出邀请，对方接受后加入团队`);
    const invitations = page.getByTestId('team-invitations');
    for (const m of [a, b, d]) {
      await invitations.locator(`[data-invitation="${m.cRealName}"]`).getByText('待确认').waitFor();
    }
    expect(await rowsOf(page).count()).toBe(1);

    // 3. Alone, the team cannot send its enrolment: the server names the minimum and the count.
    h.session.allowErrors(/status of 409/);
    const list = await openScreen(page, `${GROUP}/my-project-list`);
    await rowsOf(page).filter({ hasText: TEAM }).first().getByText('未报名', { exact: true }).click();
    await button(list, '提交报名').click();
    await confirm(page);
    await page
      .getByText(/团队人数不足，不能提交报名：该项目每队最少人数为2人，当前1人/)
      .first()
      .waitFor();

    // 4. Two invited classmates accept on their phones, one declines; only those who accepted are members.
    const answer = async (who: (typeof members)[0], accept: boolean) => {
      const s = await h.openPage({ width: 390, height: 844 });
      await signIn(s, await userNameOf(who.fAppUserId));
      await openScreen(s.page, `${GROUP}/all-project-list`);
      const card = s.page.getByTestId('my-invitations').locator(`[data-invitation="${TEAM}"]`);
      await card.getByText(`邀请你加入团队「${TEAM}」`).waitFor();
      expect(await pageWidth(s.page)).toBeLessThanOrEqual(390);
      if (accept) {
        await snap(s.page, 'invitation-received-390');
        await card.getByRole('button', { name: '接受', exact: true }).click();
        await expectToast(s.page, `已加入团队「${TEAM}」`);
        await rowsOf(s.page).filter({ hasText: PROJECT }).first().getByText(TEAM, { exact: true }).waitFor();
      } else {
        await card.getByRole('button', { name: '拒绝', exact: true }).click();
        await confirm(s.page);
        await expectToast(s.page, '已拒绝邀请');
      }
      await expect.poll(() => card.count()).toBe(0);
    };
    await answer(a, true);
    await answer(b, false);
    await answer(d, true);
    await follow(page, '成员', 'team-member', '团队成员');
    for (const m of [a, d])
      await rowsOf(page)
        .filter({ hasText: String(m.cRealName) })
        .first()
        .waitFor();
    expect(
      await rowsOf(page)
        .filter({ hasText: String(b.cRealName) })
        .count(),
    ).toBe(0);
    await invitations.locator(`[data-invitation="${a.cRealName}"]`).getByText('已接受').waitFor();
    await invitations.locator(`[data-invitation="${b.cRealName}"]`).getByText('已拒绝').waitFor();
    await invitations.locator(`[data-invitation="${d.cRealName}"]`).getByText('已接受').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await snap(page, 'team-member-invitations-390');

    // 5. With three members the leader sends the enrolment.
    const again = await openScreen(page, `${GROUP}/my-project-list`);
    await rowsOf(page).filter({ hasText: TEAM }).first().getByText('未报名', { exact: true }).click();
    await button(again, '提交报名').click();
    await confirm(page);
    await expectToast(page, '报名已提交，等待导师审核');
    await rowsOf(page).filter({ hasText: TEAM }).first().getByText('报名中', { exact: true }).waitFor();
    expect(await student.GetProjectTeamModel({ cProjectTeamId: teamId })).toMatchObject({
      fMemberCount: 3,
      fIsEnroll: 1,
    });

    // 6. The tutor passes the enrolment: 我的项目 shows the team enrolled.
    await teacher.AuthProjectTeamIDS({ ids: [teamId] });
    // 我的项目 is still open from step 5: 查询 asks the server again.
    const projects = await searchForm(await openScreen(page, `${GROUP}/my-project-list`));
    await button(projects, '查询').click();
    await rowsOf(page).filter({ hasText: TEAM }).first().getByText('已报名', { exact: true }).waitFor();

    // 7. The leader hands the task in; the tutor sends it back with a comment; it is handed in again.
    const file = join(tmpdir(), '需求规格说明书.txt');
    writeFileSync(file, '校园志愿服务管理平台需求规格说明书 v1');
    const handIn = async (note: string) => {
      const tasks = await follow(page, '任务', 'task-list', '团队任务');
      const task = rowsOf(page).filter({ hasText: '需求规格说明书' }).first();
      // Ticked, as a finger does on the phone's card or a mouse in the table.
      await task.getByRole('checkbox').check();
      await button(tasks, '提交附件').click();
      const form = page.getByRole('dialog');
      await form.locator('input[type="file"]').setInputFiles(file);
      await expectToast(page, '需求规格说明书.txt上传成功!');
      await snap(page, `hand-in-${note}-390`);
      await form.getByRole('button', { name: '提交', exact: true }).click();
      await expectToast(page, '提交成功!');
      await task.getByText('未审核', { exact: true }).waitFor();
      return task;
    };
    await handIn('first');
    const [work] = (await teacher.GetProjectTeamTaskPageList({ ...ALL, cProjectTeamId: teamId })).List;
    const workId = String(work?.cProjectTeamTaskId);
    await teacher.EditProjectTeamTask({
      cProjectTeamTaskId: workId,
      cComment: '缺少用例图，请补充后重新提交。',
    } as never);
    await teacher.UnAuthProjectTeamTaskIDS({ ids: [workId] });
    await follow(page, '任务', 'task-list', '团队任务');
    const backRow = rowsOf(page).filter({ hasText: '需求规格说明书' }).first();
    await backRow.getByText('缺少用例图，请补充后重新提交。').waitFor();
    await backRow.getByText('审核未通过', { exact: true }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await snap(page, 'task-sent-back-390');
    await handIn('again');
    await teacher.AuthProjectTeamTaskIDS({ ids: [workId] });
    expect((await student.GetProjectTeamTaskModel({ cProjectTeamTaskId: workId })).fStatus).toBe(1);

    // 8. A member asks a question; the tutor replies; the member reads the reply.
    const member = await h.openPage({ width: 390, height: 844 });
    await signIn(member, await userNameOf(a.fAppUserId));
    const questions = await follow(member.page, '答疑', 'question', '项目答疑');
    await button(questions, '提问').click();
    const ask = member.page.getByRole('dialog');
    await ask.getByLabel('问题标题').fill('志愿时长需要对接学校的学分系统吗？');
    await ask.getByLabel('问题描述').fill('校团委希望志愿时长能折算成第二课堂学分，是否需要做接口对接？');
    await ask.getByRole('button', { name: '提交', exact: true }).click();
    await expectToast(member.page, '提交成功!');
    const [asked] = (await teacher.GetProjectQuestionPageList({ ...ALL, cProjectInfoId: projectId })).List;
    await teacher.ReplyProjectQuestion({
      cProjectQuestionId: String(asked?.cProjectQuestionId),
      cReplyContent: '本期先导出时长报表，学分对接放到二期。',
    });
    await follow(member.page, '答疑', 'question', '项目答疑');
    await rowsOf(member.page).first().getByText('本期先导出时长报表，学分对接放到二期。').waitFor();
    await rowsOf(member.page).first().getByText('已回复', { exact: true }).waitFor();
    expect(await pageWidth(member.page)).toBeLessThanOrEqual(390);
    await snap(member.page, 'question-replied-390');

    // 9. The leader may not leave while others remain; hands leadership to the member, then leaves.
    const mine = await openScreen(page, `${GROUP}/my-project-list`);
    await rowsOf(page).filter({ hasText: TEAM }).first().getByText('已报名', { exact: true }).click();
    await button(mine, '退出团队').click();
    await confirm(page);
    await page
      .getByText(/队长不能直接退出团队，请先将队长转让给其他成员/)
      .first()
      .waitFor();
    const members2 = await follow(page, '成员', 'team-member', '团队成员');
    await rowsOf(page)
      .filter({ hasText: String(a.cRealName) })
      .first()
      .getByText('队员', { exact: true })
      .click();
    await button(members2, '设为队长').click();
    await confirm(page);
    await expectToast(page, '队长已转让');
    await rowsOf(page)
      .filter({ hasText: String(a.cRealName) })
      .first()
      .getByText('队长', { exact: true })
      .waitFor();
    await snap(page, 'team-member-leader-390');
    const leaving = await openScreen(page, `${GROUP}/my-project-list`);
    await rowsOf(page).filter({ hasText: TEAM }).first().getByText('已报名', { exact: true }).click();
    await button(leaving, '退出团队').click();
    await confirm(page);
    await expectToast(page, '已退出团队');
    await expect.poll(() => rowsOf(page).filter({ hasText: TEAM }).count()).toBe(0);
    expect((await teacher.GetProjectTeamModel({ cProjectTeamId: teamId })).fMemberCount).toBe(2);

    // 10. A student of another team: the team's pages show nothing of it, and the server refuses its work.
    const other = await h.openPage({ width: 1280, height: 900 });
    other.allowErrors(/status of 403/);
    await signIn(other, neighbourName);
    await other.page.goto(
      `${other.url}/${GROUP}/task-list?cProjectInfoId=${projectId}&cProjectTeamId=${teamId}`,
    );
    // The server refuses the team to a non-member; a refusal leads to 403 (SPEC §8), showing none of it.
    await other.page.waitForURL((u) => u.pathname === '/403');
    expect(await other.page.getByText('需求规格说明书.txt').count()).toBe(0);
    await snap(other.page, 'other-team-task-list-1280');
    const seen = await neighbour.GetProjectTeamTaskPageList({ ...ALL, cProjectInfoId: projectId });
    expect(seen.List.map((r) => r.cProjectTeamTaskId)).not.toContain(workId);
    await expect(neighbour.GetProjectTeamTaskModel({ cProjectTeamTaskId: workId })).rejects.toThrow();
    await expect(
      neighbour.EditProjectTeamTaskFile({ cProjectTeamTaskId: workId, cFilePath: 'x/y.txt' }),
    ).rejects.toThrow(/只有团队成员可以提交团队任务/);
    // Nine steps across four signed-in students and a tutor: under CI's load it ran past the suite's 90 s.
  }, 180_000);

  it('shows every page with the demo term’s work at a phone’s and a desktop’s width', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.student);
    await lookAtEveryPage(h.session, 390);
    await lookAtEveryPage(h.session, 1280);

    // A resource of the demo project downloads and counts.
    const resources = await follow(page, '资源', 'project-resource', '项目资源', DEMO_TEAM);
    const resource = rowsOf(page).first();
    const count = async () => {
      const headers = await resources.locator('thead th').allTextContents();
      const column = headers.findIndex((t) => t.includes('下载次数'));
      if (column < 0) throw new Error('项目资源 shows no 下载次数');
      return Number(await resource.locator('td').nth(column).textContent());
    };
    const before = await count();
    await resource.locator('td').nth(1).click();
    const download = page.waitForEvent('download');
    download.catch(() => undefined);
    await button(resources, '下载').click();
    await confirm(page);
    expect((await download).suggestedFilename()).not.toBe('');
    await expectToast(page, '下载准备就绪!');
    await expect.poll(count).toBe(before + 1);
  });
});
