import { ADMINS, audit, crud, group, row, STUDENT, saveForm, TEACHING, tool, tree } from './define.js';
import { DEFAULT_SERVICE_ID } from './services.js';

/*
 * Practice courses (SPEC §2.3 /practice/practice-info and /practice/practice-info-student). Teachers run
 * courses, resources, tasks and the review of course selection; the per-course and per-student pages are
 * hidden and keep their list highlighted. Students pick courses, read resources and hand in tasks.
 */
export const practiceInfoScreens = group(
  { key: 'practice/practice-info', title: '实践课程', service: DEFAULT_SERVICE_ID, icon: 'book' },
  [
    {
      path: 'course-list',
      title: '课程列表',
      controller: 'PracticeInfo',
      roles: TEACHING,
      buttons: [
        ...crud('PracticeInfo'),
        ...audit('PracticeInfo', ADMINS),
        tool('FinishPracticeInfoIDS', '结束课程'),
      ],
    },
    {
      path: 'resource-list',
      title: '课程资源',
      controller: 'PracticeResource',
      roles: TEACHING,
      buttons: [
        ...crud('PracticeResource', undefined, '上传资源'),
        row('AddPracticeResourceDownloadCount', '下载'),
        tree('AddPracticeResourceDirectory', '新增目录'),
        tree('EditPracticeResourceDirectory', '编辑目录'),
        tree('DeletePracticeResourceDirectoryIDS', '删除目录'),
      ],
    },
    {
      path: 'practice-student-list',
      title: '选课审核',
      controller: 'PracticeStudent',
      roles: TEACHING,
      buttons: [...audit('PracticeStudent', TEACHING), tool('BatchDownloadPracticeStudent', '批量下载')],
    },
    {
      path: 'task-list',
      title: '课程任务',
      controller: 'PracticeTask',
      roles: TEACHING,
      buttons: crud('PracticeTask', undefined, '新增任务'),
    },
    {
      path: 'template-list',
      title: '评价模板',
      controller: 'EvaluationTemplateInfo',
      roles: TEACHING,
      buttons: [
        ...crud('EvaluationTemplateInfo', undefined, '新增模板'),
        tool('CopyEvaluationTemplateInfo', '复制'),
        row('AddEvaluationTemplateItem', '新增评价项'),
        row('EditEvaluationTemplateItem', '编辑评价项'),
        row('DeleteEvaluationTemplateItemIDS', '删除评价项'),
      ],
    },
    {
      path: 'course-edit',
      title: '编辑课程',
      controller: 'PracticeInfo',
      roles: TEACHING,
      hidden: true,
      activeMenu: 'course-list',
      buttons: saveForm('PracticeInfo'),
    },
    {
      path: 'add-common-resource',
      title: '添加公共资源',
      controller: 'PracticeResource',
      roles: TEACHING,
      hidden: true,
      activeMenu: 'resource-list',
      buttons: [tool('AddPracticeResource', '添加到课程资源')],
    },
    {
      path: 'student-list-by-practice',
      title: '课程学生',
      controller: 'PracticeStudent',
      roles: TEACHING,
      hidden: true,
      activeMenu: 'course-list',
      buttons: [
        tool('AddPracticeStudent', '添加学生'),
        tool('DeletePracticeStudentIDS', '移除'),
        tool('ImportPracticeStudentList', '导入'),
        tool('BatchDownloadPracticeStudent', '批量下载'),
      ],
    },
    {
      path: 'task-list-by-student',
      title: '学生任务',
      controller: 'PracticeStudentTask',
      roles: TEACHING,
      hidden: true,
      activeMenu: 'task-list',
      buttons: [
        row('EditPracticeStudentTaskEvaluation', '评价'),
        ...audit('PracticeStudentTask', TEACHING, '通过', '驳回'),
      ],
    },
  ],
);

/** The student's own selections and their pages: a platform admin selects no course (see practice-student.ts). */
export const practiceInfoStudentScreens = group(
  {
    key: 'practice/practice-info-student',
    title: '我的课程',
    service: DEFAULT_SERVICE_ID,
    icon: 'book-read',
  },
  [
    {
      path: 'course-list',
      title: '已选课程',
      controller: 'PracticeStudent',
      roles: STUDENT,
      buttons: [row('CancelRegisterPracticeStudent', '取消选课', STUDENT)],
    },
    {
      path: 'resource-list',
      title: '课程资源',
      controller: 'PracticeResource',
      roles: STUDENT,
      buttons: [row('AddPracticeResourceDownloadCount', '下载')],
    },
    {
      path: 'task-list',
      title: '我的任务',
      controller: 'PracticeStudentTask',
      roles: STUDENT,
      buttons: [tool('AddPracticeStudentTask', '提交任务'), row('EditPracticeStudentTask', '修改')],
    },
    {
      path: 'course-select',
      title: '选课',
      controller: 'PracticeInfo',
      roles: STUDENT,
      buttons: [row('RegisterPracticeStudent', '选课', STUDENT)],
    },
  ],
);
