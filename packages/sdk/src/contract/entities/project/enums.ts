import { defineEnum } from '../../enum.js';

/* Enumerations the training-camp screens need that SPEC §3 does not list. */

/** A team member's role; SetProjectTeamLeader moves the leader mark. */
export const TeamRole = defineEnum('fIsLeader', '成员角色', [
  [0, '队员'],
  [1, '队长'],
]);
