import { int } from './field.js';

/*
 * Work handed in after its window (a summary after its task's deadline, a practice or team task after its
 * 截止时间, a diary later than the school's 日志补交期限 allows) is refused, unless the school allows late
 * work: then it is stored with the number of days it came late, which tutors and the student see as a
 * 逾期 N 天 tag. The school decides in its settings (学校设置, SchoolSetting keyed values), not each task:
 * a school's rules on late work (its 实践教学管理规定) hold for every course and tutor alike.
 */

/** The hand-in row's days late, counted by the server on each hand-in (0 on time); never sent by a writer. */
export const LATE_DAYS = 'fLateDays';
export const lateDaysField = () => int('逾期天数', { readOnly: true, min: 0, sortable: true });

/** The school setting keys (cSettingKey) that govern late work. */
export const LATE_WORK_SETTINGS = {
  /** 允许逾期提交: 1 takes late work and counts its days, 0 (or no setting) refuses it. */
  allowLate: 'handIn.allowLate',
  /** 日志补交期限（天）: how many days after its date a diary may still be handed in; no setting, no limit. */
  diaryMakeUpDays: 'diary.allowLateDays',
} as const;

/** The tag tutors and the student see on a late hand-in. */
export const lateDaysLabel = (days: number): string => `逾期 ${days} 天`;
