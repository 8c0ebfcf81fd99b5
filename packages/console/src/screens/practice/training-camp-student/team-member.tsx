import { Stack } from '@chakra-ui/react';
import { enums } from '@practice/sdk/contract';
import { confirmAction, type EntityColumns, notify, type TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { callOperation, EntityListScreen, type ListActions } from '../../entity-list/index.js';
import { InviteDialog } from './parts/invite-dialog.js';
import { TeamPage } from './parts/my-team.js';
import { TeamInvitations } from './parts/team-invitations.js';

const LEADER = 'SetProjectTeamLeader';
const INVITE = 'AddProjectTeamInvitation';

/** The team and project are the page's; each row is a classmate with their role and duty. */
const COLUMNS: EntityColumns<'ProjectTeamStudent'> = {
  cProjectName: false,
  cProjectTeamId: false,
  cTeamName: false,
  fStudentUserId: false,
  cMobile: { hidden: true },
  tCreateDate: { title: '加入时间', hidden: true },
};

/** 设为队长: hands the single leader mark to the chosen member (the current leader's or the tutors' call). */
async function setLeader(row: TableRow) {
  if (Number(row.fIsLeader) === enums.TeamRole.leader) {
    notify('warning', '该成员已是队长');
    return;
  }
  if (!(await confirmAction(`确定将队长转让给「${String(row.cRealName ?? '')}」吗?`))) return;
  await callOperation(LEADER, { cProjectTeamStudentId: String(row.cProjectTeamStudentId) });
  notify('success', '队长已转让');
}

/** 邀请成员: the leader's, while the team may still change (the server holds the rules and says why). */
function openInvite(team: TableRow, open: (t: TableRow) => void) {
  if (Number(team.fIsEnroll) === enums.EnrollStatus.enrolled) {
    notify('warning', '团队已报名成功，成员不能再变动，如需调整请联系项目导师');
    return;
  }
  open(team);
}

function Members({ team }: { team: TableRow }) {
  const [inviting, setInviting] = useState<TableRow | null>(null);
  const filter = useMemo(() => ({ cProjectTeamId: String(team.cProjectTeamId) }), [team]);
  const handlers: ListActions = useMemo(
    () => ({
      [LEADER]: { need: 'one', run: ([row]) => row && setLeader(row).catch(() => undefined) },
      [INVITE]: { need: 'none', run: () => openInvite(team, setInviting) },
    }),
    [team],
  );
  return (
    <Stack gap="6">
      <EntityListScreen
        entity="ProjectTeamStudent"
        columns={COLUMNS}
        filter={filter}
        handlers={handlers}
        dateRange={false}
      >
        <InviteDialog team={inviting} onClose={() => setInviting(null)} />
      </EntityListScreen>
      <TeamInvitations team={team} />
    </Stack>
  );
}

/**
 * 团队成员 (SPEC 2.3 team-member): the members of the student's team with the leader marked; the leader
 * invites classmates (who join when they accept), withdraws an invitation still waiting, removes members and
 * hands leadership to another member.
 */
export default function TeamMembersScreen() {
  return <TeamPage>{(team) => <Members team={team} />}</TeamPage>;
}
