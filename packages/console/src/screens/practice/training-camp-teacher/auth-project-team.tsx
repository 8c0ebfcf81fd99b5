import type { EntityColumns } from '@practice/ui-kit';
import { bulkCall, type ListActions } from '../../entity-list/index.js';
import { ScopedListScreen } from '../../kit/index.js';
import { ENROL_COLUMN } from '../../kit/training-camp/enrol-status.js';
import { ONE_PROJECT, PROJECT_SCOPE } from './parts/project-links.js';

const KEY = 'cProjectTeamId';
const COLUMNS: EntityColumns<'ProjectTeam'> = {
  ...ONE_PROJECT,
  fIsEnroll: ENROL_COLUMN,
  cSchoolName: { hidden: true },
  cDesc: { hidden: true },
  tCreateDate: { hidden: true },
};

const HANDLERS: ListActions = {
  AuthProjectTeamIDS: bulkCall('AuthProjectTeamIDS', { key: KEY }),
  // The server refuses a team that is not enrolled (未报名，无需撤销, SPEC §5): the refusal is its message.
  UnAuthProjectTeamIDS: bulkCall('UnAuthProjectTeamIDS', {
    key: KEY,
    confirm: (rows, label) => `确定要${label}选中的${rows.length}个团队吗？撤销后团队报名失败`,
  }),
};

/**
 * 报名审核 (…/auth-project-team?cProjectInfoId=): the project's teams with their enrolment (SPEC §3 colours);
 * 审核通过 enrols the selected teams, 撤销报名 revokes an enrolment under way or made.
 */
export default function ProjectTeamReviewScreen() {
  return (
    <ScopedListScreen entity="ProjectTeam" scope={PROJECT_SCOPE} columns={COLUMNS} handlers={HANDLERS} />
  );
}
