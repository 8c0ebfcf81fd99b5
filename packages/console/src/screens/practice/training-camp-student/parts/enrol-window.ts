import { formatByDisplay } from '@practice/sdk';
import { enums } from '@practice/sdk/contract';
import type { TableRow } from '@practice/ui-kit';
import { dayOf } from '../../../kit/own-scope.js';
import { localDay } from '../../../kit/training-camp/project-stage.js';

/*
 * Whether a project takes teams today, as the server decides it (requireEnrolmentOpen): not after it ended,
 * and between its enrolment start and end days, both included.
 */

export type EnrolWindow = '可报名' | '报名未开始' | '报名已截止' | '项目已结束';

export function enrolWindow(project: TableRow, today = localDay()): EnrolWindow {
  if (Number(project.fProjectStatus) === enums.TrainingProjectStatus.ended) return '项目已结束';
  const start = dayOf(project.tEnrollStartDate);
  const end = dayOf(project.tEnrollEndDate);
  if (start && today < start) return '报名未开始';
  if (end && today > end) return '报名已截止';
  return '可报名';
}

/** The enrolment days as one short text: 2026/11/18 至 2026/12/16. */
export const windowText = (project: TableRow) =>
  [project.tEnrollStartDate, project.tEnrollEndDate]
    .map((day) => formatByDisplay('date', day))
    .filter(Boolean)
    .join(' 至 ');
