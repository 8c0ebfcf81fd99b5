import type { TableRow } from '@practice/ui-kit';
import { callOperation } from '../../../entity-list/index.js';
import { ALL } from '../../../kit/internship/work-data.js';
import type { CourseTask } from './task-window.js';

/** The course's tasks (what is asked, by when); the server shows a student only their courses' tasks. */
export const courseTasks = async (cPracticeInfoId: string): Promise<(CourseTask & TableRow)[]> =>
  (await callOperation('GetPracticeTaskPageList', { ...ALL, cPracticeInfoId })).List as (CourseTask &
    TableRow)[];

/** A hand-in's per-item scores of a standard evaluation. */
export const scoreItems = async (cPracticeStudentTaskId: string): Promise<TableRow[]> =>
  (await callOperation('GetPracticeStudentTaskEvaluationItemPageList', { ...ALL, cPracticeStudentTaskId }))
    .List as TableRow[];
