import { enums } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { tableOf } from '../../../db/tables.js';
import { forbidden, notFound, refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onNoRow, onRow } from '../../declared.js';
import { visibleRow } from '../../rows.js';
import { pageOfRows } from '../../standard/page.js';
import { updateRows } from '../../write.js';
import { recountTeams, requireRunning } from './project.js';
import { insertOwn, isStudent, named } from './shared.js';
import {
  addMembers,
  checkNewMembers,
  lockTeam,
  requireMemberLimit,
  requireTeamManager,
  rosterOf,
} from './team-rules.js';

/*
 * 团队邀请 (issue 24 "Teams"): a student joins a team only by accepting its leader's invitation. The leader
 * invites a student of the project's school who is in no team of the project; the invited student accepts
 * (then, and only then, a member, under every team rule) or declines; the leader withdraws one still
 * waiting. Each call locks the project, as every roster change does.
 */

export const invitations = tableOf('ProjectTeamInvitation');

const STATE_WORD: Record<number, string> = { 1: '已接受', 2: '已拒绝', 3: '已撤回' };

async function invitationRow(q: Queryable, id: unknown): Promise<Row> {
  const [row] = await q.query(
    'select * from "ProjectTeamInvitation" where "cProjectTeamInvitationId" = $1 for update',
    [String(id)],
  );
  if (!row) throw notFound('团队邀请不存在或已被删除');
  return row;
}

/** Only a waiting invitation is answered or withdrawn; the message says what became of it. */
function requirePending(invitation: Row) {
  const word = STATE_WORD[Number(invitation.fStatus)];
  if (word) throw refused(`该邀请${word}，不能再处理`);
}

const userName = async (q: Queryable, id: unknown) => {
  const [row] = await q.query('select "cRealName" from "AppUser" where "fAppUserId" = $1', [String(id)]);
  return String(row?.cRealName ?? '');
};

/**
 * AddProjectTeamInvitation: the team's leader invites a classmate while the team may still change (the
 * project running, the team not enrolled), with room left under 每队最多人数, and not twice while one waits.
 * The classmate must be able to join now (school, no team of the project, running projects): said at once
 * rather than only when they accept.
 */
export const invite: Handler = onRow({
  target: { ...named('ProjectTeam', 'cProjectTeamId'), access: 'read' },
  work: async (ctx, { body }) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    const input = body as Row & { cProjectTeamId: string; fInviteeUserId: string };
    const { team, project } = await lockTeam(q, input.cProjectTeamId);
    if (input.cProjectInfoId != null && input.cProjectInfoId !== team.cProjectInfoId) {
      throw refused('团队不属于所选项目');
    }
    requireRunning(project);
    if (isStudent(me) && team.fLeaderUserId !== me.userId) throw forbidden('只有队长可以邀请成员');
    await requireTeamManager(q, me, team);
    const roster = await rosterOf(q, input.cProjectTeamId);
    if (roster.some((m) => m.fStudentUserId === input.fInviteeUserId)) throw refused('该学生已是团队成员');
    requireMemberLimit(project, roster.length + 1);
    const [waiting] = await q.query(
      `select 1 from "ProjectTeamInvitation" where "cProjectTeamId" = $1 and "fInviteeUserId" = $2 and "fStatus" = $3`,
      [input.cProjectTeamId, input.fInviteeUserId, enums.InvitationStatus.pending],
    );
    if (waiting) {
      throw refused(`已邀请${await userName(q, input.fInviteeUserId)}，请等待对方确认`);
    }
    await checkNewMembers(q, project, input.cProjectTeamId, [input.fInviteeUserId]);
    const id = await insertOwn(q, invitations, me, {
      cProjectInfoId: team.cProjectInfoId,
      cProjectTeamId: team.cProjectTeamId,
      fInviteeUserId: input.fInviteeUserId,
      fInviterUserId: me.userId,
      fStatus: enums.InvitationStatus.pending,
    });
    return visibleRow(q, invitations, null, id);
  },
});

/** Only the invited student answers: the catalogue shows a student the invitations sent to them. */
const ONLY_INVITEE = '只有被邀请的同学可以处理该邀请';

/**
 * The invitation being answered, loaded through the scope and locked: gone, it is 团队邀请不存在或已被删除;
 * outside the caller's scope (sent to another student), or in a tutor's scope but not sent to them, it is
 * not theirs to answer.
 */
