import type { CommentSubject, TodayComment } from '@practice/sdk/contract';
import type { Caller } from '../../../../auth/caller.js';
import { nowText } from '../../../../db/dates.js';
import type { Queryable, Row } from '../../../../db/driver.js';
import { tableOf } from '../../../../db/tables.js';
import { refused } from '../../../../http/errors.js';
import { visibleRow } from '../../../rows.js';
import { insertOwn } from '../../practice/shared.js';
import { scopeOf } from './internship.js';
import { ownRows, scopedRowsIn, textOf } from './own-rows.js';
import { stampOf } from './stamp.js';

/*
 * 未读评语: the tutors' comments (cComment) on the student's diaries, summaries, practice hand-ins and their
 * team's hand-ins that the student has not opened as they now read. A diary reviewed by two tutors keeps both
 * comments in its cComment, each after whose it is, so one text per row is the whole comment.
 */

const COMMENTED = `coalesce(t."cComment", '') <> ''`;
const reads = tableOf('TutorCommentRead');

/** Where each kind of commented row sits: its key, title, course name and the page it opens. */
const SUBJECTS: Record<
  CommentSubject,
  { key: string; title: string; course: string; scope: readonly string[] }
> = {
  InternshipDiary: {
    key: 'fInternshipDiaryId',
    title: 'cDiaryName',
    course: 'cInternshipName',
    scope: ['fInternshipInfoId', 'fInternshipStudentId', 'cInternshipName'],
  },
  InternshipSummary: {
    key: 'fInternshipSummaryId',
    title: 'cTitle',
    course: 'cInternshipName',
    scope: ['fInternshipInfoId', 'fInternshipStudentId', 'cInternshipName'],
  },
  PracticeStudentTask: {
    key: 'cPracticeStudentTaskId',
    title: 'cTaskName',
    course: 'cPracticeName',
    scope: ['cPracticeInfoId', 'cPracticeStudentId', 'cPracticeName'],
  },
  ProjectTeamTask: {
    key: 'cProjectTeamTaskId',
    title: 'cTaskName',
    course: 'cProjectName',
    scope: ['cProjectInfoId', 'cProjectTeamId', 'cProjectName'],
  },
};

/** The latest time a tutor commented, where the row keeps one. */
const commentDate = (row: Row): string | null =>
  [row.tReview1Date, row.tReview2Date].map(textOf).filter(Boolean).sort().at(-1) ?? null;

async function commentedRows(q: Queryable, me: Caller): Promise<[CommentSubject, Row][]> {
  const commented = () => [COMMENTED];
  const memberships = await ownRows(q, me, 'ProjectTeamStudent', 'fStudentUserId');
  const tagged = (subject: CommentSubject) => (rows: Row[]) =>
    rows.map((r): [CommentSubject, Row] => [subject, r]);
  return [
    ...tagged('InternshipDiary')(await ownRows(q, me, 'InternshipDiary', 'fStudentUserId', commented)),
    ...tagged('InternshipSummary')(await ownRows(q, me, 'InternshipSummary', 'fStudentUserId', commented)),
    ...tagged('PracticeStudentTask')(
      await ownRows(q, me, 'PracticeStudentTask', 'fStudentUserId', commented),
    ),
    ...tagged('ProjectTeamTask')(
      await scopedRowsIn(
        q,
        me,
        'ProjectTeamTask',
        'cProjectTeamId',
        memberships.map((m) => m.cProjectTeamId),
        commented,
      ),
    ),
  ];
}

/** The student's unread comments, the latest first where the rows say when. */
export async function unreadComments(q: Queryable, me: Caller): Promise<TodayComment[]> {
  const read = new Set(
    (await ownRows(q, me, 'TutorCommentRead', 'fStudentUserId')).map(
      (r) => `${r.cSubjectType}:${r.cSubjectId}:${r.cStamp}`,
    ),
  );
  const comments = (await commentedRows(q, me))
    .filter(
      ([subject, row]) => !read.has(`${subject}:${row[SUBJECTS[subject].key]}:${stampOf(row.cComment)}`),
    )
    .map(([subject, row]): TodayComment => {
      const s = SUBJECTS[subject];
      return {
        cSubjectType: subject,
        cSubjectId: String(row[s.key]),
        cTitle: textOf(row[s.title]),
        cCourseName: textOf(row[s.course]),
        cComment: textOf(row.cComment),
        tCommentDate: commentDate(row) ?? (textOf(row.tSubmitDate) || null),
        cScope: scopeOf(row, s.scope),
      };
    });
  return comments.sort((a, b) => textOf(b.tCommentDate).localeCompare(textOf(a.tCommentDate)));
}

/**
 * Marks a comment read as it reads now. The row must be one the caller sees (their own, or their team's):
 * visibleRow answers 403 for another student's, so a student marks only their own.
 */
export async function markRead(q: Queryable, me: Caller, subject: CommentSubject, id: string): Promise<void> {
  const row = await visibleRow(q, tableOf(subject), me, id);
  if (textOf(row.cComment) === '') throw refused('该记录还没有导师评语');
  await q.query(
    'delete from "TutorCommentRead" where "fStudentUserId" = $1 and "cSubjectType" = $2 and "cSubjectId" = $3',
    [me.userId, subject, id],
  );
  await insertOwn(q, reads, me, {
    fStudentUserId: me.userId,
    cSubjectType: subject,
    cSubjectId: id,
    cStamp: stampOf(row.cComment),
    tReadDate: nowText(),
  });
}
