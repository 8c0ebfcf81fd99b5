import type { Row } from '../../../db/driver.js';
import { badRequest, forbidden, refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onRow, onRows } from '../../declared.js';
import { visibleRow } from '../../rows.js';
import { members, recountTeams, requireRunning, teams } from './project.js';
import { isStudent, named, selected } from './shared.js';
import {
  addMembers,
  checkNewMembers,
  INVITE_ONLY,
  lockTeam,
  requireMemberLimit,
  requireTeamManager,
  rosterOf,
} from './team-rules.js';

/*
 * Team members one by one (ProjectTeamStudent). The standard handlers would let a student add themself to
 * any team or leave without the leader rule, so each is replaced with the rules of team-rules.ts.
 */

const memberNamed = named('ProjectTeamStudent', 'cProjectTeamStudentId');

/**
 * SetProjectTeamLeader: staff or the current leader hand leadership to another member. Both marks change in
 * one statement, so a team never has two leaders or none. Allowed after enrolment: the roster stays the same.
 */
export const setLeader: Handler = onRow({
  target: { ...memberNamed, access: 'read' },
  work: async (ctx, _input, target) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    const { team, project } = await lockTeam(q, target.cProjectTeamId);
    requireRunning(project);
    if (!isStudent(me)) await visibleRow(q, teams, me, team.cProjectTeamId);
    else if (team.fLeaderUserId !== me.userId) throw forbidden('只有队长可以转让队长');
    await q.query(
      `update "ProjectTeamStudent" set "fIsLeader" = case when "cProjectTeamStudentId" = $2 then 1 else 0 end
        where "cProjectTeamId" = $1`,
      [team.cProjectTeamId, target.cProjectTeamStudentId],
    );
    await q.query('update "ProjectTeam" set "fLeaderUserId" = $2 where "cProjectTeamId" = $1', [
      team.cProjectTeamId,
      target.fStudentUserId,
    ]);
    return null;
  },
});

/**
 * AddProjectTeamStudent: staff add one member, under the team rules. A student (the leader too) is refused:
 * a classmate joins by accepting an invitation (invitations.ts), never by being put in.
 */
export const addMember: Handler = onRow({
  target: { ...named('ProjectTeam', 'cProjectTeamId'), access: 'read' },
  work: async (ctx, { body }) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    const input = body as Row & { cProjectTeamId: string; cProjectInfoId: string; fStudentUserId: string };
    if (isStudent(me)) throw refused(INVITE_ONLY);
    const { team, project } = await lockTeam(q, input.cProjectTeamId);
    if (input.cProjectInfoId !== team.cProjectInfoId) throw badRequest('团队不属于所选项目');
    requireRunning(project);
    await requireTeamManager(q, me, team);
    const roster = await rosterOf(q, input.cProjectTeamId);
    if (roster.some((m) => m.fStudentUserId === input.fStudentUserId)) throw refused('该学生已是团队成员');
    requireMemberLimit(project, roster.length + 1);
    await checkNewMembers(q, project, input.cProjectTeamId, [input.fStudentUserId]);
    await addMembers(q, me, team, [input.fStudentUserId]);
    if (input.cDuty !== undefined) {
      await q.query(
        'update "ProjectTeamStudent" set "cDuty" = $3 where "cProjectTeamId" = $1 and "fStudentUserId" = $2',
        [input.cProjectTeamId, input.fStudentUserId, input.cDuty],
      );
    }
    await recountTeams(q, String(team.cProjectInfoId), [input.cProjectTeamId]);
    const [row] = await q.query(
      'select "cProjectTeamStudentId" from "ProjectTeamStudent" where "cProjectTeamId" = $1 and "fStudentUserId" = $2',
      [input.cProjectTeamId, input.fStudentUserId],
    );
    return visibleRow(q, members, null, row?.cProjectTeamStudentId);
  },
});

/** EditProjectTeamStudent: only the duty changes; moving a member between teams goes through leave and join. */
export const editMember: Handler = onRow({
  target: { ...memberNamed, access: 'read' },
  work: async (ctx, { body }, current) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    const input = body as Row & { cProjectTeamStudentId: string };
    for (const wire of ['cProjectTeamId', 'cProjectInfoId', 'fStudentUserId']) {
      if (input[wire] != null && input[wire] !== current[wire]) throw refused('不能修改成员所属的团队或学生');
    }
    const { team } = await lockTeam(q, current.cProjectTeamId);
    // A member may describe their own duty; the leader and staff anyone's.
    if (!(isStudent(me) && current.fStudentUserId === me.userId)) {
      if (isStudent(me) && team.fLeaderUserId !== me.userId) throw forbidden('只有队长可以修改成员分工');
      if (!isStudent(me)) await visibleRow(q, teams, me, team.cProjectTeamId);
    }
    if (input.cDuty !== undefined) {
      await q.query('update "ProjectTeamStudent" set "cDuty" = $2 where "cProjectTeamStudentId" = $1', [
        input.cProjectTeamStudentId,
        input.cDuty,
      ]);
    }
    return visibleRow(q, members, null, input.cProjectTeamStudentId);
  },
});

/**
 * DeleteProjectTeamStudentIDS: staff or the leader remove members, a member removes themself. The leader is
 * never removed this way: leadership is handed over first (or the team dissolved), so a team keeps a leader.
 */
export const deleteMembers: Handler = onRows({
  target: selected('ProjectTeamStudent'),
  work: async (ctx, _input, rows) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    const touched = new Map<string, string>();
    for (const row of rows) {
      const { team, project } = await lockTeam(q, row.cProjectTeamId);
      requireRunning(project);
      await requireTeamManager(q, me, team, row.fStudentUserId as string);
      if (row.fStudentUserId === team.fLeaderUserId) throw refused('不能移除队长，请先将队长转让给其他成员');
      touched.set(String(team.cProjectTeamId), String(team.cProjectInfoId));
    }
    await q.query('delete from "ProjectTeamStudent" where "cProjectTeamStudentId" = any($1)', [
      rows.map((r) => r.cProjectTeamStudentId),
    ]);
    for (const [teamId, projectId] of touched) await recountTeams(q, projectId, [teamId]);
    return null;
  },
});
