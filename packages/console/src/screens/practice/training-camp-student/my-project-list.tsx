import { enums } from '@practice/sdk/contract';
import { confirmAction, type EntityColumns, notify, type TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { callOperation, EntityListScreen, type ListActions } from '../../entity-list/index.js';
import { linkSetColumn } from '../../kit/link-set-column.js';
import { ENROL_STATE_COLUMN } from './parts/camp-columns.js';
import { PROJECT_HEADER, PROJECT_SCOPE, TEAM_PAGES, TEAM_SCOPE } from './parts/camp-links.js';
import { TeamDialog, type TeamTarget } from './parts/team-dialog.js';

const EDIT = 'EditProjectTeamWithStudent';
const EXIT = 'ExitProjectTeam';
const SEND_ENROLMENT = 'EnrollProjectTeam';
/** A team's row counts its members: one joining or leaving refreshes it. */
const MEMBERS = ['ProjectTeamStudent'];

/** The student's teams: the project first, then the team, its enrolment and the pages of its work. */
const COLUMNS: EntityColumns<'ProjectTeam'> = {
  cProjectName: { link: { child: 'project-edit', fields: PROJECT_SCOPE, header: PROJECT_HEADER } },
  fSchoolId: false,
  cSchoolName: false,
  fLeaderUserId: false,
  cSlogan: { hidden: true },
  cDesc: { hidden: true },
  fIsEnroll: ENROL_STATE_COLUMN,
  tEnrollDate: { hidden: true },
  tCreateDate: false,
  _pages: linkSetColumn('项目页面', TEAM_PAGES, TEAM_SCOPE, PROJECT_HEADER),
};

/** 编辑团队 (name, slogan, introduction): the leader's, while the team is not enrolled (the server holds both rules). */
async function edit(row: TableRow, open: (t: TeamTarget) => void) {
  if (Number(row.fIsEnroll) === enums.EnrollStatus.enrolled) {
    notify('warning', '团队已报名成功，成员不能再变动，如需调整请联系项目导师');
    return;
  }
  const project = await callOperation('GetProjectInfoModel', { cProjectInfoId: String(row.cProjectInfoId) });
  open({ project: project as TableRow, team: row });
}

/**
 * 提交报名: the leader sends the team's enrolment once classmates have joined; the server refuses a team below
 * the project's minimum, naming the minimum and the count.
 */
async function enrol(row: TableRow) {
  const state = Number(row.fIsEnroll);
  if (state === enums.EnrollStatus.enrolling || state === enums.EnrollStatus.enrolled) {
    notify(
      'warning',
      state === enums.EnrollStatus.enrolled
        ? '团队已报名成功，无需重复提交'
        : '团队已提交报名，请等待导师审核',
    );
    return;
  }
  if (!(await confirmAction(`确定为团队「${String(row.cTeamName ?? '')}」提交报名吗?`))) return;
  await callOperation(SEND_ENROLMENT, { cProjectTeamId: String(row.cProjectTeamId) });
  notify('success', '报名已提交，等待导师审核');
}

/** 退出团队 after a question; the leader is refused while others remain, in the server's words. */
async function exit(row: TableRow) {
  const name = String(row.cTeamName ?? '');
  if (!(await confirmAction(`确定退出团队「${name}」吗?`))) return;
  await callOperation(EXIT, { cProjectTeamId: String(row.cProjectTeamId) });
  notify('success', '已退出团队');
}

/**
 * 我的项目 (SPEC 2.3 my-project-list): the projects the student works on through their teams, with the
 * team's enrolment and links to the project's details, resources, tasks, members, questions and tutors.
 */
export default function MyProjectsScreen() {
  const [target, setTarget] = useState<TeamTarget | null>(null);
  const handlers: ListActions = useMemo(
    () => ({
      [EDIT]: { need: 'one', run: ([row]) => row && edit(row, setTarget).catch(() => undefined) },
      [EXIT]: { need: 'one', run: ([row]) => row && exit(row).catch(() => undefined) },
      [SEND_ENROLMENT]: { need: 'one', run: ([row]) => row && enrol(row).catch(() => undefined) },
    }),
    [],
  );
  return (
    <EntityListScreen entity="ProjectTeam" columns={COLUMNS} handlers={handlers} alsoReads={MEMBERS}>
      <TeamDialog target={target} onClose={() => setTarget(null)} />
    </EntityListScreen>
  );
}
