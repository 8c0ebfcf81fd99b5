import type { SelectOption, TableRow } from '@practice/ui-kit';

/*
 * When a student may hand in a practice task (SPEC 2.3 task-list): inside the task's window, and a hand-in
 * the tutor approved is final. The server stores what it is sent; these checks keep the student from
 * handing in late or changing approved work.
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

/** Why the task takes no hand-in at `now`, or null when it does. */
export function closedBecause(task: CourseTask, now: number): string | null {
  const start = timeOf(task.tStartDate);
  const end = timeOf(task.tEndDate, true);
  if (start !== null && now < start) return '任务尚未开始，不能提交';
  if (end !== null && now > end) return '任务已截止，不能提交';
  return null;
}

/** Tasks of the course the student can hand in now, as options naming their deadline. */
export function openTaskOptions(tasks: readonly CourseTask[], now: number): SelectOption[] {
  return tasks
    .filter((task) => closedBecause(task, now) === null)
    .map((task) => ({
      value: task.cPracticeTaskId,
      label: task.tEndDate
        ? `${task.cTaskName ?? ''}（截止 ${task.tEndDate.slice(0, 16)}）`
        : (task.cTaskName ?? ''),
    }));
}

/** Why a hand-in cannot be changed any more, or null. */
export function editRefusal(handIn: TableRow, task: CourseTask | undefined, now: number): string | null {
  if (Number(handIn.fStatus) === 1) return '任务已审核通过，不能修改';
  if (!task) return '未找到该任务，不能修改';
  return closedBecause(task, now);
}
