import { type ListColumns, notify, type SearchField, type TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { EntityListScreen, type ListActions } from '../../entity-list/index.js';
import { ENROL_STATUS } from '../../kit/training-camp/enrol-status.js';
import { ENROL_STATE_COLUMN, ENROL_WINDOW_COLUMN } from './parts/camp-columns.js';
import { PROJECT_HEADER, PROJECT_SCOPE } from './parts/camp-links.js';
import { MyInvitations } from './parts/my-invitations.js';
import { TeamDialog, type TeamTarget } from './parts/team-dialog.js';

const REGISTER = 'AddProjectTeamWithStudent';
const TEAM_ENTITIES = ['ProjectTeam', 'ProjectTeamStudent', 'ProjectTeamInvitation'];

/** What a student weighs before enrolling: the project, its technologies, when, and how big a team is. */
const COLUMNS: ListColumns<'GetProjectInfoRegistrationPageList'> = {
  cProjectName: { link: { child: 'project-edit', fields: PROJECT_SCOPE, header: PROJECT_HEADER } },
  cSchoolName: { hidden: true },
  cCompanyName: {},
  cSummary: { hidden: true },
  cDesc: false,
  tEnrollStartDate: false,
  tEnrollEndDate: false,
  _window: ENROL_WINDOW_COLUMN,
  tStartDate: { hidden: true },
  tEndDate: { hidden: true },
  fMinMember: { hidden: true },
  fMaxTeam: { hidden: true },
  tPublishDate: false,
  // Students are shown approved projects only: the review state says nothing.
  fStatus: false,
  cCreateUserName: false,
  tCreateDate: false,
  // The student's own team in the project: always on a phone's card.
  cTeamName: { title: '我的团队', sortable: false, searchable: false, width: 110, card: 'field' },
  fIsEnroll: ENROL_STATE_COLUMN,
};

/** The registration list's own filters: the name, the stage and the student's enrolment. */
const SEARCH: readonly SearchField[] = [
  { key: 'cProjectName', label: '项目名称' },
  { key: 'fIsEnroll', label: '报名状态', enum: ENROL_STATUS },
];

/**
 * 全部项目 (SPEC 2.3 all-project-list): the approved projects with the student's own team and its
 * enrolment; 报名 forms a team the student leads, for the chosen project (the server checks the window, the
 * school, the running-project limit and that nobody is in two teams of one project). Above the list, the
 * 团队邀请 waiting for the student, to accept or decline.
 */
export default function AllProjectsScreen() {
  const [target, setTarget] = useState<TeamTarget | null>(null);
  const handlers: ListActions = useMemo(
    () => ({
      [REGISTER]: {
        need: 'one',
        run: ([row]: TableRow[]) => {
          if (!row) return;
          if (row.cProjectTeamId) {
            notify(
              'warning',
              `你已加入该项目的团队「${String(row.cTeamName ?? '')}」，可在「我的项目」中编辑团队`,
            );
            return;
          }
          setTarget({ project: row });
        },
      },
    }),
    [],
  );
  return (
    <>
      <MyInvitations />
      <EntityListScreen
        entity="ProjectInfo"
        pageOperation="GetProjectInfoRegistrationPageList"
        columns={COLUMNS}
        searchFields={SEARCH}
        handlers={handlers}
        // Each project's row shows the student's team in it: a team formed, joined or left refreshes it.
        alsoReads={TEAM_ENTITIES}
        dateRange={false}
      >
        <TeamDialog target={target} onClose={() => setTarget(null)} />
      </EntityListScreen>
    </>
  );
}
