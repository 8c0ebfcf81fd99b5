import type { TableRow } from '@practice/ui-kit';

/*
 * The team form of 报名 and 编辑团队 and the project's size rule. The leader is the caller and always in the
 * team, so a roster counts the other members plus one; a student's form sends no other members (classmates
 * join by accepting invitations, invite-dialog.tsx). The server holds the same limits.
 */

export interface TeamDraft {
  cTeamName: string;
  cSlogan: string;
  cDesc: string;
  members: readonly string[];
}

/** Why the draft cannot be sent, or null: the name is required, the roster within the project's maximum. */
export function draftRefusal(draft: TeamDraft, project: TableRow): string | null {
  if (!draft.cTeamName.trim()) return '请输入团队名称';
  const max = Number(project.fMaxMember ?? 0);
  if (max && draft.members.length + 1 > max) return `团队人数不能超过${max}人`;
  return null;
}

/** 每队 3-5 人（含队长）, from the project's limits; empty limits say 不限. */
export function sizeRule(project: TableRow): string {
  const min = Number(project.fMinMember ?? 0);
  const max = Number(project.fMaxMember ?? 0);
  if (!min && !max) return '每队人数不限';
  if (min && max) return `每队${min}-${max}人（含队长）`;
  return min ? `每队至少${min}人（含队长）` : `每队最多${max}人（含队长）`;
}

/** The roster short of the project's minimum: the tutor cannot pass it yet (a warning, not a refusal). */
export function shortOf(project: TableRow, picked: number): number {
  const min = Number(project.fMinMember ?? 0);
  return Math.max(0, min - (picked + 1));
}

/** The body of AddProjectTeamWithStudent / EditProjectTeamWithStudent. */
export function teamBody(draft: TeamDraft) {
  return {
    cTeamName: draft.cTeamName.trim(),
    cSlogan: draft.cSlogan.trim(),
    cDesc: draft.cDesc.trim(),
    fStudentUserIds: [...draft.members],
  };
}
