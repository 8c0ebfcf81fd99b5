import { enums } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { badRequest, forbidden, notFound, refused } from '../../../http/errors.js';
import { visibleRow } from '../../rows.js';
import { members, projects, teams } from './project.js';
import { requireRunningRoom } from './running-projects.js';
import { insertOwn, isStudent, lockRow, usersWithRole } from './shared.js';

/** A student never puts a classmate into a team: the classmate joins by accepting an invitation. */
export const INVITE_ONLY = '请通过「邀请成员」添加队员：同学接受邀请后才会加入团队';

/*
 * The rules of team membership (SPEC §4 "Teams"), shared by every call that changes a roster:
 * - a student is in at most one team per project;
 * - members are students of the project's school, at most fMaxMember of them;
 * - a team has exactly one leader (fIsLeader 1, mirrored in fLeaderUserId);
 * - once a team is enrolled (fIsEnroll 2) its roster is what the reviewer approved: students cannot change it,
 *   only the project's staff can.
 */

export async function teamRow(q: Queryable, id: unknown): Promise<Row> {
  const [team] = await q.query('select * from "ProjectTeam" where "cProjectTeamId" = $1', [String(id)]);
  if (!team) throw notFound('团队不存在或已被删除');
  return team;
}

/**
 * The team with its project locked: every roster change of a project runs one at a time, so two calls cannot
 * both put one student into different teams. The team is read again once the lock is held.
 */
export async function lockTeam(q: Queryable, id: unknown): Promise<{ team: Row; project: Row }> {
  const first = await teamRow(q, id);
  const project = await lockRow(q, projects, first.cProjectInfoId);
  return { team: await teamRow(q, id), project };
}

export const rosterOf = (q: Queryable, teamId: string) =>
  q.query('select * from "ProjectTeamStudent" where "cProjectTeamId" = $1 order by "tCreateDate"', [teamId]);

/**
 * Staff act on teams of the projects they may see; a student acts only as the team's leader. `self` lets a
 * member act on their own membership too (leaving).
 */
export async function requireTeamManager(q: Queryable, caller: Caller, team: Row, self?: string) {
  if (!isStudent(caller)) {
    await visibleRow(q, teams, caller, team.cProjectTeamId);
    return;
  }
  if (team.fLeaderUserId === caller.userId || self === caller.userId) {
    if (team.fIsEnroll === enums.EnrollStatus.enrolled)
      throw refused('团队已报名成功，成员不能再变动，如需调整请联系项目导师');
    return;
  }
  throw forbidden('只有队长可以管理团队成员');
}

export function requireMemberLimit(project: Row, count: number) {
  const max = Number(project.fMaxMember ?? 0);
  if (max && count > max) throw refused(`团队人数不能超过${max}人`);
}

/**
 * 报名 by a student who is already in a team of the project (theirs entered it, or they joined another's):
 * said as such, naming the team, rather than as a classmate taken (checkNewMembers).
 */
export async function requireNotEnrolled(q: Queryable, project: Row, userId: string) {
  const [mine] = await q.query(
    `select t."cTeamName" from "ProjectTeamStudent" m join "ProjectTeam" t on t."cProjectTeamId" = m."cProjectTeamId"
      where m."cProjectInfoId" = $1 and m."fStudentUserId" = $2 limit 1`,
    [project.cProjectInfoId, userId],
  );
  if (mine) throw refused(`你已报名该项目（所在团队「${String(mine.cTeamName)}」），请勿重复报名`);
}

/**
 * New members must be students of the project's school who are in no other team of the project and within
 * the school's limit of running projects (`self`: the caller joining themself).
 */
export async function checkNewMembers(
  q: Queryable,
  project: Row,
  teamId: string | null,
  userIds: readonly string[],
  self?: string,
) {
  if (!userIds.length) return;
  const found = await usersWithRole(q, userIds, 'student');
  const byId = new Map(found.map((u) => [u.fAppUserId as string, u]));
  const strangers = userIds.filter((id) => byId.get(id)?.fSchoolId !== project.fSchoolId);
  if (strangers.length) throw badRequest('团队成员必须是本校学生');
  const taken = await q.query(
    `select u."cRealName" from "ProjectTeamStudent" m join "AppUser" u on u."fAppUserId" = m."fStudentUserId"
      where m."cProjectInfoId" = $1 and m."fStudentUserId" = any($2) and m."cProjectTeamId" is distinct from $3`,
    [project.cProjectInfoId, userIds, teamId],
  );
  if (taken.length) {
    throw refused(`${taken.map((r) => String(r.cRealName)).join('、')}已加入该项目的其他团队`);
  }
  await requireRunningRoom(q, project, userIds, self);
}

/** 提交报名 needs the project's minimum (每队最少人数): the message names it and the team's count. */
export function requireMinimum(project: Row, count: number) {
  const min = Number(project.fMinMember ?? 0);
  if (count < min) throw refused(`团队人数不足，不能提交报名：该项目每队最少人数为${min}人，当前${count}人`);
}

export async function addMembers(
  q: Queryable,
  caller: Caller,
  team: Row,
  userIds: readonly string[],
  leader?: string,
) {
  for (const userId of userIds) {
    await insertOwn(q, members, caller, {
      cProjectInfoId: team.cProjectInfoId,
      cProjectTeamId: team.cProjectTeamId,
      fStudentUserId: userId,
      fIsLeader: userId === leader ? 1 : 0,
    });
  }
}

/** A team goes with its memberships; refused once it has handed in work, which must not be orphaned. */
export async function dissolveTeams(q: Queryable, teamIds: readonly string[]) {
  const handedIn = await q.query(
    `select t."cTeamName" from "ProjectTeamTask" k join "ProjectTeam" t on t."cProjectTeamId" = k."cProjectTeamId"
      where k."cProjectTeamId" = any($1) limit 1`,
    [teamIds],
  );
  if (handedIn[0]) throw refused(`团队「${String(handedIn[0].cTeamName)}」已提交任务，不能解散`);
  await q.query('delete from "ProjectTeamStudent" where "cProjectTeamId" = any($1)', [teamIds]);
  // Its invitations go with it: one still waiting must not let anyone into a team that is gone.
  await q.query('delete from "ProjectTeamInvitation" where "cProjectTeamId" = any($1)', [teamIds]);
  // Questions stay with the project; they only lose the team they were asked from.
  await q.query('update "ProjectQuestion" set "cProjectTeamId" = null where "cProjectTeamId" = any($1)', [
    teamIds,
  ]);
  await q.query('delete from "ProjectTeam" where "cProjectTeamId" = any($1)', [teamIds]);
}
