import { enums, MAX_RUNNING_PROJECTS_KEY } from '@practice/sdk/contract';
import type { Queryable, Row } from '../../../db/driver.js';
import { refused } from '../../../http/errors.js';

/*
 * 同时参加的实训项目: a student works on at most this many running projects at a time (SPEC §4 "Teams",
 * issue 24). A school raises it with the school setting below; without the setting it is one. A project
 * counts while it has not ended and the student's team in it has not failed its enrolment.
 */

/** The school setting's key (学校设置 → 每名学生同时参加的实训项目数); 0 means no limit. */
export const MAX_RUNNING_KEY = MAX_RUNNING_PROJECTS_KEY;
export const DEFAULT_MAX_RUNNING = 1;

/** The school's limit: its setting when it holds a whole number, else the default of one. */
export async function maxRunningProjects(q: Queryable, schoolId: unknown): Promise<number> {
  const [row] = await q.query(
    'select "cSettingValue" from "SchoolSetting" where "fSchoolId" = $1 and "cSettingKey" = $2 limit 1',
    [String(schoolId), MAX_RUNNING_KEY],
  );
  const value = Number(String(row?.cSettingValue ?? '').trim() || Number.NaN);
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_MAX_RUNNING;
}

/** The running projects other than `projectId` each user is in a team of, by user. */
async function runningElsewhere(q: Queryable, projectId: unknown, userIds: readonly string[]) {
  const rows = await q.query(
    `select m."fStudentUserId", u."cRealName", p."cProjectName"
       from "ProjectTeamStudent" m
       join "ProjectTeam" t on t."cProjectTeamId" = m."cProjectTeamId"
       join "ProjectInfo" p on p."cProjectInfoId" = t."cProjectInfoId"
       join "AppUser" u on u."fAppUserId" = m."fStudentUserId"
      where m."fStudentUserId" = any($1) and p."cProjectInfoId" <> $2
        and coalesce(p."fProjectStatus", 0) <> $3 and coalesce(t."fIsEnroll", 0) <> $4
      order by p."cProjectName"`,
    [userIds, String(projectId), enums.TrainingProjectStatus.ended, enums.EnrollStatus.enrolFailed],
  );
  const byUser = new Map<string, { name: string; projects: string[] }>();
  for (const r of rows) {
    const entry = byUser.get(String(r.fStudentUserId)) ?? { name: String(r.cRealName), projects: [] };
    entry.projects.push(String(r.cProjectName));
    byUser.set(String(r.fStudentUserId), entry);
  }
  return byUser;
}

/**
 * Joining the project's team must leave each user within the school's limit of running projects. `self` is
 * the caller when they join themself (报名, accepting an invitation): the message then says 你.
 */
export async function requireRunningRoom(
  q: Queryable,
  project: Row,
  userIds: readonly string[],
  self?: string,
) {
  if (!userIds.length) return;
  const max = await maxRunningProjects(q, project.fSchoolId);
  if (!max) return;
  for (const [userId, { name, projects }] of await runningElsewhere(q, project.cProjectInfoId, userIds)) {
    if (projects.length < max) continue;
    const who = userId === self ? '你' : name;
    const list = projects.map((p) => `「${p}」`).join('、');
    throw refused(`${who}已参加进行中的实训项目${list}，本校每名学生同时最多参加${max}个实训项目`);
  }
}
