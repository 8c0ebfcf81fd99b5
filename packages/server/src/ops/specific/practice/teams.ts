import { enums } from '@practice/sdk/contract';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { badRequest, forbidden, notFound, refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onNoRow, onRow, onRows } from '../../declared.js';
import { assertReviewerFields, isReviewer } from '../../reviewers.js';
import { visibleRow } from '../../rows.js';
import { updateRows } from '../../write.js';
import { recountTeams, requireEnrolmentOpen, requireRunning, teams } from './project.js';
import { insertOwn, isStudent, keysOf, named, selected } from './shared.js';
import {
  addMembers,
  checkNewMembers,
  dissolveTeams,
  INVITE_ONLY,
  lockTeam,
  requireMemberLimit,
  requireMinimum,
  requireNotEnrolled,
  requireTeamManager,
  rosterOf,
  teamRow,
} from './team-rules.js';

type TeamInput = Row & { cProjectInfoId: string; fStudentUserIds?: string[] };

/** What a team's own form may set: the score is its reviewers' to give. */
function teamValues(input: Row, reviewer: boolean): Row {
  const wires = reviewer ? ['cTeamName', 'cSlogan', 'cDesc', 'fScore'] : ['cTeamName', 'cSlogan', 'cDesc'];
  return Object.fromEntries(wires.filter((w) => input[w] !== undefined).map((w) => [w, input[w]]));
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

const teamNamed = named('ProjectTeam', 'cProjectTeamId');

/** Teams still in the running (enrolling or enrolled) against the project's fMaxTeam. */
async function requireTeamRoom(q: Queryable, project: Row) {
  const max = Number(project.fMaxTeam ?? 0);
  if (!max) return;
  const [row] = await q.query(
    'select count(*)::int as n from "ProjectTeam" where "cProjectInfoId" = $1 and "fIsEnroll" in ($2, $3)',
    [project.cProjectInfoId, enums.EnrollStatus.enrolling, enums.EnrollStatus.enrolled],
  );
  if (Number(row?.n ?? 0) >= max) throw refused('该项目报名团队已满');
}

/**
 * AddProjectTeamWithStudent (and AddProjectTeam, the same without members). A student forms the team alone
 * and leads it: classmates join by accepting the leader's invitations (invitations.ts), and the leader sends
 * the enrolment (EnrollProjectTeam) once the team has the project's minimum, so the team starts 未报名. Staff
 * name the members (the first leads); their team is 报名中 at once when it has the minimum. The project row
 * is locked, so two teams cannot both take one student or the last slot.
 */
const addTeam = (withMembers: boolean): Handler =>
  onRow({
    target: { ...named('ProjectInfo', 'cProjectInfoId'), access: 'read', lock: true },
    work: async (ctx, { body }, project) => {
      const { q } = ctx;
      const me = signedIn(ctx);
      const input = body as TeamInput;
      assertReviewerFields(teams, me, input);
      const others = withMembers ? (input.fStudentUserIds ?? []) : [];
      if (isStudent(me)) {
        requireEnrolmentOpen(project);
        await requireNotEnrolled(q, project, me.userId);
        if (others.some((id) => id !== me.userId)) throw refused(INVITE_ONLY);
      } else requireRunning(project);
      const leader = isStudent(me) ? me.userId : others[0];
      if (leader === undefined) throw badRequest('请选择团队成员');
      const roster = unique([leader, ...others]);
      requireMemberLimit(project, roster.length);
      await checkNewMembers(q, project, null, roster, me.userId);
      const enrolling = !isStudent(me) && roster.length >= Number(project.fMinMember ?? 0);
      if (enrolling) await requireTeamRoom(q, project);
      const id = String(
        await insertOwn(q, teams, me, {
          ...teamValues(input, isReviewer(teams.entity, me)),
          cProjectInfoId: project.cProjectInfoId,
          fSchoolId: project.fSchoolId,
          fLeaderUserId: leader,
          fIsEnroll: enrolling ? enums.EnrollStatus.enrolling : enums.EnrollStatus.notEnrolled,
          tEnrollDate: enrolling ? nowText() : null,
        }),
      );
      await addMembers(q, me, await teamRow(q, id), roster, leader);
      await recountTeams(q, String(project.cProjectInfoId), [id]);
      return visibleRow(q, teams, null, id);
    },
  });

/**
 * EditProjectTeamWithStudent (and EditProjectTeam): the leader or staff edit the team; with members, the list
 * is the whole roster besides the leader, who always stays (leadership moves by SetProjectTeamLeader).
 */
const editTeam = (withMembers: boolean): Handler =>
  onRow({
    target: { ...teamNamed, access: 'read' },
    work: async (ctx, { body }) => {
      const { q } = ctx;
      const me = signedIn(ctx);
      const input = body as TeamInput & { cProjectTeamId: string };
      // The project is locked (lockTeam), and the team read again under that lock.
      const { team, project } = await lockTeam(q, input.cProjectTeamId);
      assertReviewerFields(teams, me, input, team);
      requireRunning(project);
      if (input.cProjectInfoId != null && input.cProjectInfoId !== team.cProjectInfoId) {
        throw refused('不能修改团队所属项目');
      }
      if (isStudent(me) && team.fLeaderUserId !== me.userId) throw forbidden('只有队长可以编辑团队');
      if (withMembers) {
        const wanted = unique([team.fLeaderUserId as string, ...(input.fStudentUserIds ?? [])]);
        const current = (await rosterOf(q, input.cProjectTeamId)).map((m) => m.fStudentUserId as string);
        const leaving = current.filter((id) => !wanted.includes(id));
        const joining = wanted.filter((id) => !current.includes(id));
        if (leaving.length || joining.length) {
          await requireTeamManager(q, me, team);
          if (isStudent(me) && joining.length) throw refused(INVITE_ONLY);
          requireMemberLimit(project, wanted.length);
          await checkNewMembers(q, project, input.cProjectTeamId, joining);
          await q.query(
            'delete from "ProjectTeamStudent" where "cProjectTeamId" = $1 and "fStudentUserId" = any($2)',
            [input.cProjectTeamId, leaving],
          );
          await addMembers(q, me, team, joining);
        }
      }
      await updateRows(q, teams, [input.cProjectTeamId], teamValues(input, isReviewer(teams.entity, me)));
      await recountTeams(q, String(team.cProjectInfoId), [input.cProjectTeamId]);
      return visibleRow(q, teams, null, input.cProjectTeamId);
    },
  });

/** DeleteProjectTeamIDS: staff, or a student leader dissolving their own team while it is not enrolled. */
export const deleteTeams: Handler = onRows({
  target: selected('ProjectTeam'),
  rule: (caller, rows) =>
    isStudent(caller) && rows.some((team) => team.fLeaderUserId !== caller?.userId)
      ? '只有队长可以解散团队'
      : undefined,
  work: async (ctx, _input, rows) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    for (const team of rows) await requireTeamManager(q, me, team);
    await dissolveTeams(q, keysOf(teams, rows));
    for (const projectId of new Set(rows.map((r) => String(r.cProjectInfoId))))
      await recountTeams(q, projectId);
    return null;
  },
});

