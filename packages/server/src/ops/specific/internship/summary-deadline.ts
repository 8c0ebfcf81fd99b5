import type { Caller } from '../../../auth/caller.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { lateDaysOf } from '../../late-work.js';
import { courseRow, isStudentLike } from './shared.js';

/**
 * A summary is handed in with its file, against its summary task's 截止日期 (a date: the whole day counts).
 * A student's late summary is refused naming the deadline unless the school takes late work; then, as when a
 * tutor files one on a student's behalf, it keeps its days late. Both the standard add and edit and
 * UpdateInternshipSummaryFile hand a summary in, so both ask here.
 */
export async function summaryLateDays(q: Queryable, caller: Caller | null, task: Row): Promise<number> {
  if (task.tEndDate == null) return 0;
  const course = await courseRow(q, task.fInternshipInfoId);
  return lateDaysOf(q, {
    deadline: task.tEndDate,
    schoolId: course.fSchoolId,
    binding: isStudentLike(caller),
  });
}
