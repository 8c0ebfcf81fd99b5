import type { CommentSubject, StudentTodayModel } from '@practice/sdk/contract';
import { nowText } from '../../../../db/dates.js';
import { type Handler, signedIn } from '../../../context.js';
import { markRead, unreadComments } from './comments.js';
import { dueItems } from './due.js';
import { internshipToday, runningInternships } from './internship.js';

/*
 * 今日待办 (GetStudentTodayModel) and 标为已读 (MarkTutorCommentRead), the reference server's own calls for
 * the student's home page. Only students are granted them; every list is read through the caller's scope.
 */

const today: Handler = async (ctx) => {
  const me = signedIn(ctx);
  const now = nowText();
  const day = now.slice(0, 10);
  const running = await runningInternships(ctx.db, me, day);
  const model: StudentTodayModel = {
    tToday: day,
    ...(await internshipToday(ctx.db, me, day, running)),
    dueItems: await dueItems(ctx.db, me, now, running),
    comments: await unreadComments(ctx.db, me),
  };
  return model;
};

const markCommentRead: Handler = (ctx, { body }) => {
  const me = signedIn(ctx);
  const { cSubjectType, cSubjectId } = body as { cSubjectType: CommentSubject; cSubjectId: string };
  return ctx.db.tx((q) => markRead(q, me, cSubjectType, cSubjectId)).then(() => null);
};

export const todayHandlers: Record<string, Handler> = {
  GetStudentTodayModel: today,
  MarkTutorCommentRead: markCommentRead,
};
