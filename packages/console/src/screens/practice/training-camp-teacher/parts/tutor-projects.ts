import { enums } from '@practice/sdk/contract';
import { type OwnScopeSource, periodText, withinDates } from '../../../kit/own-scope.js';
import { PROJECT_PAGES, PROJECT_SCOPE } from './project-links.js';

/**
 * How a project page of 实训营管理 opened without a project finds the tutor's project: the projects the
 * server lets the tutor see (those they tutor or set up), the one running first, opened as the list's 项目管理
 * links open it.
 */
export const TUTOR_PROJECTS: OwnScopeSource = {
  section: 'practice/training-camp-teacher',
  pages: PROJECT_PAGES,
  fields: PROJECT_SCOPE,
  operation: 'GetProjectInfoPageList',
  header: ['cProjectName'],
  title: 'cProjectName',
  // The choice marks the running ones (进行中): the dates tell the rest apart.
  detail: (row) => (row.tStartDate ? periodText(row.tStartDate, row.tEndDate) : ''),
  running: (row, today) =>
    Number(row.fProjectStatus) === enums.TrainingProjectStatus.running ||
    withinDates(row, 'tStartDate', 'tEndDate', today),
  start: 'tStartDate',
  question: '你指导多个实训项目，请选择要查看的项目',
  none: '你还没有指导的实训项目，请在「项目列表」中查看，或联系学校管理员',
};
