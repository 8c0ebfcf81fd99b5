import { type EntityColumns, StatusTag } from '@practice/ui-kit';
import { linkSetColumn } from '../../../kit/link-set-column.js';
import type { PageLink } from '../../../kit/page-links.js';
import { localDay, projectStage, STAGE_STATUS } from '../../../kit/training-camp/project-stage.js';

/*
 * The pages a project row opens (SPEC §2.3: every page but the list is hidden and reached from a row), each
 * with the project's id in its query and the project name as its page header.
 */

export const PROJECT_KEY = 'cProjectInfoId';
export const PROJECT_SCOPE = [PROJECT_KEY] as const;

/** A project's pages, in the order a project is run. */
export const PROJECT_PAGES: readonly PageLink[] = [
  { child: 'project-resource', title: '资源' },
  { child: 'auth-project-team', title: '报名' },
  { child: 'student-list', title: '学生' },
  { child: 'task-list', title: '任务' },
  { child: 'question', title: '答疑' },
  { child: 'notice-list', title: '通知' },
  { child: 'tutor-list', title: '导师' },
];

/** The project list's columns: its stage beside its status, and its pages. */
export const PROJECT_COLUMNS: EntityColumns<'ProjectInfo'> = {
  cSummary: false,
  cDesc: false,
  ...Object.fromEntries(
    [
      'cSchoolName',
      'cCompanyName',
      'fMaxTeam',
      'tEnrollEndDate',
      'tEndDate',
      'fMinMember',
      'fMaxMember',
      'tEnrollStartDate',
      'tPublishDate',
      'cCreateUserName',
      'tCreateDate',
    ].map((key) => [key, { hidden: true }]),
  ),
  _stage: {
    title: STAGE_STATUS.label,
    sortable: false,
    searchable: false,
    width: 96,
    text: (row) => STAGE_STATUS.labelOf(projectStage(row, localDay())),
    render: (row) => <StatusTag enumDef={STAGE_STATUS} value={projectStage(row, localDay())} />,
  },
  _pages: linkSetColumn('项目管理', PROJECT_PAGES, PROJECT_SCOPE, ['cProjectName']),
};

/** A page of one project needs no project column: the header names it. */
export const ONE_PROJECT = { cProjectName: false } as const;
