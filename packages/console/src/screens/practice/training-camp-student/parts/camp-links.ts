import type { PageLink } from '../../../kit/page-links.js';

/*
 * The pages of one of the student's projects (SPEC 2.3 /practice/training-camp-student): reached from a row
 * of 我的项目 with the project and the student's team in the query and the project name as the page header.
 */

export const TEAM_PAGES: readonly PageLink[] = [
  { child: 'project-edit', title: '详情' },
  { child: 'project-resource', title: '资源' },
  { child: 'task-list', title: '任务' },
  { child: 'team-member', title: '成员' },
  { child: 'question', title: '答疑' },
  { child: 'tutor-list', title: '导师' },
];

/** What a team page is about: the project and the student's team in it. */
export const TEAM_SCOPE = ['cProjectInfoId', 'cProjectTeamId'] as const;
/** What a project page is about: the project alone. */
export const PROJECT_SCOPE = ['cProjectInfoId'] as const;
/** The page header of a project's pages. */
export const PROJECT_HEADER = ['cProjectName'] as const;
