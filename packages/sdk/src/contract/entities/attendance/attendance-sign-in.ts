import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { choice, created, date, dateTime, decimal, id, image, int, ref, text } from '../../field.js';
import { ADMINS, STAFF, TUTORS } from '../../roles.js';
import { idValue } from '../../wire.js';
import { studentRecordFields, studentRecordRows } from '../internship/shared.js';
import { FencePosition, SignInKind, SignInSource, SignInTiming } from './enums.js';
import {
  attendanceBoard,
  attendanceCalendar,
  attendanceExport,
  attendanceTodayModel,
  dayValue,
  fraudSignal,
  monthValue,
} from './reads.js';

/*
 * 签到记录 (issue 29, part 2). Written only by the server: a student's SignInAttendance (the student is the
 * caller, never a body field) or an approved 补签. The server works out the distance to the workplace, inside
 * or outside the fence, and late or early from the coordinates and the time it received the call; nothing of
 * that is taken from the phone. 上班 and 下班 are once a day each: a second is refused (not answered as the
 * first), since a second tap from elsewhere is exactly what the tutor should not lose sight of.
 */

const stored = { readOnly: true } as const;
const course = z.object({ fInternshipInfoId: idValue });

/** A sign-in as the phone sends it. */
export const signInBody = z.object({
  /** Which internship, when the student has more than one running; else the server takes the running one. */
  fInternshipInfoId: idValue.optional(),
  fSignInKind: SignInKind.schema,
  fLatitude: z.number({ error: '请提供纬度' }).min(-90, '纬度应在-90到90之间').max(90, '纬度应在-90到90之间'),
  fLongitude: z
    .number({ error: '请提供经度' })
    .min(-180, '经度应在-180到180之间')
    .max(180, '经度应在-180到180之间'),
  /** The phone's stated accuracy in metres (kept to judge a sign-in near the fence's edge). */
  fAccuracy: z.number().min(0, '定位精度不能为负数').max(100_000, '定位精度数值过大').optional(),
  /** An uploaded photo's reference (BatchUpload's answer); required when the course's rule asks for one. */
  cPhoto: z.string().trim().max(1000).optional(),
  /** A stable id the console keeps per browser (local storage): two students on one device is a signal. */
  cDeviceId: z.string().trim().min(1, '缺少设备标识').max(100, '设备标识过长'),
  cAddress: z.string().trim().max(200, '地点名称不能超过200个字符').optional(),
});

/** Staff naming a student; a student leaves it out (their own). */
const studentQuery = z.object({ fInternshipStudentId: idValue.optional(), cMonth: monthValue });

export const AttendanceSignIn = defineEntity({
  name: 'AttendanceSignIn',
  label: '签到记录',
  api: 'internship',
  key: 'fAttendanceSignInId',
  title: 'tSignInTime',
  referenceServerOnly: true,
  ops: ['page', 'model'],
  fields: {
    fAttendanceSignInId: id(),
    ...studentRecordFields(),
    fSignInKind: choice(SignInKind, { ...stored, searchable: true }),
    tSignInDate: date('签到日期', { ...stored, sortable: true, range: true }),
    tSignInTime: dateTime('签到时间', { ...stored, sortable: true }),
    fLatitude: decimal('纬度', { ...stored, column: false }),
    fLongitude: decimal('经度', { ...stored, column: false }),
    fAccuracy: decimal('定位精度（米）', { ...stored, column: false }),
    cAddress: text('签到地点', { ...stored, max: 200 }),
    fDistance: int('距实习地点（米）', stored),
    fFencePosition: choice(FencePosition, { ...stored, searchable: true }),
    fSignInTiming: choice(SignInTiming, { ...stored, searchable: true }),
    fSignInSource: choice(SignInSource, { ...stored, searchable: true }),
    cPhoto: image('签到照片', { ...stored, column: false }),
    cDeviceId: text('设备标识', { ...stored, column: false, max: 100 }),
    fAttendanceRequestId: ref('补签申请', 'AttendanceRequest', stored),
    tCreateDate: created(),
  },
  rows: studentRecordRows,
  grants: { read: 'authenticated', write: ['platformAdmin'], audit: ['platformAdmin'] },
  defaultSort: { field: 'tSignInTime', order: 'desc' },
  actions: (self) => [
    {
      action: 'SignInAttendance',
      summary: '签到',
      body: signInBody,
      get content() {
        return self.row;
      },
      grants: ['student'],
    },
    {
      action: 'GetAttendanceTodayModel',
      summary: '今日签到',
      kind: 'model',
      get query() {
        return z.object({ fInternshipInfoId: idValue.optional() });
      },
      content: attendanceTodayModel,
      grants: ['student'],
    },
    {
      action: 'GetAttendanceCalendar',
      summary: '月度考勤日历',
      kind: 'model',
      query: studentQuery,
      content: attendanceCalendar,
      grants: 'authenticated',
    },
    {
      action: 'GetAttendanceBoard',
      summary: '今日考勤看板',
      kind: 'model',
      get query() {
        return course.extend({ tDate: dayValue.optional() });
      },
      content: attendanceBoard,
      grants: STAFF,
    },
    {
      action: 'GetAttendanceExportRows',
      summary: '导出月度考勤',
      kind: 'model',
      get query() {
        return course.extend({ cMonth: monthValue });
      },
      content: attendanceExport,
      grants: STAFF,
    },
    {
      action: 'GetAttendanceFraudSignals',
      summary: '签到异常信号',
      kind: 'list',
      // The sign-ins of the days from tStartDate to tEndDate (default: the last 30 days).
      get query() {
        return course.extend({ tStartDate: dayValue.optional(), tEndDate: dayValue.optional() });
      },
      get content() {
        return z.array(fraudSignal);
      },
      grants: [...ADMINS, ...TUTORS],
    },
  ],
});