/**
 * ExitProjectTeam: a member leaves. The leader cannot leave while others remain (they hand leadership over
 * first, so no team is ever without a leader); a leader who is the last member dissolves the team. Leaving is
 * the member's own choice, so it is open after enrolment too, as long as the enrolled team keeps the
 * project's minimum; adding or removing others after enrolment stays the tutors' (requireTeamManager).
 */
export const exitTeam: Handler = onNoRow(
  'the caller’s own membership of the team, found by team and caller; the team is read by key, not through the scope, because a student’s scope is the teams they belong to and its refusal would be 403, where one who is not a member is told 404 你不是该团队成员',
  async (ctx, { body }) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    const { cProjectTeamId } = body as { cProjectTeamId: string };
    const { team, project } = await lockTeam(q, cProjectTeamId);
    requireRunning(project);
    const roster = await rosterOf(q, cProjectTeamId);
    const mine = roster.find((m) => m.fStudentUserId === me.userId);
    if (!mine) throw notFound('你不是该团队成员');
    const leader = team.fLeaderUserId === me.userId;
    if (leader && roster.length > 1) throw refused('队长不能直接退出团队，请先将队长转让给其他成员');
    if (team.fIsEnroll === enums.EnrollStatus.enrolled) {
      const min = Number(project.fMinMember ?? 0);
      if (roster.length - 1 < Math.max(min, 1)) {
        throw refused(`团队已报名成功，退出后人数将少于${Math.max(min, 1)}人，请联系项目导师`);
      }
    }
    if (leader) {
      await dissolveTeams(q, [cProjectTeamId]);
    } else {
      await q.query('delete from "ProjectTeamStudent" where "cProjectTeamStudentId" = $1', [
        mine.cProjectTeamStudentId,
      ]);
    }
    await recountTeams(q, String(team.cProjectInfoId), roster.length > 1 ? [cProjectTeamId] : []);
    return null;
  },
);

