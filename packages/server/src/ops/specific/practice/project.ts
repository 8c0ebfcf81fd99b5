import { enums } from '@practice/sdk/contract';
import type { Queryable, Row } from '../../../db/driver.js';
import { tableOf } from '../../../db/tables.js';
import { refused } from '../../../http/errors.js';
import type { Handler } from '../../context.js';
import { onRows } from '../../declared.js';
import { updateRows } from '../../write.js';
import { keysOf, requireState, selected, titleOf, today } from './shared.js';

export const projects = tableOf('ProjectInfo');
export const teams = tableOf('ProjectTeam');
export const members = tableOf('ProjectTeamStudent');

/** FinishProjectInfoIDS: a project ends once; an unapproved project never ran, so it cannot end. */
export const finishProject: Handler = onRows({
  target: selected('ProjectInfo', 'run'),
  work: async ({ q }, _input, rows) => {
    requireState(
      rows,
      (r) => r.fStatus === enums.ReviewStatus.passed,
      (r) => `项目${titleOf(projects, r)}未审核通过，不能结束`,
    );
    requireState(
      rows,
      (r) => r.fProjectStatus !== enums.TrainingProjectStatus.ended,
      (r) => `项目${titleOf(projects, r)}已结束`,
    );
    await updateRows(q, projects, keysOf(projects, rows), {
      fProjectStatus: enums.TrainingProjectStatus.ended,
    });
    return null;
  },
});

export function requireRunning(project: Row, message = '项目已结束，不能再修改团队') {
  if (project.fProjectStatus === enums.TrainingProjectStatus.ended) throw refused(message);
}

/** Students enrol (form a team) only on an approved project, inside its enrolment window. */
export function requireEnrolmentOpen(project: Row) {
  requireRunning(project);
  if (project.fStatus !== enums.ReviewStatus.passed) throw refused('项目未审核通过，暂不能报名');
  const day = today();
  if (project.tEnrollStartDate && day < String(project.tEnrollStartDate)) throw refused('项目报名尚未开始');
  if (project.tEnrollEndDate && day > String(project.tEnrollEndDate)) throw refused('项目报名已截止');
}

/** fMemberCount of the teams and fTeamCount (enrolled teams) of the project, recomputed from the rows. */
export async function recountTeams(q: Queryable, projectId: string, teamIds: readonly string[] = []) {
  for (const id of new Set(teamIds)) {
    await q.query(
      `update "ProjectTeam" set "fMemberCount" =
         (select count(*)::int from "ProjectTeamStudent" where "cProjectTeamId" = $1) where "cProjectTeamId" = $1`,
      [id],
    );
  }
  await q.query(
    `update "ProjectInfo" set "fTeamCount" =
       (select count(*)::int from "ProjectTeam" where "cProjectInfoId" = $1 and "fIsEnroll" = $2)
      where "cProjectInfoId" = $1`,
    [projectId, enums.EnrollStatus.enrolled],
  );
}
