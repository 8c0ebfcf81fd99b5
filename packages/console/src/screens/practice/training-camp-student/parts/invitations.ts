import { entityByName } from '@practice/sdk/contract';
import type { TableRow } from '@practice/ui-kit';
import { callOperation } from '../../../entity-list/index.js';

/*
 * 团队邀请 (issue 24 "Teams"): a classmate joins a team only by accepting its leader's invitation. The
 * calls of the invited student (接受 / 拒绝) and of the leader (邀请 / 撤回); the server holds every rule and
 * says why in its own words (the SDK shows them).
 */

/** invitationStatus: its labels and tag tones, as the contract declares them. */
export const INVITATION_STATUS = entityByName.get('ProjectTeamInvitation')?.fields.fStatus?.enum;

const ALL = { pageNumber: -1, pageSize: 10 } as const;

/** The invitations the server shows the caller: sent to them, or of the teams they are in. */
export async function invitationsOf(query: {
  cProjectTeamId?: string;
  fStatus?: number;
}): Promise<TableRow[]> {
  const page = await callOperation('GetProjectTeamInvitationPageList', { ...ALL, ...query });
  return page.List as TableRow[];
}

const keyOf = (row: TableRow) => ({ cProjectTeamInvitationId: String(row.cProjectTeamInvitationId) });

export const acceptInvitation = (row: TableRow) => callOperation('AcceptProjectTeamInvitation', keyOf(row));
export const declineInvitation = (row: TableRow) => callOperation('DeclineProjectTeamInvitation', keyOf(row));
export const withdrawInvitation = (row: TableRow) =>
  callOperation('WithdrawProjectTeamInvitation', keyOf(row));

/** Invites one classmate into the team. */
export const invite = (team: TableRow, userId: string) =>
  callOperation('AddProjectTeamInvitation', {
    cProjectInfoId: String(team.cProjectInfoId),
    cProjectTeamId: String(team.cProjectTeamId),
    fInviteeUserId: userId,
  });

/** The classmates the team may invite: the project school's students in no team of the project. */
export async function classmatesFor(team: TableRow): Promise<TableRow[]> {
  const page = await callOperation('GetProjectTeamCandidateList', {
    ...ALL,
    cProjectInfoId: String(team.cProjectInfoId),
  });
  return page.List as TableRow[];
}
