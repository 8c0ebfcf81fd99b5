import { type ColumnOverrides, confirmAction, notify, type TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import {
  callOperation,
  EntityListScreen,
  type ListActions,
  type ListContext,
} from '../../entity-list/index.js';
import { TeamPage } from './parts/my-team.js';
import { TeamDialog, type TeamTarget } from './parts/team-dialog.js';

const LEADER = 'SetProjectTeamLeader';
const ADD = 'AddProjectTeamStudent';

/** The team and project are the page's; each row is a classmate with their role and duty. */
const COLUMNS: ColumnOverrides = {
  cProjectName: false,
  cProjectTeamId: false,
  cTeamName: false,
  fStudentUserId: false,
  cMobile: { hidden: true },
  tCreateDate: { title: '加入时间', hidden: true },
};

/** 设为队长: hands the single leader mark to the chosen member (the current leader's or the tutors' call). */
async function setLeader(row: TableRow, { reload }: ListContext) {
  if (Number(row.fIsLeader) === 1) {
    notify('warning', '该成员已是队长');
    return;
  }
  if (!(await confirmAction(`确定将队长转让给「${String(row.cRealName ?? '')}」吗?`))) return;
  await callOperation(LEADER, { cProjectTeamStudentId: String(row.cProjectTeamStudentId) });
  notify('success', '队长已转让');
  reload();
}

/** The roster editor of 报名, for the leader adding classmates to a team that is not enrolled yet. */
async function openRoster(team: TableRow, open: (t: TeamTarget) => void) {
  if (Number(team.fIsEnroll) === 2) {
    notify('warning', '团队已报名成功，成员不能再变动，如需调整请联系项目导师');
    return;
  }
  const project = await callOperation('GetProjectInfoModel', { cProjectInfoId: String(team.cProjectInfoId) });
  open({ project: project as TableRow, team });
}

function Members({ team }: { team: TableRow }) {
  const [target, setTarget] = useState<TeamTarget | null>(null);
  const [saved, setSaved] = useState(0);
  const filter = useMemo(() => ({ cProjectTeamId: String(team.cProjectTeamId) }), [team]);
  const handlers: ListActions = useMemo(
    () => ({
      [LEADER]: { need: 'one', run: ([row], ctx) => row && setLeader(row, ctx).catch(() => undefined) },
      [ADD]: { need: 'none', run: () => openRoster(team, setTarget).catch(() => undefined) },
    }),
    [team],
  );
  return (
    <EntityListScreen
      entity="ProjectTeamStudent"
      columns={COLUMNS}
      filter={filter}
      handlers={handlers}
      reloadKey={saved}
      dateRange={false}
    >
      <TeamDialog target={target} onClose={() => setTarget(null)} onSaved={() => setSaved((n) => n + 1)} />
    </EntityListScreen>
  );
}

/**
 * 团队成员 (SPEC 2.3 team-member): the members of the student's team with the leader marked; the leader
 * adds classmates (while not enrolled), removes members and hands leadership to another member.
 */
export default function TeamMembersScreen() {
  return <TeamPage>{(team) => <Members team={team} />}</TeamPage>;
}
