import { z } from 'zod';
import { idValue } from '../../wire.js';
import { isCalendarDate, NO_SUCH_DATE } from '../../wire-date.js';
import {
  AttendanceDayState,
  BoardState,
  FencePosition,
  FraudSignalKind,
  SignInKind,
  SignInTiming,
} from './enums.js';

/*
 * The shapes of the attendance reads (issue 29, parts 2 and 4): what the student's today page, a month's
 * calendar, a course's board, the month's export and the fraud signals answer. Each counts a day once, and an
 * approved 请假 makes a day excused (请假) in every one of them.
 */

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD')
  .refine(isCalendarDate, NO_SUCH_DATE);
/** 'YYYY-MM', the month a calendar or an export covers. */
export const monthValue = z.string().regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, '月份格式应为YYYY-MM');
export const dayValue = day;

/** One sign-in as the reads show it (the stored row's essentials). */
export const signInBrief = z.object({
  fAttendanceSignInId: idValue,
  fSignInKind: SignInKind.schema,
  tSignInTime: z.string(),
  fDistance: z.number().nullable(),
  fFencePosition: FencePosition.schema,
  fSignInTiming: SignInTiming.schema,
  fIsMakeUp: z.boolean(),
});
export type SignInBrief = z.infer<typeof signInBrief>;

/** The student's sign-in card: the course, its rule, the workplace, and what is signed today. */
export const attendanceTodayModel = z.object({
  tToday: day,
  /** null: the student has no running internship whose course takes sign-ins. */
  course: z
    .object({
      fInternshipInfoId: idValue,
      fInternshipStudentId: idValue,
      cInternshipName: z.string(),
      fRadius: z.number().int(),
      cArriveBy: z.string(),
      cLeaveFrom: z.string(),
      fPhotoRequired: z.boolean(),
      fWorkDay: z.boolean(),
      /** The workplace's name and coordinates; null when the student's 实习地点 has none. */
      workPlace: z.object({ cPlace: z.string(), fLatitude: z.number(), fLongitude: z.number() }).nullable(),
      fOnLeave: z.boolean(),
    })
    .nullable(),
  signIns: z.array(signInBrief),
});
export type AttendanceTodayModel = z.infer<typeof attendanceTodayModel>;

export const calendarDay = z.object({
  tDate: day,
  cDayState: AttendanceDayState.schema,
  tArrive: z.string().nullable(),
  tLeave: z.string().nullable(),
  /** Some sign-in of the day was outside the fence. */
  fOutside: z.boolean(),
});

/** Days of a month by state, excused leave apart from absence. */
export const attendanceCounts = z.object({
  fWorkDays: z.number().int(),
  fSigned: z.number().int(),
  fLate: z.number().int(),
  fEarly: z.number().int(),
  fMissing: z.number().int(),
  fLeave: z.number().int(),
  fMakeUp: z.number().int(),
  fOutside: z.number().int(),
});
export type AttendanceCounts = z.infer<typeof attendanceCounts>;

export const attendanceCalendar = z.object({
  fInternshipStudentId: idValue,
  cRealName: z.string(),
  cMonth: monthValue,
  days: z.array(calendarDay),
  counts: attendanceCounts,
});
export type AttendanceCalendar = z.infer<typeof attendanceCalendar>;

export const boardRow = z.object({
  fInternshipStudentId: idValue,
  cRealName: z.string(),
  cNumber: z.string(),
  cClassName: z.string(),
  cCompanyName: z.string(),
  cBoardState: BoardState.schema,
  tArrive: z.string().nullable(),
  fDistance: z.number().nullable(),
});

export const attendanceBoard = z.object({
  fInternshipInfoId: idValue,
  tDate: day,
  fWorkDay: z.boolean(),
  counts: z.object({
    fTotal: z.number().int(),
    fSigned: z.number().int(),
    fOutside: z.number().int(),
    fNotYet: z.number().int(),
    fLeave: z.number().int(),
  }),
  rows: z.array(boardRow),
});
export type AttendanceBoard = z.infer<typeof attendanceBoard>;

/** One student's line of a month's export: the counts and one state per day of the month. */
export const exportRow = z.object({
  fInternshipStudentId: idValue,
  cRealName: z.string(),
  cNumber: z.string(),
  cClassName: z.string(),
  cCompanyName: z.string(),
  counts: attendanceCounts,
  days: z.array(AttendanceDayState.schema),
});
export const attendanceExport = z.object({
  cInternshipName: z.string(),
  cMonth: monthValue,
  /** The month's days, the columns of `days` in each row. */
  dates: z.array(day),
  rows: z.array(exportRow),
});
export type AttendanceExport = z.infer<typeof attendanceExport>;

export const fraudSignal = z.object({
  cSignalKind: FraudSignalKind.schema,
  fInternshipStudentId: idValue,
  cRealName: z.string(),
  /** The sign-ins the signal is about, so a screen can mark each beside its row. */
  signInIds: z.array(idValue),
  fDays: z.number().int(),
  cDetail: z.string(),
});
export type FraudSignal = z.infer<typeof fraudSignal>;
