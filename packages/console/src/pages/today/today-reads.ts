import { operationRead, type Read } from '../../data/reads.js';
import { ATTENDANCE_TODAY } from '../../screens/attendance/parts/attendance-reads.js';
import { homeOf } from '../home-kind.js';

/** The sign-in card shows for a student whose role holds the call (issue 29). */
const SIGN_IN_CALL = 'SignInAttendance';

export const signsIn = (user: { ability: readonly string[] } | null): boolean =>
  user?.ability.includes(SIGN_IN_CALL) ?? false;

/** 今日待办's lists, one call: the server works them out from the student's own rows, of many entities. */
export const STUDENT_TODAY = operationRead('GetStudentTodayModel', {}, 'any');

/** What the home reads as it mounts for this user: a student's day (start-up asks for it ahead). */
export function homeReads(user: { roles: readonly string[]; ability: readonly string[] }): Read<unknown>[] {
  if (homeOf(user) !== 'student') return [];
  return signsIn(user) ? [STUDENT_TODAY, ATTENDANCE_TODAY] : [STUDENT_TODAY];
}
