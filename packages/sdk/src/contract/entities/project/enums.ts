import { defineEnum } from '../../enum.js';

/* Enumerations the training-camp screens need that SPEC §3 does not list. */

/** A team member's role; SetProjectTeamLeader moves the leader mark. */
export const TeamRole = defineEnum('fIsLeader', '成员角色', {
  member: [0, '队员'],
  leader: [1, '队长'],
});

/**
 * A team invitation's state: the leader invites (待确认); the invited student accepts (then they are a member)
 * or declines; the leader may withdraw it while it waits.
 */
export const InvitationStatus = defineEnum('invitationStatus', '邀请状态', {
  pending: [0, '待确认', 'warning'],
  accepted: [1, '已接受', 'success'],
  declined: [2, '已拒绝', 'danger'],
  withdrawn: [3, '已撤回', 'info'],
});
