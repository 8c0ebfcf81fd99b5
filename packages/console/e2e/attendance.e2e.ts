import { EARTH_RADIUS_M } from '@practice/sdk/contract';
import { DEMO, sdkFor } from '@practice/server/test-harness';
import { describe, expect, it } from 'vitest';
import { writeDiary } from './diary-steps.js';
import { browserHarness, PHONE, signIn, snapper, where } from './harness.js';
import { button, chooseCourse, expectToast, fillDate, rowsOf, typedDay } from './list-steps.js';
import { phoneLooker } from './phone-checks.js';
import { openFromMenu, press } from './shell.js';
import { readWorkbook } from './workbook.js';

// Issue 29, done means: on a phone (390 x 844, touch) the student signs in with a stubbed position inside
// the fence and asks for leave; the in-school tutor approves it from the notice box's reminder, sees the
// board and a warning; the warning clears once the student has written the diary it asks for. Every screen
// is photographed (test-results/console/attendance--*.png) and checked as a phone screen must be.
const h = browserHarness(PHONE);
const look = phoneLooker('attendance');

const COURSE_NAME = '2026届软件技术专业顶岗实习';
const WORK = { lat: 31.2058, lng: 121.5907 };
/**
 * The leave this journey asks for, found by its whole reason: the demo has another student's pending leave
 * for a defence later in the same week, which sorts above this one on the days the week makes it later.
 */
const LEAVE_REASON = '参加学校组织的毕业设计中期答辩';
/** A point `m` metres north of the workplace. */
const north = (m: number) => ({
  latitude: WORK.lat + ((m / EARTH_RADIUS_M) * 180) / Math.PI,
  longitude: WORK.lng,
  accuracy: 15,
});

/**
 * The demo student's course as the journey needs it: a working day whatever today is, never late, no photo
 * asked, the workplace at known coordinates, and a diary quota one above what the student handed in last
 * week, so that the warning run raises 日志数量不足 and one more diary dated last week clears it.
 */
async function prepareCourse(courseId: string, studentId: string) {
  const db = h.server.db;
  const [handed] = await db.query<{ n: number }>(
    `select count(*)::int n from "InternshipDiary" where "fInternshipStudentId" = $1 and "fStatus" <> 0
       and left("tDiaryDate", 10) between to_char(date_trunc('week', now() + interval '8 hours') - interval '7 days', 'YYYY-MM-DD')
       and to_char(date_trunc('week', now() + interval '8 hours') - interval '1 day', 'YYYY-MM-DD')`,
    [studentId],
  );
  await db.query(
    `update "AttendanceRule" set "fEnabled" = 1, "cWorkDays" = '1,2,3,4,5,6,7', "cArriveBy" = '23:59',
       "cLeaveFrom" = '00:00', "fRadius" = 500, "fPhotoRule" = 0, "fDiaryQuotaPeriod" = 1, "fDiaryQuota" = $2
     where "fInternshipInfoId" = $1`,
    [courseId, Number(handed?.n ?? 0) + 1],
  );
  await db.query(`update "InternshipStudent" set "cWorkPlace" = $2 where "fInternshipStudentId" = $1`, [
    studentId,
    `上海市浦东新区张江路368号汇智大厦,${WORK.lat},${WORK.lng}`,
  ]);
}

/** The course's working days (1 Monday … 7 Sunday), the sign-in rule's cWorkDays. */
const setWorkDays = (courseId: string, days: string) =>
  h.server.db.query(`update "AttendanceRule" set "cWorkDays" = $2 where "fInternshipInfoId" = $1`, [
    courseId,
    days,
  ]);

