import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { defineEnum } from '../../enum.js';
import { choice, created, dateTime, id, ref, text } from '../../field.js';
import { idValue, none } from '../../wire.js';

/*
 * The student's 今日待办 (issue "Students on their phones", item 2): what is due on the home page, worked out
 * by the server from the student's own rows so that the phone makes one call. Tutors' comments are "unread"
 * until the student opens them; the production back end keeps no such marker, so the reference server keeps
 * its own (TutorCommentRead), keyed by the commented row and a stamp of the comment's text: a tutor who
 * rewrites a comment makes it unread again.
 */

/** The rows a tutor comments on that the student sees as theirs, each in the words of the student's pages. */
export const CommentSubjectType = defineEnum('cSubjectType', '评语所在记录类型', {
  diary: ['InternshipDiary', '实习日志'],
  summary: ['InternshipSummary', '实习总结'],
  practiceTask: ['PracticeStudentTask', '课程任务'],
  teamTask: ['ProjectTeamTask', '团队任务'],
});
export const COMMENT_SUBJECTS = CommentSubjectType.options.map((o) => o.value);
export const commentSubject = CommentSubjectType.schema;
export type CommentSubject = (typeof COMMENT_SUBJECTS)[number];

/** What a due item is: a practice-course task, a training-camp team task, an internship summary. */
export const DUE_KINDS = ['practiceTask', 'teamTask', 'summary'] as const;
export type DueKind = (typeof DUE_KINDS)[number];

/** The query values the item's page is opened with, as the row buttons of the student's lists copy them. */
const scopeValues = z.record(z.string(), z.string());

/** The running internship and its current 实习周次 (week 1: the start day and the six days after it). */
const todayInternship = z.object({
  fInternshipInfoId: idValue,
  fInternshipStudentId: idValue,
  cInternshipName: z.string(),
  fWeek: z.number().int().min(1),
  tWeekStartDate: z.string(),
  tWeekEndDate: z.string(),
  cScope: scopeValues,
});

/**
 * This week's diary: 'due' none written yet, 'draft' saved but not handed in, 'done' handed in. Diaries are
 * weekly in this product (a diary's week is counted from its date, and courses ask for one a week).
 */
const weekDiary = z.object({
  cState: z.enum(['due', 'draft', 'done']),
  fInternshipDiaryId: idValue.nullish(),
  cDiaryName: z.string().nullish(),
});

/** A diary the tutor sent back (审核未通过): it waits for the student's rewrite. */
const returnedDiary = z.object({
  fInternshipDiaryId: idValue,
  cDiaryName: z.string(),
  tDiaryDate: z.string(),
});

const dueItem = z.object({
  cKind: z.enum(DUE_KINDS),
  cTaskId: idValue,
  cTaskName: z.string(),
  cCourseName: z.string(),
  tEndDate: z.string(),
  /** Days past the deadline (0 not yet): a late item is listed only where the school still takes it. */
  fLateDays: z.number().int().min(0),
  cScope: scopeValues,
});

const tutorComment = z.object({
  cSubjectType: commentSubject,
  cSubjectId: idValue,
  cTitle: z.string(),
  cCourseName: z.string(),
  cComment: z.string(),
  tCommentDate: z.string().nullish(),
  cScope: scopeValues,
});

export const studentTodayModel = z.object({
  tToday: z.string(),
  internship: todayInternship.nullable(),
  diary: weekDiary.nullable(),
  returnedDiaries: z.array(returnedDiary),
  dueItems: z.array(dueItem),
  comments: z.array(tutorComment),
});
export type StudentTodayModel = z.infer<typeof studentTodayModel>;
export type TodayDueItem = z.infer<typeof dueItem>;
export type TodayComment = z.infer<typeof tutorComment>;

/** A tutor's comment the student has opened, as it read then (cStamp). Written only by the server. */
export const TutorCommentRead = defineEntity({
  name: 'TutorCommentRead',
  label: '导师评语已读',
  api: 'internship',
  key: 'fTutorCommentReadId',
  title: 'cSubjectType',
  fields: {
    fTutorCommentReadId: id(),
    fStudentUserId: ref('学生', 'AppUser', { readOnly: true }),
    cSubjectType: choice(CommentSubjectType, { required: true }),
    cSubjectId: text('评语所在记录', { required: true, max: 40 }),
    cStamp: text('评语摘要', { readOnly: true, max: 64 }),
    tReadDate: dateTime('阅读时间', { readOnly: true }),
    tCreateDate: created(),
  },
  // No standard calls: the marker is set by MarkTutorCommentRead and read by GetStudentTodayModel.
  ops: [],
  rows: { owner: 'fStudentUserId' },
  grants: { read: ['student'], write: ['student'] },
  actions: () => [
    {
      controller: 'StudentToday',
      action: 'GetStudentTodayModel',
      summary: '学生今日待办',
      kind: 'action',
      get query() {
        return z.object({});
      },
      content: studentTodayModel,
      grants: ['student'],
      referenceServerOnly: true,
    },
    {
      controller: 'StudentToday',
      action: 'MarkTutorCommentRead',
      summary: '导师评语标为已读',
      kind: 'action',
      get body() {
        return z.object({ cSubjectType: commentSubject, cSubjectId: idValue });
      },
      content: none,
      grants: ['student'],
      referenceServerOnly: true,
    },
  ],
});
