import { enums } from '@practice/sdk/contract';

/*
 * The diary review queue (issue 15 item 4): the diaries waiting for a verdict, newest first, reviewed one
 * after another without leaving the queue. The list's fStatus search is the server's filter for 未审核.
 */

/** As many as a tutor gets through in one sitting; the queue reloads for the next ones. */
export const QUEUE_SIZE = 100;

/** Comments tutors write again and again (the queue's one-click phrases). */
export const QUICK_PHRASES = [
  '内容详实，继续保持。',
  '工作记录清楚，收获体会真实。',
  '请补充本周具体完成的任务和遇到的问题。',
  '注意按时提交日志。',
] as const;

/**
 * GetInternshipDiaryPageList's query for the queue: the course's, or every course the tutor may see. The
 * server keeps to the diaries waiting for the caller's own verdict (fAwaitingMyReview): of a student with
 * two tutors, a diary the other tutor already passed stays until this one acts, one this tutor passed leaves.
 */
export function queueQuery(courseId: string, allCourses: boolean) {
  return {
    pageNumber: 1,
    pageSize: QUEUE_SIZE,
    fStatus: enums.MaterialStatus.pending,
    fAwaitingMyReview: 1,
    sortName: 'tDiaryDate' as const,
    sortOrder: 'desc' as const,
    ...(allCourses ? {} : { fInternshipInfoId: courseId }),
  };
}

/** Which diary to show once `doneId` has left the queue: the next one down, else the one above, else none. */
export function nextInQueue(ids: readonly string[], doneId: string): string | null {
  const at = ids.indexOf(doneId);
  const rest = ids.filter((id) => id !== doneId);
  if (rest.length === 0) return null;
  if (at === -1) return rest[0] ?? null;
  return rest[Math.min(at, rest.length - 1)] ?? null;
}
