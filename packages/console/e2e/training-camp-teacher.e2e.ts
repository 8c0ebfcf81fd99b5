import { DEMO, sdkFor } from '@practice/server/test-harness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, signIn, snapper, where } from './harness.js';
import { button, confirm, expectToast, openScreen, rowsIn, rowsOf } from './list-steps.js';
import { tab, waitForScreen } from './shell.js';

// Issue 18, the teacher side of the training camp: one journey as the project's in-school tutor, from the
// project list through enrolment review, a team's hand-in rejected with a comment then passed, a reply to a
// question, and the other pages of the project; a student of another team cannot read this team's hand-ins.
const h = browserHarness();

const PROJECT = '校园二手交易微信小程序开发';
const TEAM = '极客先锋队';
const OTHER_TEAM = '代码织梦者';
const FAILED_TEAM = '破晓团队';
const NEW_TEAM = '闲鱼快跑队';
const TASK = '第六阶段：上线复盘报告';
const ALL = { pageNumber: 1, pageSize: 999 };
const ROOT = '/practice/training-camp-teacher';

/** 'YYYY-MM-DD' n days from today: the task is open whichever day the test runs. */
const dayFromToday = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const snap = snapper('training-camp-teacher');
const rowOf = (page: Page, text: string) => rowsOf(page).filter({ hasText: text }).first();

async function viewAt(page: Page, child: string, title: string): Promise<Locator> {
  await waitForScreen(page, `${ROOT}/${child}`);
  const view = page.getByTestId('main').locator('[data-entity], [data-screen]').filter({ visible: true });
  await view.getByRole('heading', { name: title }).first().waitFor();
  return view.first();
}
const follow = (row: Locator, title: string) => row.getByRole('button', { name: title, exact: true }).click();
async function pick(page: Page, text: string) {
  await rowOf(page, text).getByRole('checkbox').check();
}

