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

/** trainingProjectStatus 3 已结束. */
export const PROJECT_ENDED = 3;
const PASSED = 1;
/** fIsEnroll (SPEC §3): 0 not enrolled, 1 enrolling, 2 enrolled, 3 enrolment failed. */
export const ENROLL = { none: 0, enrolling: 1, enrolled: 2, failed: 3 } as const;

/** FinishProjectInfoIDS: a project ends once; an unapproved project never ran, so it cannot end. */
export const finishProject: Handler = onRows({
  target: selected('ProjectInfo', 'run'),
  work: async ({ q }, _input, rows) => {
    requireState(
      rows,
      (r) => r.fStatus === PASSED,
      (r) => `项目${titleOf(projects, r)}未审核通过，不能结束`,
    );
    requireState(
      rows,
      (r) => r.fProjectStatus !== PROJECT_ENDED,
      (r) => `项目${titleOf(projects, r)}已结束`,
    );
    await updateRows(q, projects, keysOf(projects, rows), { fProjectStatus: PROJECT_ENDED });
    return null;
  },
});

export function requireRunning(project: Row, message = '项目已结束，不能再修改团队') {
  if (project.fProjectStatus === PROJECT_ENDED) throw refused(message);
}

/** Students enrol (form a team) only on an approved project, inside its enrolment window. */
export function requireEnrolmentOpen(project: Row) {
  requireRunning(project);
  if (project.fStatus !== PASSED) throw refused('项目未审核通过，暂不能报名');
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
    [projectId, ENROLL.enrolled],
  );
}
