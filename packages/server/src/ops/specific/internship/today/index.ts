import type { CommentSubject, StudentTodayModel } from '@practice/sdk/contract';
import { nowText } from '../../../../db/dates.js';
import { type Handler, signedIn } from '../../../context.js';
import { onNoRow } from '../../../declared.js';
import { markRead, unreadComments } from './comments.js';
import { dueItems } from './due.js';
import { internshipToday, runningInternships } from './internship.js';

/*
 * 今日待办 (GetStudentTodayModel) and 标为已读 (MarkTutorCommentRead), the reference server's own calls for
 * the student's home page. Only students are granted them; every list is read through the caller's scope.
 */

const today = onNoRow(
  'the caller’s own home page: every list is read through the scope and kept to the caller',
  async (a) => {
    const me = signedIn(a);
    const now = nowText();
    const day = now.slice(0, 10);
    const running = await runningInternships(a.q, me, day);
    const model: StudentTodayModel = {
      tToday: day,
      ...(await internshipToday(a.q, me, day, running)),
      dueItems: await dueItems(a.q, me, now, running),
      comments: await unreadComments(a.q, me),
    };
    return model;
  },
);

/*
 * The commented row is of the kind cSubjectType names (a diary, a summary, a practice or team hand-in): a
 * declaration names one entity, so markRead loads it through the scope itself (visibleRow).
 */
const markCommentRead = onNoRow(
  'a row of the kind cSubjectType names, one of four entities: markRead loads it through the scope',
  async (a, { body }) => {
    const { cSubjectType, cSubjectId } = body as { cSubjectType: CommentSubject; cSubjectId: string };
    await markRead(a.q, signedIn(a), cSubjectType, cSubjectId);
    return null;
  },
);

export const todayHandlers: Record<string, Handler> = {
  GetStudentTodayModel: today,
  MarkTutorCommentRead: markCommentRead,
};
