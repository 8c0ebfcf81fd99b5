import { operationRead } from '../../../data/reads.js';

/** The entities a month shows: its sign-ins, and the requests that excuse or make up its days. */
export const ATTENDANCE_READS = ['AttendanceSignIn', 'AttendanceRequest'];

/** The student's day of sign-ins: the sign-in card's model, wherever the card shows. */
export const ATTENDANCE_TODAY = operationRead('GetAttendanceTodayModel', {}, ATTENDANCE_READS);