describe('training camp as the project tutor', () => {
  it('reviews enrolments, rejects then passes a hand-in, replies to a question', async () => {
    const { page } = h.session;
    const teacher = await sdkFor(h.server, DEMO.teacher);
    const student = await sdkFor(h.server, DEMO.student);
    const [project] = (await teacher.GetProjectInfoPageList({ ...ALL, cProjectName: PROJECT })).List;
    if (!project) throw new Error(`no ${PROJECT} in the demo data`);
    const projectId = String(project.cProjectInfoId);
    const teams = (await teacher.GetProjectTeamPageList({ ...ALL, cProjectInfoId: projectId })).List;
    const team = teams.find((t) => t.cTeamName === TEAM);
    if (!team) throw new Error(`no ${TEAM}`);

    // Three students of another project's team form a new team here (staff name the members: enrolling).
    const farm = (await teacher.GetProjectTeamStudentPageList({ ...ALL, cTeamName: '绿野智联' } as never))
      .List;
    const freeIds = farm.filter((m) => m.cTeamName === '绿野智联').map((m) => String(m.fStudentUserId));
    expect(freeIds.length).toBeGreaterThanOrEqual(3);
    await teacher.AddProjectTeamWithStudent({
      cProjectInfoId: projectId,
      cTeamName: NEW_TEAM,
      fStudentUserIds: freeIds.slice(0, 3),
    } as never);

    // A task, and the team's hand-in of it by its leader (the demo student).
    const task = await teacher.AddProjectTask({
      cProjectInfoId: projectId,
      cTaskName: TASK,
      fTaskType: 2,
      tStartDate: `${dayFromToday(-30)} 00:00:00`,
      tEndDate: `${dayFromToday(60)} 23:59:59`,
      cContent: '总结上线运行数据与问题，提交复盘报告。',
    } as never);
    const taskId = String((task as { cProjectTaskId: string }).cProjectTaskId);
    const handIn = await student.AddProjectTeamTask({
      cProjectInfoId: projectId,
      cProjectTaskId: taskId,
      cProjectTeamId: String(team.cProjectTeamId),
      cContent: '复盘报告初稿：日活峰值 620 人，主要问题为图片加载慢。',
    } as never);
    const handInId = String((handIn as { cProjectTeamTaskId: string }).cProjectTeamTaskId);
    await student.AddProjectQuestion({
      cProjectInfoId: projectId,
      cProjectTeamId: String(team.cProjectTeamId),
      cTitle: '复盘报告需要包含哪些数据？',
      cContent: '是否需要附上线后的用户访问统计截图？',
    } as never);

    await signIn(h.session, DEMO.teacher);
    await openScreen(page, 'practice/training-camp-teacher/project-list');
    const projectRow = rowOf(page, PROJECT);
    await projectRow.getByText('进行中', { exact: true }).first().waitFor();
    await snap(page, 'project-list');

    // 报名 → 报名审核: pass the new team, revoke it, and a failed team's revocation is refused.
    await follow(projectRow, '报名');
    const review = await viewAt(page, 'auth-project-team', '报名审核');
    await page.getByTestId('back-header').getByText(PROJECT).waitFor();
    await rowOf(page, NEW_TEAM).getByText('报名中', { exact: true }).waitFor();
    await pick(page, NEW_TEAM);
    await button(review, '审核通过').click();
    await expectToast(page, '审核通过成功! 即将刷新数据,请稍后...');
    await rowOf(page, NEW_TEAM).getByText('已报名', { exact: true }).waitFor();
    await snap(page, 'auth-project-team');
    await pick(page, NEW_TEAM);
    await button(review, '撤销报名').click();
    await confirm(page);
    await expectToast(page, '撤销报名成功! 即将刷新数据,请稍后...');
    await rowOf(page, NEW_TEAM).getByText('报名失败', { exact: true }).waitFor();
    h.session.allowErrors(/未报名，无需撤销|status of 4\d\d/);
    await pick(page, FAILED_TEAM);
    await button(review, '撤销报名').click();
    await confirm(page);
    await page.getByText('未报名，无需撤销', { exact: false }).first().waitFor();
    await snap(page, 'auth-refused');

    // 任务 → 团队提交: reject with a comment, then pass.
    await tab(page, `${ROOT}/project-list`).click();
    await follow(rowOf(page, PROJECT), '任务');
    await viewAt(page, 'task-list', '项目任务');
    await rowOf(page, TASK).waitFor();
    await snap(page, 'task-list');
    await page.getByRole('tab', { name: '团队提交' }).click();
    // The open panel: the one left stays visible while it fades out.
    const handIns = page.locator('[role="tabpanel"][data-state="open"]');
    const handInRow = () => rowsIn(handIns).filter({ hasText: TASK }).first();
    await handInRow().getByRole('checkbox').check();
    await button(handIns, '驳回').click();
    const dialog = page.getByRole('dialog', { name: '驳回' });
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    await dialog.getByText('请输入评语', { exact: true }).waitFor();
    await dialog.getByRole('textbox').fill('请补充上线后两周的访问统计截图。');
    await snap(page, 'reject-dialog');
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    await expectToast(page, '提交成功!');
    await handInRow().getByText('审核未通过', { exact: true }).waitFor();
    let saved = await teacher.GetProjectTeamTaskModel({ cProjectTeamTaskId: handInId });
    expect(saved).toMatchObject({ fStatus: 2, cComment: '请补充上线后两周的访问统计截图。' });
    await handInRow().getByRole('checkbox').check();
    await button(handIns, '通过').click();
    await expectToast(page, '通过成功! 即将刷新数据,请稍后...');
    await handInRow().getByText('审核通过', { exact: true }).waitFor();
    saved = await teacher.GetProjectTeamTaskModel({ cProjectTeamTaskId: handInId });
    expect(saved.fStatus).toBe(1);
    await snap(page, 'hand-ins');

    // A student of another team reads neither the list nor the row of this team's hand-ins.
    const otherTeam = teams.find((t) => t.cTeamName === OTHER_TEAM);
    const [otherMember] = (
      await teacher.GetProjectTeamStudentPageList({
        ...ALL,
        cProjectTeamId: String(otherTeam?.cProjectTeamId),
      })
    ).List;
    const other = await sdkFor(h.server, String(otherMember?.cNumber));
    const seen = (await other.GetProjectTeamTaskPageList({ ...ALL, cProjectInfoId: projectId })).List;
    expect(seen.some((r) => r.cProjectTeamId === team.cProjectTeamId)).toBe(false);
    await expect(other.GetProjectTeamTaskModel({ cProjectTeamTaskId: handInId })).rejects.toThrow();

    // 答疑: reply to the question.
    await tab(page, `${ROOT}/project-list`).click();
    await follow(rowOf(page, PROJECT), '答疑');
    const questions = await viewAt(page, 'question', '项目答疑');
    await pick(page, '复盘报告需要包含哪些数据？');
    await button(questions, '回复').click();
    const replyDialog = page.getByRole('dialog', { name: '回复问题' });
    await replyDialog.getByRole('textbox').fill('需要，附上线后两周的日活与留存截图即可。');
    await replyDialog.getByRole('button', { name: '确定', exact: true }).click();
    await expectToast(page, '提交成功!');
    await rowOf(page, '复盘报告需要包含哪些数据？').getByText('已回复', { exact: true }).waitFor();
    await snap(page, 'question');
    const [asked] = (
      await student.GetProjectQuestionPageList({ ...ALL, cProjectInfoId: projectId })
    ).List.filter((q) => q.cTitle === '复盘报告需要包含哪些数据？');
    expect(asked?.cReplyContent).toBe('需要，附上线后两周的日活与留存截图即可。');

    // The project's other pages, each reached by its link.
    for (const [link, child, title] of [
      ['资源', 'project-resource', '项目资源'],
      ['学生', 'student-list', '参与学生'],
      ['通知', 'notice-list', '项目通知'],
      ['导师', 'tutor-list', '项目导师'],
    ] as const) {
      await tab(page, `${ROOT}/project-list`).click();
      await follow(rowOf(page, PROJECT), link);
      await viewAt(page, child, title);
      await page.getByTestId('back-header').getByText(PROJECT).waitFor();
      if (child !== 'notice-list')
        await expect.poll(() => rowsOf(page).filter({ visible: true }).count()).toBeGreaterThan(0);
      await snap(page, child);
    }

    // 编辑: the technology directions save on their own, above the form's 保存, without sending the form.
    await tab(page, `${ROOT}/project-list`).click();
    await pick(page, PROJECT);
    await button(page.getByTestId('main'), '编辑').click();
    const form = page.getByRole('form', { name: '编辑项目' });
    const directions = form.getByTestId('project-technologies');
    await directions.getByRole('heading', { name: '技术方向' }).waitFor();
    // Counted once the project's directions have arrived (counting while they load read 0).
    await directions.getByText('正在加载技术方向…').waitFor({ state: 'detached' });
    const tags = directions.getByRole('button', { name: /^移除/ });
    const before = await tags.count();
    const picker = directions.getByRole('combobox');
    const added = (await picker.locator('option').nth(1).textContent())?.trim() ?? '';
    await picker.selectOption({ label: added });
    await directions.getByRole('button', { name: '添加技术方向' }).click();
    await expectToast(page, '提交成功!');
    await directions.getByText(added, { exact: true }).waitFor();
    expect(await tags.count()).toBe(before + 1);
    expect(where(page)).toContain(`${ROOT}/project-edit`);
    await snap(page, 'project-edit');
    await directions.getByRole('button', { name: `移除${added}` }).click();
    await expect.poll(() => tags.count()).toBe(before);
    expect(where(page)).toContain(`${ROOT}/project-edit`);
  });
});