/**
 * EnrollProjectTeam (提交报名): the leader (or the project's staff) sends the team's enrolment, 未报名 or
 * 报名失败 → 报名中, inside the enrolment window, with the project's minimum of members and a team slot left.
 */
export const enrolTeam: Handler = onRow({
  target: { ...teamNamed, access: 'read' },
  rule: (caller, team) =>
    isStudent(caller) && team.fLeaderUserId !== caller?.userId ? '只有队长可以提交报名' : undefined,
  work: async (ctx, { body }) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    const { cProjectTeamId } = body as { cProjectTeamId: string };
    const { team, project } = await lockTeam(q, cProjectTeamId);
    if (team.fIsEnroll === enums.EnrollStatus.enrolling) throw refused('团队已提交报名，请等待导师审核');
    if (team.fIsEnroll === enums.EnrollStatus.enrolled) throw refused('团队已报名成功，无需重复提交');
    if (isStudent(me)) requireEnrolmentOpen(project);
    else requireRunning(project);
    requireMinimum(project, (await rosterOf(q, cProjectTeamId)).length);
    await requireTeamRoom(q, project);
    await updateRows(q, teams, [cProjectTeamId], {
      fIsEnroll: enums.EnrollStatus.enrolling,
      tEnrollDate: nowText(),
    });
    await recountTeams(q, String(team.cProjectInfoId), [cProjectTeamId]);
    return null;
  },
});

type CandidateQuery = {
  pageNumber: number;
  pageSize: number;
  cProjectInfoId: string;
  cProjectTeamId?: string;
  cRealName?: string;
};

/**
 * GetProjectTeamCandidateList: the students a team of the project may take in (the classmate picker of 报名
 * and 编辑团队): students of the project's school in no other team of it, never the caller. With a team,
 * its own members are listed too (only for its leader or staff, who may edit it).
 */
export const candidates: Handler = onRow({
  target: { entity: 'ProjectInfo', key: ({ query }) => query.cProjectInfoId, access: 'read' },
  work: async (ctx, { query }, project) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    const input = query as CandidateQuery;
    const teamId = input.cProjectTeamId || null;
    if (teamId) {
      const team = await teamRow(q, teamId);
      if (team.cProjectInfoId !== project.cProjectInfoId) throw badRequest('团队不属于所选项目');
      if (isStudent(me) && team.fLeaderUserId !== me.userId) throw forbidden('只有队长可以编辑团队');
      if (!isStudent(me)) await visibleRow(q, teams, me, teamId);
    }
    const where = `from "AppUser" u left join "AppDepartment" d on d."fAppDepartmentId" = u."fAppDepartmentId"
      where u."fSchoolId" = $1 and u."fAppUserId" <> $2
        and exists (select 1 from app_role_user ru join "AppRole" r on r."fAppRoleId" = ru.role_id
                     where ru.user_id = u."fAppUserId" and r."cRoleCode" = 'student')
        and not exists (select 1 from "ProjectTeamStudent" m where m."cProjectInfoId" = $3
                         and m."fStudentUserId" = u."fAppUserId" and m."cProjectTeamId" is distinct from $4)
        and ($5::text is null or strpos(u."cRealName", $5) > 0 or strpos(coalesce(u."cNumber", ''), $5) > 0)`;
    const args = [project.fSchoolId, me.userId, project.cProjectInfoId, teamId, input.cRealName || null];
    const [count] = await q.query(`select count(*)::int as n ${where}`, args);
    const total = Number(count?.n ?? 0);
    const size = input.pageSize;
    const page = input.pageNumber > 0 ? input.pageNumber : 1;
    const all = input.pageNumber === -1;
    // pageNumber -1 asks for every row (SPEC §9): no limit then.
    const List = await q.query(
      `select u."fAppUserId", u."cRealName", u."cNumber", d."cDepartName" as "cClassName" ${where}
        order by d."cDepartName", u."cNumber", u."fAppUserId" limit $6 offset $7`,
      [...args, all ? null : size, all ? 0 : (page - 1) * size],
    );
    return {
      List,
      PageIndex: all ? 1 : page,
      PageCount: all ? 1 : Math.max(1, Math.ceil(total / size)),
      PageSize: size,
      TotalCount: total,
    };
  },
});

export const teamHandlers: Record<string, Handler> = {
  GetProjectTeamCandidateList: candidates,
  AddProjectTeamWithStudent: addTeam(true),
  AddProjectTeam: addTeam(false),
  EditProjectTeamWithStudent: editTeam(true),
  EditProjectTeam: editTeam(false),
  DeleteProjectTeamIDS: deleteTeams,
  ExitProjectTeam: exitTeam,
  EnrollProjectTeam: enrolTeam,
};
