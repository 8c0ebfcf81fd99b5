import { DEMO, sdkFor } from '@practice/server/test-harness';
import { describe, expect, it } from 'vitest';
import { pickInQueue, review, writeDiary } from './diary-steps.js';
import { browserHarness, PHONE, signIn } from './harness.js';
import { button, expectToast, rowsOf, searchForm, typedDay } from './list-steps.js';
import { phoneLooker } from './phone-checks.js';
import { openFromMenu, openHomeFromMenu, press } from './shell.js';

// Issue 28, done means: the student on a phone (390 x 844, touch), from the menu alone, writes and hands in
// a diary with a photo, hands in a practice task, answers a team invitation, applies for a job and reads a
// tutor's comment on 今日待办, and finds a summary due one tap from its form; then the enterprise tutor, on a phone too, reviews that diary. Every screen is
// photographed (test-results/console/student-phone--*.png) and checked as a phone screen must be.
const h = browserHarness(PHONE);
const look = phoneLooker('student-phone');

const ALL = { pageNumber: 1, pageSize: 100 } as const;
const COURSE_NAME = '2026届软件技术专业顶岗实习';
const DIARY = '本周：移动端页面联调';
const TEAM = '活力社联';
type Sdk = Awaited<ReturnType<typeof sdkFor>>;

/** A practice task due this week that the student has not handed in, as 今日待办 lists it. */
async function duePracticeTask(student: Sdk): Promise<string> {
  const { dueItems } = await student.GetStudentTodayModel({});
  const task = dueItems.find((d) => d.cKind === 'practiceTask');
  if (!task) throw new Error('the demo student has no practice task due this week');
  return task.cTaskName;
}

/** A job still taking applications that the student has not applied to. */
async function openJob(student: Sdk): Promise<string> {
  const applied = new Set(
    (await student.GetCloudRecruitmentApplyPageList(ALL as never)).List.map((a) => a.cCloudRecruitmentId),
  );
  const jobs = (await student.GetCloudRecruitmentPageList(ALL as never)).List;
  const job = jobs.find(
    (j) => Number(j.fIsFinished) === 0 && Number(j.fIsExpired) === 0 && !applied.has(j.cCloudRecruitmentId),
  );
  if (!job) throw new Error('no job open to the demo student');
  return String(job.cJobName);
}

/** YYYY-MM-DD, `offset` days from today on the schools' clock (UTC+8). */
const isoDay = (offset: number) =>
  new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo student's summaries are handed in or weeks away (the demo reads as mid-internship): the school
 * sets one due in three days on the student's running internship, for 今日待办 to offer.
 */
async function setSummaryDueThisWeek(student: Awaited<ReturnType<typeof sdkFor>>): Promise<void> {
  const running = (await student.GetStudentTodayModel({})).internship;
  if (!running) throw new Error('the demo student has no running internship');
  const school = await sdkFor(h.server, DEMO.schoolAdmin);
  await school.AddInternshipSummaryTask({
    fInternshipInfoId: running.fInternshipInfoId,
    cTaskName: '实习安全教育心得',
    tStartDate: isoDay(-7),
    tEndDate: isoDay(3),
  });
}

