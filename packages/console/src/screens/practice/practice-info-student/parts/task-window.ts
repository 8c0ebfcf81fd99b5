import { pastDeadline } from '@practice/sdk';
import { enums } from '@practice/sdk/contract';
import type { SelectOption, TableRow } from '@practice/ui-kit';

/*
 * When a student may hand in a practice task (SPEC 2.3 task-list): inside the task's window, and a hand-in
 * the tutor approved is final. After the deadline only where the school takes late work (学校设置 允许逾期提交;
 * the server then counts the days late). The server refuses the same; these checks say so before sending.
 */

export type CourseTask = {
  cPracticeTaskId: string;
  cTaskName?: string | null;
  tStartDate?: string | null;
  tEndDate?: string | null;
};

/** A stored 'YYYY-MM-DD HH:mm:ss' as local time; a bare date ends at the end of that day. */
export function timeOf(value: string | null | undefined, endOfDay = false): number | null {
  if (!value) return null;
  const text = value.trim().replace(' ', 'T');
  const full = text.length === 10 ? `${text}T${endOfDay ? '23:59:59' : '00:00:00'}` : text;
  const time = new Date(full).getTime();
  return Number.isNaN(time) ? null : time;
}

/** The deadline as the server's refusal names it: 'YYYY-MM-DD HH:mm' (a bare date ends at 23:59). */
const deadlineText = (end: string) => (end.trim().length === 10 ? `${end.trim()} 23:59` : end.slice(0, 16));

const isPast = (task: CourseTask, now: number) => {
  const end = timeOf(task.tEndDate, true);
  return end !== null && now > end;
};

/** Why the task takes no hand-in at `now`, or null when it does; `allowLate`: the school takes late work. */
export function closedBecause(task: CourseTask, now: number, allowLate = false): string | null {
  const start = timeOf(task.tStartDate);
  if (start !== null && now < start) return '任务尚未开始，不能提交';
  if (isPast(task, now) && !allowLate) return pastDeadline(deadlineText(task.tEndDate ?? ''));
  return null;
}

/** Tasks of the course the student can hand in now, as options naming their deadline (or that it passed). */
export function openTaskOptions(
  tasks: readonly CourseTask[],
  now: number,
  allowLate = false,
): SelectOption[] {
  return tasks
    .filter((task) => closedBecause(task, now, allowLate) === null)
    .map((task) => ({
      value: task.cPracticeTaskId,
      label: !task.tEndDate
        ? (task.cTaskName ?? '')
        : isPast(task, now)
          ? `${task.cTaskName ?? ''}（已于 ${deadlineText(task.tEndDate)} 截止，逾期提交）`
          : `${task.cTaskName ?? ''}（截止 ${deadlineText(task.tEndDate)}）`,
    }));
}

/** Why a hand-in cannot be changed any more, or null. */
export function editRefusal(
  handIn: TableRow,
  task: CourseTask | undefined,
  now: number,
  allowLate = false,
): string | null {
  if (Number(handIn.fStatus) === enums.ReviewStatus.passed) return '任务已审核通过，不能修改';
  if (!task) return '未找到该任务，不能修改';
  return closedBecause(task, now, allowLate);
}
