import { formatFieldDate } from '@practice/sdk/contract';
import type { SelectOption } from '@practice/ui-kit';
import { callOperation } from '../../../entity-list/index.js';
import { ALL } from '../../../kit/internship/work-data.js';

/*
 * The summary tasks of the student's course (SPEC 2.3 summary-student): what the tutors asked for and by
 * when. A summary is handed in for one of them, so the form offers only the course's tasks.
 */

export type SummaryTask = {
  fInternshipSummaryTaskId: string;
  cTaskName?: string | null;
  tStartDate?: string | null;
  tEndDate?: string | null;
  cFilePath?: string | null;
};

/** A task as an option of the summary form: its name and deadline, since tasks of one course may share a name. */
export const taskOption = (task: SummaryTask): SelectOption => ({
  value: task.fInternshipSummaryTaskId,
  label: task.tEndDate
    ? `${task.cTaskName ?? ''}（截止 ${formatFieldDate('InternshipSummaryTask', 'tEndDate', task.tEndDate)}）`
    : (task.cTaskName ?? ''),
});

export const courseTasks = async (fInternshipInfoId: string): Promise<SummaryTask[]> =>
  (await callOperation('GetInternshipSummaryTaskPageList', { ...ALL, fInternshipInfoId }))
    .List as SummaryTask[];

export const courseTaskOptions = (fInternshipInfoId: string) => async () =>
  (await courseTasks(fInternshipInfoId)).map(taskOption);
