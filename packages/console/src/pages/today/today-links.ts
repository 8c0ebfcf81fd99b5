import type { StudentTodayModel, TodayComment, TodayDueItem } from '@practice/sdk/contract';
import { linkTarget, type TableRow } from '@practice/ui-kit';
import { WRITE_QUERY_KEY } from '../../screens/kit/open-from-address.js';
import { ownTarget } from '../../screens/kit/own-scope.js';
import { OWN_COURSES } from '../../screens/practice/practice-info-student/parts/own-courses.js';
import { NEW_DIARY } from '../../screens/practice/student-manage/parts/diary-open-address.js';
import { OWN_INTERNSHIPS } from '../../screens/practice/student-manage/parts/own-internships.js';
import { PROJECT_HEADER, TEAM_SCOPE } from '../../screens/practice/training-camp-student/parts/camp-links.js';

/*
 * Where each item of 今日待办 opens: the page a row button of the student's own lists opens, with the same
 * query (own-scope.ts), so that the home page and the lists never disagree on a page's address. The server
 * sends each item's scope values (cScope); the paths are the student screens of the route catalogue.
 */

export type Target = { path: string; query: Record<string, string> };

export const PAGES = {
  diaries: '/practice/student-manage/diaries-student',
  summary: '/practice/student-manage/summary-student',
  practiceTasks: '/practice/practice-info-student/task-list',
  teamTasks: '/practice/training-camp-student/task-list',
} as const;

const internshipPage = (path: string, scope: TableRow) => ownTarget(OWN_INTERNSHIPS, path, scope);
const practicePage = (scope: TableRow) => ownTarget(OWN_COURSES, PAGES.practiceTasks, scope);
const teamPage = (scope: TableRow) =>
  linkTarget({ child: 'task-list', fields: TEAM_SCOPE, header: PROJECT_HEADER }, PAGES.teamTasks, scope);

/** The page with its hand-in form open on what is named: a diary, a task, a summary task. */
const withWrite = (target: Target | null, what: string): Target | null =>
  target && { ...target, query: { ...target.query, [WRITE_QUERY_KEY]: what } };

/** This week's diary: the diary page with its form open on the draft, or on a new diary. */
export function diaryTarget(model: StudentTodayModel): Target | null {
  if (!model.internship) return null;
  const draft = model.diary?.fInternshipDiaryId;
  return withWrite(internshipPage(PAGES.diaries, model.internship.cScope), draft || NEW_DIARY);
}

/** A diary the tutor sent back: its form, to rewrite it. */
export const returnedDiaryTarget = (model: StudentTodayModel, diaryId: string): Target | null =>
  model.internship ? withWrite(internshipPage(PAGES.diaries, model.internship.cScope), diaryId) : null;

/** A task or summary due this week: its page with the hand-in form open on that task. */
export function dueTarget(item: Pick<TodayDueItem, 'cKind' | 'cScope' | 'cTaskId'>): Target | null {
  const page =
    item.cKind === 'summary'
      ? internshipPage(PAGES.summary, item.cScope)
      : item.cKind === 'practiceTask'
        ? practicePage(item.cScope)
        : teamPage(item.cScope);
  return withWrite(page, item.cTaskId);
}

/** The page a comment was written on: the diary list, the summaries, the task lists. */
export function commentTarget(comment: Pick<TodayComment, 'cSubjectType' | 'cScope'>): Target | null {
  switch (comment.cSubjectType) {
    case 'InternshipDiary':
      return internshipPage(PAGES.diaries, comment.cScope);
    case 'InternshipSummary':
      return internshipPage(PAGES.summary, comment.cScope);
    case 'PracticeStudentTask':
      return practicePage(comment.cScope);
    case 'ProjectTeamTask':
      return teamPage(comment.cScope);
  }
}

/** A target as the address the router takes. */
export const addressOf = (t: Target) => `${t.path}?${new URLSearchParams(t.query).toString()}`;
