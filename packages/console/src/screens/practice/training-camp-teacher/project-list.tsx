import { HEADER_QUERY_KEY, type TableRow } from '@practice/ui-kit';
import { bulkCall, callOperation, EntityListScreen, type ListActions } from '../../entity-list/index.js';
import { batchDownloadAction } from '../../kit/index.js';
import { PROJECT_COLUMNS, PROJECT_KEY } from './parts/project-links.js';

/** Paraphrased: the spec names 结束项目 but not its question; an ended project takes no changes. */
const FINISH_CONFIRM = '确定要结束选中的实训项目吗？结束后团队、任务与报名均不能再修改';
const ALL = { pageNumber: 1, pageSize: 999_999 };

/** 批量下载 on projects: what every team of the selected projects handed in, one folder per team. */
const TEAMS_DOWNLOAD = batchDownloadAction('BatchDownloadProjectTeam', {
  need: 'any',
  input: (teams) => ({ ids: teams.map((t) => String(t.cProjectTeamId)) }),
});

const teamsOf = async (projects: TableRow[]) => {
  const pages = await Promise.all(
    projects.map((p) =>
      callOperation('GetProjectTeamPageList', { ...ALL, [PROJECT_KEY]: String(p[PROJECT_KEY]) }),
    ),
  );
  return pages.flatMap((page) => (page as { List: TableRow[] }).List);
};

const HANDLERS: ListActions = {
  AuthProjectInfoIDS: bulkCall('AuthProjectInfoIDS', { key: PROJECT_KEY }),
  UnAuthProjectInfoIDS: bulkCall('UnAuthProjectInfoIDS', {
    key: PROJECT_KEY,
    confirm: (rows, label) =>
      `确定要将选中的${rows.length}个实训项目${label}吗？学生将看不到未通过审核的项目`,
  }),
  FinishProjectInfoIDS: bulkCall('FinishProjectInfoIDS', { key: PROJECT_KEY, confirm: () => FINISH_CONFIRM }),
  BatchDownloadProjectTeam: {
    need: 'any',
    run: async (rows, ctx) => TEAMS_DOWNLOAD.run(await teamsOf(rows), ctx),
  },
  // A project's cover, dates and rich description need a page of their own (项目详情).
  AddProjectInfo: { need: 'none', run: (_rows, ctx) => ctx.openChild('project-edit') },
  EditProjectInfo: {
    need: 'one',
    run: ([row], ctx) =>
      row &&
      ctx.openChild('project-edit', {
        [PROJECT_KEY]: String(row[PROJECT_KEY]),
        [HEADER_QUERY_KEY]: String(row.cProjectName ?? ''),
      }),
  },
};

/**
 * /practice/training-camp-teacher/project-list (项目列表): the projects the user may run, with their review
 * status, project status and stage (SPEC §3 colours); 新增 and 编辑 open the project's page, 审核 / 反审核 and
 * 结束项目 act on the selected ones, 批量下载 packs their teams' work; 项目管理 opens each page of a project.
 */
export default function ProjectListScreen() {
  return <EntityListScreen entity="ProjectInfo" columns={PROJECT_COLUMNS} handlers={HANDLERS} />;
}
