import type { EntityColumns } from '@practice/ui-kit';
import { runBulkAction } from '@practice/ui-kit';
import { bulkCall, callOperation, type ListActions } from '../../entity-list/index.js';
import { ScopedListScreen } from '../../kit/index.js';
import { ONE_PROJECT, PROJECT_SCOPE } from './parts/project-links.js';

const KEY = 'cProjectTeamStudentId';
// The team leads the row: a project's students are read team by team.
const COLUMNS: EntityColumns<'ProjectTeamStudent'> = {
  ...ONE_PROJECT,
  cMobile: { hidden: true },
  tCreateDate: { hidden: true },
};

const HANDLERS: ListActions = {
  SetProjectTeamLeader: {
    need: 'one',
    run: ([row], { label, reload }) =>
      row &&
      runBulkAction({
        action: label,
        rows: [row],
        confirmText: `确定要将${String(row.cRealName ?? '')}设为${String(row.cTeamName ?? '')}的队长吗？`,
        run: () => callOperation('SetProjectTeamLeader', { [KEY]: String(row[KEY]) }),
        reload,
      }),
  },
  DeleteProjectTeamStudentIDS: bulkCall('DeleteProjectTeamStudentIDS', {
    key: KEY,
    confirm: (rows, label) => `确定要${label}选中的${rows.length}名学生吗？移出后其不再属于所在团队`,
  }),
};

/**
 * 参与学生 (…/student-list?cProjectInfoId=): the students of the project's teams, with their team, role and
 * duty; 设为队长 moves a team's leader mark, 移除 takes students off their teams.
 */
export default function ProjectStudentsScreen() {
  return (
    <ScopedListScreen
      entity="ProjectTeamStudent"
      scope={PROJECT_SCOPE}
      columns={COLUMNS}
      handlers={HANDLERS}
    />
  );
}
