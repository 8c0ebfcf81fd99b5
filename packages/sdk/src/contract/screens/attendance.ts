import type { Role } from '../roles.js';
import { ADMINS, crud, group, row, STUDENT, TEACHING, tool } from './define.js';
import { DEFAULT_SERVICE_ID } from './services.js';

/*
 * 考勤 (issue 29), the reference server's own group. Its paths are the ones the server's warnings and
 * reminders link to (/attendance/today, /attendance/requests, /attendance/warnings, /attendance/calendar).
 * 请假补签 is one page for both sides: a student's own requests with 请假 / 补签 / 撤回, a tutor's queue with
 * 批准 / 驳回; the buttons each role holds make the difference, the row scope the rows. Enterprise tutors read
 * the board, the sign-ins, the requests and the warnings of their bound students; only in-school tutors and
 * the school decide requests and edit the rules.
 */

/** Everyone who follows students' attendance: the teaching side and enterprise tutors. */
const WATCHING: readonly Role[] = ['platformAdmin', 'schoolAdmin', 'teacher', 'companyTutor'];

export const attendanceScreens = group(
  {
    key: 'attendance',
    title: '考勤管理',
    service: DEFAULT_SERVICE_ID,
    icon: 'footprint',
    referenceServerOnly: true,
  },
  [
    // The student's month and today's sign-in; a platform admin has no internship of their own to sign in to.
    { path: 'today', title: '我的考勤', controller: 'AttendanceSignIn', roles: STUDENT },
    {
      path: 'requests',
      title: '请假补签',
      controller: 'AttendanceRequest',
      roles: [...WATCHING, 'student'],
      buttons: [
        tool('AddAttendanceLeave', '请假', STUDENT),
        tool('AddAttendanceMakeUp', '补签', STUDENT),
        row('WithdrawAttendanceRequest', '撤回', STUDENT),
        row('ApproveAttendanceRequest', '批准', TEACHING),
        row('RefuseAttendanceRequest', '驳回', TEACHING),
      ],
    },
    {
      path: 'board',
      title: '考勤看板',
      controller: 'AttendanceSignIn',
      roles: WATCHING,
      buttons: [tool('GetAttendanceExportRows', '导出月度考勤')],
    },
    { path: 'sign-ins', title: '签到记录', controller: 'AttendanceSignIn', roles: WATCHING },
    {
      path: 'warnings',
      title: '预警',
      controller: 'AttendanceWarning',
      roles: WATCHING,
      buttons: [row('CloseAttendanceWarning', '关闭'), tool('RunAttendanceWarnings', '立即计算', ADMINS)],
    },
    {
      path: 'rules',
      title: '考勤设置',
      controller: 'AttendanceRule',
      roles: TEACHING,
      buttons: crud('AttendanceRule', TEACHING, '新增规则'),
    },
    // A student's month, opened from a row of the board or a warning's link.
    {
      path: 'calendar',
      title: '学生考勤日历',
      controller: 'AttendanceSignIn',
      roles: WATCHING,
      hidden: true,
      activeMenu: 'board',
    },
  ],
);