const answering = {
  target: {
    ...named('ProjectTeamInvitation', 'cProjectTeamInvitationId'),
    access: 'read',
    lock: true,
    refusals: { notFound: '团队邀请不存在或已被删除', forbidden: ONLY_INVITEE },
  },
  rule: (caller: Caller | null, invitation: Row) =>
    invitation.fInviteeUserId !== caller?.userId ? ONLY_INVITEE : undefined,
} as const;

/**
 * AcceptProjectTeamInvitation: the invited student becomes a member under every rule that held when they
 * were invited, checked again now (the team may have filled up or enrolled, the student joined another team
 * or project meanwhile).
 */
export const accept: Handler = onRow({
  ...answering,
  work: async (ctx, _input, invitation) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    requirePending(invitation);
    const { team, project } = await lockTeam(q, invitation.cProjectTeamId);
    requireRunning(project, '项目已结束，不能再加入团队');
    if (team.fIsEnroll === enums.EnrollStatus.enrolled)
      throw refused('团队已报名成功，成员不能再变动，如需调整请联系项目导师');
    const roster = await rosterOf(q, String(team.cProjectTeamId));
    requireMemberLimit(project, roster.length + 1);
    await checkNewMembers(q, project, String(team.cProjectTeamId), [me.userId], me.userId);
    await addMembers(q, me, team, [me.userId]);
    await updateRows(q, invitations, [invitation.cProjectTeamInvitationId], {
      fStatus: enums.InvitationStatus.accepted,
      tReplyDate: nowText(),
    });
    await recountTeams(q, String(team.cProjectInfoId), [String(team.cProjectTeamId)]);
    return null;
  },
});

/** DeclineProjectTeamInvitation: the invited student says no; nothing else changes. */
export const decline: Handler = onRow({
  ...answering,
  work: async ({ q }, _input, invitation) => {
    requirePending(invitation);
    await updateRows(q, invitations, [invitation.cProjectTeamInvitationId], {
      fStatus: enums.InvitationStatus.declined,
      tReplyDate: nowText(),
    });
    return null;
  },
});

/** WithdrawProjectTeamInvitation: the team's leader takes back an invitation still waiting. */
export const withdraw: Handler = onNoRow(
  'withdraws an invitation of the caller’s team: the catalogue shows a student an invitation only as its invitee, so the leader who sent it cannot load it through the scope; it is read by key and checked by its team',
  async (ctx, { body }) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    const { cProjectTeamInvitationId } = body as { cProjectTeamInvitationId: string };
    const invitation = await invitationRow(q, cProjectTeamInvitationId);
    const { team } = await lockTeam(q, invitation.cProjectTeamId);
    if (!isStudent(me)) await visibleRow(q, tableOf('ProjectTeam'), me, team.cProjectTeamId);
    else if (team.fLeaderUserId !== me.userId) throw forbidden('只有队长可以撤回邀请');
    requirePending(invitation);
    await updateRows(q, invitations, [cProjectTeamInvitationId], {
      fStatus: enums.InvitationStatus.withdrawn,
      tReplyDate: nowText(),
    });
    return null;
  },
);

/**
 * GetProjectTeamInvitationPageList: a student reads the invitations sent to them and those of the teams they
 * belong to (the leader's list to withdraw from); staff read those of the projects they see.
 */
export const invitationPage: Handler = onNoRow(
  'a page list: the scope is applied in its query (a student’s: sent to them or to the teams they are in)',
  async (ctx, { query }) => {
    const me = signedIn(ctx);
    if (!isStudent(me)) return pageOfRows(ctx.db, invitations, me, query);
    return pageOfRows(ctx.db, invitations, null, query, (p) => {
      const id = p.add(me.userId);
      return [
        `(t."fInviteeUserId" = ${id} or t."cProjectTeamId" in
           (select "cProjectTeamId" from "ProjectTeamStudent" where "fStudentUserId" = ${id}))`,
      ];
    });
  },
);

export const invitationHandlers: Record<string, Handler> = {
  AddProjectTeamInvitation: invite,
  AcceptProjectTeamInvitation: accept,
  DeclineProjectTeamInvitation: decline,
  WithdrawProjectTeamInvitation: withdraw,
  GetProjectTeamInvitationPageList: invitationPage,
};
