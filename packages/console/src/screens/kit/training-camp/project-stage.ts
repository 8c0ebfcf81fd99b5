import { enums } from '@practice/sdk/contract';

/*
 * A project's stage (SPEC §3 projectStageStatus: -1 已下架, 0 已结束, 1 未开始, 2 进行中) read from its row:
 * a project not (or no longer) approved is off the shelf, an ended one (trainingProjectStatus 3) is over,
 * otherwise its run dates tell whether it has started.
 */

export const STAGE_STATUS = enums.ProjectStageStatus;

export interface StagedProject {
  fStatus?: unknown;
  fProjectStatus?: unknown;
  tStartDate?: unknown;
}

/** The stage of `project` on `today` ('YYYY-MM-DD'). */
export function projectStage(project: StagedProject, today: string): -1 | 0 | 1 | 2 {
  if (Number(project.fStatus) !== enums.ReviewStatus.passed) return -1;
  if (Number(project.fProjectStatus) === enums.TrainingProjectStatus.ended) return 0;
  const start = String(project.tStartDate ?? '')
    .slice(0, 10)
    .replace(/\//g, '-');
  return start && today < start ? 1 : 2;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day as 'YYYY-MM-DD'. */
export const localDay = (at = new Date()) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
