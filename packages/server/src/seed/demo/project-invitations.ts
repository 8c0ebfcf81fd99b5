import { at, type Row, table, uid } from './helpers.js';
import { DEMO, student } from './people.js';
import { fromDemoWeek } from './project-info.js';
import { teamNamed } from './project-teams.js';

/*
 * 团队邀请: how classmates came into the demo teams, and two invitations waiting for the `student` demo
 * account (two teams of projects still taking enrolments), which 全部项目 shows with 接受 / 拒绝. 华东理工
 * lets a student take two projects at once (settings.ts), so the student can accept one of them; the other
 * is then refused, naming the limit.
 */

type InvitationDef = readonly [
  team: string,
  invitee: string,
  status: 0 | 1 | 2 | 3,
  sent: string,
  replied?: string,
];

const INVITATIONS: readonly InvitationDef[] = [
  // History of 极客先锋队, the demo student's own team: accepted before it enrolled, one declined.
  ['极客先锋队', '陈思雨', 1, '2026-02-21', '2026-02-21'],
  ['极客先锋队', '王浩然', 1, '2026-02-21', '2026-02-22'],
  ['极客先锋队', '孙嘉豪', 2, '2026-02-21', '2026-02-22'],
  ['极客先锋队', '周雨桐', 1, '2026-02-23', '2026-02-24'],
  // Waiting for the demo student.
  ['活力社联', DEMO.student.realName, 0, fromDemoWeek(-1)],
  ['数据耕耘者', DEMO.student.realName, 0, fromDemoWeek(-1)],
  // 活力社联 asked another classmate first, then took the invitation back.
  ['活力社联', '曾婉清', 3, fromDemoWeek(-2), fromDemoWeek(-2)],
];

export function projectInvitationTables() {
  const rows: Row[] = INVITATIONS.map(([teamName, invitee, status, sent, replied], i) => {
    const team = teamNamed(teamName);
    const leader = team.members[0]![0];
    return {
      cProjectTeamInvitationId: uid('pti', i + 1),
      cProjectInfoId: team.project.key,
      cProjectTeamId: team.key,
      fInviteeUserId: student(invitee).fAppUserId,
      fInviterUserId: leader.fAppUserId,
      fCreateUserId: leader.fAppUserId,
      fStatus: status,
      tReplyDate: replied ? at(replied, i + 3) : null,
      tCreateDate: at(sent, i),
    };
  });
  return [table('ProjectTeamInvitation', rows)];
}