describe('a student on a phone, from the menu alone', () => {
  it('writes a diary with a photo, hands in a task, answers an invitation, applies for a job, reads a comment and opens a summary due; the enterprise tutor reviews the diary', async () => {
    const { page } = h.session;
    const student = await sdkFor(h.server, DEMO.student);
    await setSummaryDueThisWeek(student);
    await signIn(h.session, DEMO.student);
    await look(page, 'today');

    // 1. 我的实习 › 实习日志 opens the running internship; 写日志 with a photo, handed in at once.
    await openFromMenu(page, 'practice/student-manage/diaries-student');
    const diaries = page.getByTestId('main').locator('[data-entity]').filter({ visible: true });
    await look(page, 'diaries');
    await press(button(diaries, '写日志'));
    const write = page.getByRole('dialog', { name: '写日志' });
    await writeDiary(page, write, DIARY, typedDay(0));
    await look(page, 'diary-write');
    await press(button(write, '提交'));
    await expectToast(page, '提交成功!');
    await rowsOf(page).filter({ hasText: DIARY }).first().getByText('未审核', { exact: true }).waitFor();
    await look(page, 'diary-handed-in');

    // 2. 我的课程 › 我的任务 opens the running course; 提交任务 hands in this week's task as text.
    const taskName = await duePracticeTask(student);
    await openFromMenu(page, 'practice/practice-info-student/task-list');
    const tasks = page.getByTestId('main').locator('[data-entity]').filter({ visible: true });
    await press(button(tasks, '提交任务'));
    const handIn = page.getByRole('dialog');
    const pick = handIn.getByRole('combobox').first();
    const option = pick.locator('option', { hasText: taskName });
    await option.waitFor({ state: 'attached' });
    await pick.selectOption({ label: (await option.textContent()) ?? '' });
    await handIn.getByRole('textbox').first().fill('已完成移动端页面适配，截图见附件。');
    await look(page, 'task-hand-in');
    await press(handIn.getByRole('button', { name: '提交', exact: true }));
    await expectToast(page, '提交成功!');
    await rowsOf(page).filter({ hasText: taskName }).first().waitFor();
    await look(page, 'task-handed-in');

    // 3. 实训营 › 全部项目 shows the invitations waiting; the student joins 活力社联.
    await openFromMenu(page, 'practice/training-camp-student/all-project-list');
    const invitation = page.getByTestId('my-invitations').locator(`[data-invitation="${TEAM}"]`);
    await invitation.getByText(`邀请你加入团队「${TEAM}」`).waitFor();
    await look(page, 'invitations');
    await press(invitation.getByRole('button', { name: '接受', exact: true }));
    await expectToast(page, `已加入团队「${TEAM}」`);
    await expect.poll(() => invitation.count()).toBe(0);

    // 4. 云招聘 › 招聘信息: the job found through 筛选, the resume sent with a message.
    const job = await openJob(student);
    await openFromMenu(page, 'practice/cloud-recruitment/list');
    const board = page.getByTestId('main').locator('[data-entity]').filter({ visible: true });
    const filters = await searchForm(board);
    await filters.getByPlaceholder('请输入职位名称').fill(job);
    await press(filters.getByRole('button', { name: '查询' }));
    const post = rowsOf(page).filter({ hasText: job }).first();
    await post.waitFor();
    await look(page, 'jobs');
    await press(post.getByRole('checkbox'));
    await press(button(board, '投递简历'));
    const send = page.getByRole('dialog', { name: `投递简历：${job}` });
    await send.getByLabel('投递简历').selectOption({ index: 1 });
    await send.getByPlaceholder('请输入求职留言（选填）').fill('参加过Web前端开发综合实践，期待面试机会。');
    await look(page, 'apply');
    await press(send.getByRole('button', { name: '投递' }));
    await expectToast(page, '投递成功!');

    // 5. 首页: a tutor's comment opened from 未读评语 is read, on the server as on every device.
    const unread = (await student.GetStudentTodayModel({})).comments.length;
    await openHomeFromMenu(page);
    const comment = page.getByTestId('today-comment').first();
    await press(comment.getByRole('button', { name: '查看评语' }));
    const read = page.getByRole('dialog').filter({ has: page.getByTestId('today-comment-dialog') });
    await read.waitFor();
    await look(page, 'comment');
    await press(read.getByRole('button', { name: '关闭' }).first());
    await expect.poll(async () => (await student.GetStudentTodayModel({})).comments.length).toBe(unread - 1);
    await look(page, 'today-after');

    // 6. A summary due this week is one tap from its form, on its task (今日待办's 去上传总结).
    const summary = page.getByTestId('today-due-item').filter({ hasText: '实习总结' }).first();
    const summaryTask = (await summary.locator('p, span').first().textContent())?.trim() ?? '';
    await press(summary.getByRole('button', { name: '去上传总结' }));
    const summaryForm = page.getByRole('dialog', { name: '提交总结' });
    const chosen = summaryForm.getByRole('combobox').first();
    await expect.poll(async () => chosen.locator('option:checked').textContent()).toContain(summaryTask);
    await look(page, 'summary-form');
    await press(summaryForm.getByRole('button', { name: '取消' }));

    // 7. The enterprise tutor, on a phone: 实习指导 › 实习课程, the course's 实习日志, the diary passed.
    const tutor = await h.openPage(PHONE);
    const tp = tutor.page;
    await signIn(tutor, DEMO.companyTutor);
    await openFromMenu(tp, 'practice/teacher-manage/list');
    const course = rowsOf(tp).filter({ hasText: COURSE_NAME }).first();
    await course.waitFor();
    await look(tp, 'tutor-courses');
    await press(course.getByRole('button', { name: '实习日志', exact: true }));
    const queue = await pickInQueue(tp, DIARY);
    await look(tp, 'tutor-review');
    await review(tp, queue, DIARY, '通过', '照片和记录都很清楚，继续保持。');
    const [stored] = (await student.GetInternshipDiaryPageList({ ...ALL, cDiaryName: DIARY } as never)).List;
    expect(stored).toMatchObject({ fReview2Status: 2 });
    await look(tp, 'tutor-reviewed');
  }, 300_000);
});