describe('attendance on a phone', () => {
  it('the student signs in inside the fence and asks for leave; the tutor approves it, reads the board and a warning that clears once the diary is written', async () => {
    const student = await sdkFor(h.server, DEMO.student);
    const school = await sdkFor(h.server, DEMO.schoolAdmin);
    const today = await student.GetAttendanceTodayModel({});
    if (!today.course) throw new Error('the demo student has no course taking sign-ins');
    const { fInternshipInfoId: courseId, fInternshipStudentId: studentId } = today.course;
    await prepareCourse(String(courseId), String(studentId));

    // 0. On a rest day the card says so; its button stays for overtime but is not the call to action.
    const { page, context, url } = h.session;
    const weekday = new Date(Date.now() + 8 * 3_600_000).getUTCDay() || 7;
    await setWorkDays(courseId, [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekday).join(','));
    await signIn(h.session, DEMO.student);
    const card = page.getByTestId('today-sign-in');
    await card.getByText('今天不是上班日，加班时仍可签到。').waitFor();
    const restDayButton = card.getByRole('button', { name: '上班签到' });
    expect(await restDayButton.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await setWorkDays(courseId, '1,2,3,4,5,6,7');
    await page.reload();

    // 1. The today page's sign-in card: refused without the position, explained; then signed 120 m away.
    await card.getByRole('button', { name: '上班签到' }).waitFor();
    expect(await card.getByText(/不是上班日/).count()).toBe(0);
    await look(page, 'today');
    await context.grantPermissions([], { origin: url });
    await press(card.getByRole('button', { name: '上班签到' }));
    await card
      .getByRole('alert')
      .getByText(/无法签到/)
      .waitFor();
    await look(page, 'sign-in-refused');
    await context.grantPermissions(['geolocation'], { origin: url });
    await context.setGeolocation(north(120));
    await press(card.getByRole('button', { name: '上班签到' }));
    await expectToast(page, '上班签到成功，距实习地点 120 米');
    const signed = card.getByTestId('signed-line').first();
    await signed.getByText('围栏内').waitFor();
    await card.getByRole('button', { name: '下班签到' }).waitFor();
    await look(page, 'signed-in');
    const [stored] = (await student.GetAttendanceSignInPageList({ pageNumber: 1, pageSize: 1 } as never))
      .List;
    expect(stored).toMatchObject({ fDistance: 120, fFencePosition: 1 });

    // 2. 考勤管理 › 我的考勤: the month with today signed.
    await openFromMenu(page, 'attendance/today');
    const month = page.getByTestId('attendance-calendar').filter({ visible: true });
    await month.locator('[data-state="signed"]').first().waitFor();
    await look(page, 'my-month');

    // 3. 请假补签 › 请假: tomorrow and the day after, with a reason.
    await openFromMenu(page, 'attendance/requests');
    const requests = page.getByTestId('main').locator('[data-entity]').filter({ visible: true });
    await press(button(requests, '请假'));
    const leave = page.getByRole('dialog', { name: '请假' });
    await fillDate(leave, '开始日期', typedDay(1));
    await fillDate(leave, '结束日期', typedDay(2));
    await leave.getByRole('textbox', { name: '原因' }).fill(LEAVE_REASON);
    await look(page, 'leave-form');
    await press(button(leave, '提交'));
    await expectToast(page, '提交成功!');
    await rowsOf(page).filter({ hasText: LEAVE_REASON }).first().getByText('待审批').waitFor();
    await look(page, 'leave-asked');

    // 4. The in-school tutor, on a phone: the notice box's reminder opens the pending requests; 批准.
    const tutor = await h.openPage(PHONE);
    const tp = tutor.page;
    await signIn(tutor, DEMO.teacher);
    await press(tp.getByRole('button', { name: /^通知/ }));
    const reminder = tp.getByTestId('reminders').getByRole('button', { name: /条请假补签申请待审批/ });
    await reminder.waitFor();
    await look(tp, 'tutor-reminders');
    await press(reminder);
    await tp.waitForURL((u) => u.pathname === '/attendance/requests');
    expect(where(tp)).toBe('/attendance/requests?fRequestStatus=0');
    const asked = rowsOf(tp).filter({ hasText: LEAVE_REASON }).first();
    await asked.waitFor();
    await press(asked.getByRole('checkbox'));
    const queue = tp.getByTestId('main').locator('[data-entity]').filter({ visible: true });
    await press(button(queue, '批准'));
    const decide = tp.getByRole('dialog', { name: '批准申请' });
    // The days asked for, as the spec shows dates.
    await decide.getByText(`${typedDay(1)} ~ ${typedDay(2)}`, { exact: false }).waitFor();
    await decide.getByRole('textbox', { name: '审批意见' }).fill('同意，答辩后按时返岗。');
    await look(tp, 'tutor-approve');
    await press(button(decide, '批准'));
    await expectToast(tp, '已批准');
    const [decided] = (await student.GetAttendanceRequestPageList({ pageNumber: 1, pageSize: 1 } as never))
      .List;
    expect(decided).toMatchObject({ fRequestStatus: 1, cComment: '同意，答辩后按时返岗。' });

    // 5. 考勤看板: the course's today, the student signed; 月历 opens the student's month.
    await openFromMenu(tp, 'attendance/board');
    await chooseCourse(tp, COURSE_NAME);
    const row = tp.getByTestId('board-row').filter({ hasText: '刘子涵' });
    await row.getByText('已签到').waitFor();
    await look(tp, 'tutor-board');
    await press(row.getByRole('button', { name: '月历' }));
    await tp.waitForURL((u) => u.pathname === '/attendance/calendar');
    await tp
      .getByTestId('attendance-calendar')
      .filter({ visible: true })
      .locator('[data-state="signed"]')
      .first()
      .waitFor();
    await look(tp, 'tutor-calendar');

    // 6. The day's warnings run (the school's 立即计算): the tutor sees 日志数量不足 for the student.
    await school.RunAttendanceWarnings({});
    await openFromMenu(tp, 'attendance/warnings');
    const warning = rowsOf(tp).filter({ hasText: '刘子涵' }).filter({ hasText: '日志数量不足' }).first();
    await warning.getByText('未处理').waitFor();
    await warning.scrollIntoViewIfNeeded();
    await look(tp, 'tutor-warnings');

    // 7. The student writes last week's missing diary; the next run clears the warning.
    await openFromMenu(page, 'practice/student-manage/diaries-student');
    const diaries = page.getByTestId('main').locator('[data-entity]').filter({ visible: true });
    await press(button(diaries, '写日志'));
    const write = page.getByRole('dialog', { name: '写日志' });
    await writeDiary(page, write, '上周补写：接口联调记录', typedDay(-7));
    // The diary's own date, which the quota counts by (the template's 工作日期 is a field of its content).
    await fillDate(write, '日志日期', typedDay(-7));
    await press(button(write, '提交'));
    await expectToast(page, '提交成功!');
    await school.RunAttendanceWarnings({});
    // The run was the school's, outside this page: the tutor opens the list afresh.
    await tp.reload();
    const cleared = rowsOf(tp).filter({ hasText: '刘子涵' }).filter({ hasText: '日志数量不足' }).first();
    await cleared.getByText('已消除').waitFor();
    await cleared.scrollIntoViewIfNeeded();
    await look(tp, 'tutor-warning-cleared');
  }, 300_000);

  it('the school, on a desktop: the sign-ins with their fraud signals, the month exported to Excel, 立即计算 and the rules', async () => {
    const school = await h.openPage({ width: 1280, height: 900 });
    const { page } = school;
    await signIn(school, DEMO.schoolAdmin);
    const shoot = snapper('attendance', { fullPage: false });

    // 签到记录 of the course: the scripted student's sign-ins carry their signals as tags.
    await openFromMenu(page, 'attendance/sign-ins');
    await chooseCourse(page, COURSE_NAME);
    await rowsOf(page).getByText('多日签到时间精确到秒相同').first().waitFor();
    await shoot(page, 'school-sign-ins');

    // 考勤看板 › 导出月度考勤: one row per student, typed counts, a column per day, named after the course.
    await openFromMenu(page, 'attendance/board');
    await chooseCourse(page, COURSE_NAME);
    await page.getByTestId('board-row').first().waitFor();
    await shoot(page, 'school-board');
    const download = page.waitForEvent('download');
    await press(page.getByRole('button', { name: '导出月度考勤' }));
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${COURSE_NAME}-\\d{4}年\\d{1,2}月考勤\\.xlsx$`));
    const [header, first] = readWorkbook(await file.path());
    expect(header?.slice(0, 5)).toEqual(['姓名', '学号', '班级', '实习单位', '应出勤天数']);
    expect(typeof first?.[4]).toBe('number');
    expect(header?.at(-1)).toMatch(/^\d{1,2}月\d{1,2}日$/);

    // 预警 › 立即计算 answers what the run did.
    await openFromMenu(page, 'attendance/warnings');
    const warnings = page.getByTestId('main').locator('[data-entity]').filter({ visible: true });
    await press(button(warnings, '立即计算'));
    await page
      .getByText(/^预警计算完成：/)
      .first()
      .waitFor();
    await shoot(page, 'school-warnings');

    // 考勤设置: a course's rule in the generic form, its limits in Chinese.
    await openFromMenu(page, 'attendance/rules');
    const rule = rowsOf(page).filter({ hasText: COURSE_NAME }).first();
    await press(rule.getByRole('checkbox'));
    const rules = page.getByTestId('main').locator('[data-entity]').filter({ visible: true });
    await press(button(rules, '编辑'));
    const form = page.getByRole('dialog').filter({ hasText: '围栏半径' });
    await form.getByRole('spinbutton', { name: /围栏半径/ }).fill('20');
    await press(form.getByRole('button', { name: /确定|保存|提交/ }).first());
    await form.getByText('围栏半径不能小于50米').first().waitFor();
    await shoot(page, 'school-rule-form');
  }, 180_000);
});
