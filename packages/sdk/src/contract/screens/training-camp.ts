import {
  ADMINS,
  audit,
  crud,
  group,
  row,
  STUDENT,
  STUDENT_SIDE,
  saveForm,
  TEACHING,
  TUTORING,
  tool,
  tree,
} from './define.js';
import { DEFAULT_SERVICE_ID } from './services.js';

/*
 * Training camp, science-innovation projects (SPEC §2.3 /practice/training-camp-student and -teacher).
 * Students browse projects and work in their team; tutors (in-school and enterprise) run the projects they
 * tutor. Per-project pages are hidden and keep the project list highlighted.
 */
export const trainingCampStudentScreens = group(
  { key: 'practice/training-camp-student', title: '实训营', service: DEFAULT_SERVICE_ID, icon: 'rocket' },
  [
    {
      path: 'all-project-list',
      title: '全部项目',
      controller: 'ProjectInfo',
      roles: STUDENT_SIDE,
      buttons: [row('AddProjectTeamWithStudent', '报名', STUDENT)],
    },
    {
      path: 'my-project-list',
      title: '我的项目',
      controller: 'ProjectTeam',
      roles: STUDENT_SIDE,
      buttons: [
        row('EditProjectTeamWithStudent', '编辑团队'),
        row('EnrollProjectTeam', '提交报名', STUDENT),
        row('ExitProjectTeam', '退出团队', STUDENT),
      ],
    },
    // A project's details, opened from either list; read-only for students.
    {
      path: 'project-edit',
      title: '项目详情',
      controller: 'ProjectInfo',
      roles: STUDENT_SIDE,
      hidden: true,
      activeMenu: 'all-project-list',
    },
    {
      path: 'project-resource',
      title: '项目资源',
      controller: 'ProjectResource',
      roles: STUDENT_SIDE,
      hidden: true,
      activeMenu: 'my-project-list',
      buttons: [row('AddProjectResourceDownloadCount', '下载')],
    },
    {
      path: 'task-list',
      title: '团队任务',
      controller: 'ProjectTeamTask',
      roles: STUDENT_SIDE,
      hidden: true,
      activeMenu: 'my-project-list',
      buttons: [row('EditProjectTeamTaskFile', '提交附件')],
    },
    {
      path: 'team-member',
      title: '团队成员',
      controller: 'ProjectTeamStudent',
      roles: STUDENT_SIDE,
      hidden: true,
      activeMenu: 'my-project-list',
      buttons: [
        // A classmate joins by accepting the leader's invitation, never added directly (团队邀请).
        tool('AddProjectTeamInvitation', '邀请成员', STUDENT),
        tool('DeleteProjectTeamStudentIDS', '移除成员'),
        row('SetProjectTeamLeader', '设为队长'),
      ],
    },
    {
      path: 'question',
      title: '项目答疑',
      controller: 'ProjectQuestion',
      roles: STUDENT_SIDE,
      hidden: true,
      activeMenu: 'my-project-list',
      buttons: crud('ProjectQuestion', undefined, '提问'),
    },
    {
      path: 'tutor-list',
      title: '项目导师',
      controller: 'ProjectTutor',
      roles: STUDENT_SIDE,
      hidden: true,
      activeMenu: 'my-project-list',
    },
  ],
);

const perProject = { roles: TUTORING, hidden: true, activeMenu: 'project-list' } as const;

export const trainingCampTeacherScreens = group(
  { key: 'practice/training-camp-teacher', title: '实训营管理', service: DEFAULT_SERVICE_ID, icon: 'team' },
  [
    {
      path: 'project-list',
      title: '项目列表',
      controller: 'ProjectInfo',
      roles: TUTORING,
      buttons: [
        ...crud('ProjectInfo'),
        ...audit('ProjectInfo', ADMINS),
        tool('FinishProjectInfoIDS', '结束项目'),
        tool('BatchDownloadProjectTeam', '批量下载'),
      ],
    },
    {
      ...perProject,
      path: 'project-edit',
      title: '编辑项目',
      controller: 'ProjectInfo',
      buttons: [
        ...saveForm('ProjectInfo'),
        tool('AddProjectProjectTechnology', '添加技术方向'),
        tool('DeleteProjectProjectTechnologyIDS', '移除技术方向'),
      ],
    },
    {
      ...perProject,
      path: 'project-resource',
      title: '项目资源',
      controller: 'ProjectResource',
      buttons: [
        ...crud('ProjectResource', undefined, '上传资源'),
        row('AddProjectResourceDownloadCount', '下载'),
        tree('AddProjectResourceDirectory', '新增目录'),
        tree('EditProjectResourceDirectory', '编辑目录'),
        tree('DeleteProjectResourceDirectoryIDS', '删除目录'),
      ],
    },
    {
      ...perProject,
      path: 'add-common-resource',
      title: '添加公共资源',
      controller: 'ProjectResource',
      buttons: [tool('AddProjectResource', '添加到项目资源')],
    },
    {
      ...perProject,
      path: 'student-list',
      title: '参与学生',
      controller: 'ProjectTeamStudent',
      buttons: [row('SetProjectTeamLeader', '设为队长'), tool('DeleteProjectTeamStudentIDS', '移除')],
    },
    {
      ...perProject,
      path: 'task-list',
      title: '项目任务',
      controller: 'ProjectTask',
      buttons: [
        ...crud('ProjectTask', undefined, '新增任务'),
        ...audit('ProjectTeamTask', TUTORING, '通过', '驳回'),
        // A tutor may replace a team's file (SPEC §7.3 update-file call), e.g. one handed in by mistake.
        row('EditProjectTeamTaskFile', '替换附件', TUTORING),
      ],
    },
    {
      // Enrolment review: passing a team enrols it; un-authorising revokes an enrolment (SPEC §4, §5).
      ...perProject,
      path: 'auth-project-team',
      title: '报名审核',
      controller: 'ProjectTeam',
      buttons: audit('ProjectTeam', TUTORING, '审核通过', '撤销报名'),
    },
    {
      ...perProject,
      path: 'question',
      title: '项目答疑',
      controller: 'ProjectQuestion',
      buttons: [
        row('ReplyProjectQuestion', '回复'),
        tool('OpenProjectQuestionIDS', '公开'),
        tool('CloseProjectQuestionIDS', '关闭'),
        tool('DeleteProjectQuestionIDS', '删除'),
      ],
    },
    {
      // The contract has no notice entity: the page lists the project's announcements read-only for now.
      ...perProject,
      path: 'notice-list',
      title: '项目通知',
      controller: 'ProjectInfo',
    },
    {
      ...perProject,
      path: 'tutor-list',
      title: '项目导师',
      controller: 'ProjectTutor',
      buttons: crud('ProjectTutor', TEACHING, '新增导师'),
    },
  ],
);
