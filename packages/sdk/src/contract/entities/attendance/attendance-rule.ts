import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { choice, created, date, type Field, id, int, joined, ref, text } from '../../field.js';
import { ADMINS } from '../../roles.js';
import { AttendanceSwitch, DiaryQuotaPeriod, PhotoRule } from './enums.js';

/*
 * 签到规则 (issue 29, part 1): one row per internship course. Without a row the course takes no sign-ins. The
 * fence is a circle around each student's own workplace (实习学生.cWorkPlace, 'place,lat,lng'): the rule holds
 * only its radius. Edited by the school admin and the course's tutors who are teachers; read by everyone the
 * course's scope lets in (its students see their rule on the today page).
 */

export const DEFAULT_FENCE_RADIUS_M = 500;
export const DEFAULT_WORK_DAYS = '1,2,3,4,5';
export const DEFAULT_ARRIVE_BY = '09:00';
export const DEFAULT_LEAVE_FROM = '17:30';

const HH_MM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/** ISO weekdays, 1 Monday … 7 Sunday, each at most once: '1,2,3,4,5'. */
const WORK_DAYS = /^[1-7](?:,[1-7]){0,6}$/;

/** A text field whose value has a pattern of its own (the field builders take only a length). */
const patterned = (base: Field, pattern: RegExp, message: string): Field => ({
  ...base,
  schema: z.string().trim().regex(pattern, message),
});

export const workDaysValue = z
  .string()
  .trim()
  .regex(WORK_DAYS, '上班日格式不正确，应为1到7的数字，用逗号分隔（1表示星期一）')
  .refine((v) => new Set(v.split(',')).size === v.split(',').length, '上班日不能重复');

/** The weekdays of a rule's cWorkDays (1 Monday … 7 Sunday). */
export const workDaysOf = (value: unknown): Set<number> =>
  new Set(
    String(value ?? DEFAULT_WORK_DAYS)
      .split(',')
      .map(Number)
      .filter((d) => d >= 1 && d <= 7),
  );

export const AttendanceRule = defineEntity({
  name: 'AttendanceRule',
  label: '签到规则',
  api: 'internship',
  key: 'fAttendanceRuleId',
  title: 'cInternshipName',
  referenceServerOnly: true,
  fields: {
    fAttendanceRuleId: id(),
    fInternshipInfoId: ref('实习课程', 'InternshipInfo', { required: true, searchable: true }),
    cInternshipName: joined('实习课程'),
    fEnabled: choice(AttendanceSwitch, { required: true, searchable: true }),
    fRadius: {
      ...int('围栏半径（米）', { required: true }),
      schema: z
        .number()
        .int('围栏半径必须是整数')
        .min(50, '围栏半径不能小于50米')
        .max(5000, '围栏半径不能大于5000米'),
    },
    cWorkDays: {
      ...patterned(text('上班日', { required: true, max: 13 }), WORK_DAYS, ''),
      schema: workDaysValue,
    },
    cArriveBy: patterned(
      text('上班签到截止', { required: true, max: 5 }),
      HH_MM,
      '上班签到截止时间格式应为HH:mm',
    ),
    cLeaveFrom: patterned(
      text('下班签到开始', { required: true, max: 5 }),
      HH_MM,
      '下班签到开始时间格式应为HH:mm',
    ),
    fPhotoRule: choice(PhotoRule, { required: true }),
    fDiaryQuotaPeriod: choice(DiaryQuotaPeriod, { required: true }),
    fDiaryQuota: {
      ...int('日志篇数要求', { required: true }),
      schema: z
        .number()
        .int('日志篇数要求必须是整数')
        .min(0, '日志篇数要求不能为负数')
        .max(31, '日志篇数要求不能超过31篇'),
    },
    // The course's summary deadline the warnings use; empty: the deadlines of its 总结任务.
    tSummaryDeadline: date('实习总结截止日期'),
    // Days a handed-in diary may wait for its tutor before the tutor is warned; empty: the school's setting.
    fReviewDays: {
      ...int('批阅期限（天）', { column: false }),
      schema: z
        .number()
        .int('批阅期限必须是整数')
        .min(1, '批阅期限不能小于1天')
        .max(60, '批阅期限不能超过60天'),
    },
    tCreateDate: created(),
  },
  unique: [{ field: 'fInternshipInfoId' }],
  rows: { course: { field: 'fInternshipInfoId', entity: 'InternshipInfo' } },
  grants: { read: 'authenticated', write: [...ADMINS, 'teacher'] },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
});
