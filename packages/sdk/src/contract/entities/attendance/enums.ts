import { defineEnum } from '../../enum.js';

/*
 * The enums of 考勤 (issue 29). Numbers on the wire, as the product's other enums; each with its Chinese label
 * and tone so that the console draws tags and filters from them alone.
 */

/** What a sign-in records. 上班 and 下班 are once a day each; 外出 (leaving the workplace on duty) any number. */
export const SignInKind = defineEnum('fSignInKind', '签到类型', {
  arrive: [1, '上班', 'success'],
  leave: [2, '下班', 'info'],
  out: [3, '外出', 'neutral'],
});
export type SignInKindValue = (typeof SignInKind.options)[number]['value'];
/** The kinds a student signs at most once a day (a second is refused). */
export const ONCE_A_DAY_KINDS: readonly SignInKindValue[] = [SignInKind.arrive, SignInKind.leave];

/** Whether the server found the coordinates within the fence around the workplace. */
export const FencePosition = defineEnum('fFencePosition', '签到位置', {
  inside: [1, '围栏内', 'success'],
  outside: [2, '围栏外', 'danger'],
  unknown: [0, '未设置实习地点', 'neutral'],
});

/** The time of a sign-in against the rule's hours: 上班 after its time is late, 下班 before its time early. */
export const SignInTiming = defineEnum('fSignInTiming', '时间状态', {
  onTime: [0, '正常', 'success'],
  late: [1, '迟到', 'warning'],
  early: [2, '早退', 'warning'],
});

/** A sign-in made on the phone, or one an approved 补签 wrote for a missed day. */
export const SignInSource = defineEnum('fSignInSource', '签到来源', {
  phone: [1, '手机签到', 'info'],
  makeUp: [2, '补签', 'warning'],
});

export const AttendanceSwitch = defineEnum('fAttendanceSwitch', '启用签到', {
  on: [1, '开启', 'success'],
  off: [0, '关闭', 'neutral'],
});

export const PhotoRule = defineEnum('fPhotoRule', '拍照要求', {
  optional: [0, '可选', 'neutral'],
  required: [1, '必须拍照', 'warning'],
});

/** The period a course's diary quota counts over. */
export const DiaryQuotaPeriod = defineEnum('fDiaryQuotaPeriod', '日志要求周期', {
  week: [1, '每周', 'info'],
  month: [2, '每月', 'info'],
});

export const AttendanceRequestKind = defineEnum('fRequestKind', '申请类型', {
  leave: [1, '请假', 'info'],
  makeUp: [2, '补签', 'warning'],
});

/** Only a pending request can be decided or withdrawn. */
export const AttendanceRequestStatus = defineEnum('fRequestStatus', '审批状态', {
  pending: [0, '待审批', 'warning'],
  approved: [1, '已批准', 'success'],
  refused: [2, '已驳回', 'danger'],
  withdrawn: [3, '已撤回', 'neutral'],
});

/** A day of a student's month calendar. */
export const AttendanceDayState = defineEnum('cDayState', '考勤状态', {
  signed: ['signed', '已签到', 'success'],
  late: ['late', '迟到', 'warning'],
  makeUp: ['makeUp', '补签', 'info'],
  missing: ['missing', '缺勤', 'danger'],
  leave: ['leave', '请假', 'info'],
  rest: ['rest', '休息日', 'neutral'],
  future: ['future', '未到', 'neutral'],
  outside: ['outside', '不在实习期', 'neutral'],
});
export type AttendanceDayStateValue = (typeof AttendanceDayState.options)[number]['value'];

/** A student on today's board of a course. */
export const BoardState = defineEnum('cBoardState', '今日状态', {
  signed: ['signed', '已签到', 'success'],
  outside: ['outside', '围栏外签到', 'danger'],
  notYet: ['notYet', '未签到', 'warning'],
  leave: ['leave', '请假', 'info'],
  rest: ['rest', '休息日', 'neutral'],
});

/** Patterns of sign-ins that a script or a borrowed phone leaves (the tutor's signals, never a verdict). */
export const FraudSignalKind = defineEnum('cSignalKind', '异常信号', {
  outsideFence: ['outsideFence', '围栏外签到', 'danger'],
  sameCoordinates: ['sameCoordinates', '多日坐标完全相同', 'warning'],
  sharedDevice: ['sharedDevice', '多名学生使用同一设备', 'danger'],
  sameSecond: ['sameSecond', '多日签到时间精确到秒相同', 'warning'],
});

export const WarningTarget = defineEnum('fWarningTarget', '对象类型', {
  student: [1, '学生', 'info'],
  tutor: [2, '导师', 'info'],
});

export const WarningKind = defineEnum('cWarningKind', '预警类型', {
  noSignIn: ['noSignIn', '连续未签到', 'danger'],
  diaryQuota: ['diaryQuota', '日志数量不足', 'warning'],
  summaryOverdue: ['summaryOverdue', '实习总结逾期', 'warning'],
  noTutor: ['noTutor', '未分配导师', 'warning'],
  reviewBacklog: ['reviewBacklog', '日志批阅超期', 'warning'],
});
export type WarningKindValue = (typeof WarningKind.options)[number]['value'];

export const WarningLevel = defineEnum('fWarningLevel', '预警等级', {
  notice: [1, '提醒', 'info'],
  warning: [2, '警告', 'warning'],
  severe: [3, '严重', 'danger'],
});

/** Open until its cause is gone (cleared by the server) or a tutor closes it with a note. */
export const WarningStatus = defineEnum('fWarningStatus', '预警状态', {
  open: [0, '未处理', 'danger'],
  cleared: [1, '已消除', 'success'],
  closed: [2, '已关闭', 'neutral'],
});
