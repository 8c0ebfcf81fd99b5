import type { Role } from '../roles.js';
import {
  ADMINS,
  crud,
  type GroupInput,
  group,
  recordHistory,
  row,
  type ScreenInput,
  TEACHING,
  TUTORING,
  tool,
  tree,
} from './define.js';
import { DEFAULT_SERVICE_ID } from './services.js';

/*
 * Internship management, teacher side (SPEC §2.3 /practice/practice-manage and /practice/teacher-manage).
 * Both groups hold the same pages: the course list, and the per-course pages reached from it, which are
 * hidden, open in a tab of their own and keep the list highlighted. practice-manage is the school's view
 * (administrators); teacher-manage is the tutors' view, where enterprise tutors see only what concerns
 * their students (materials, summaries, diaries, reviews, interviews), not the course's documents or tutors.
 */

/** The pages an enterprise tutor needs, by segment. */
const FOR_COMPANY_TUTORS = new Set([
  'list',
  'info',
  'student-info',
  'student-list',
  'summary',
  'student-summary',
  'summary-detail',
  'diaries',
  'student-diaries',
  'overall-evaluation',
  'student-general-review',
  'interview-log',
  'student-interview',
]);

type Page = Omit<ScreenInput, 'roles' | 'hidden' | 'activeMenu' | 'dynamicTab' | 'view'>;

const reviewList = 'InternshipStudentGeneralReviewItem_EditInternshipStudentGeneralReviewItemList';

/** List first; every other page is reached from a course row. */
const PAGES: readonly Page[] = [
  {
    path: 'list',
    title: '实习课程',
    controller: 'InternshipInfo',
    buttons: [
      ...crud('InternshipInfo', TEACHING),
      tool('AuthInternshipInfoIDS', '审核通过', ADMINS),
      tool('UnAuthInternshipInfoIDS', '审核不通过', ADMINS),
      tool('CloseInternshipInfoIDS', '关闭', TEACHING),
      tool('RecoverInternshipInfoIDS', '恢复', TEACHING),
    ],
  },
  {
    path: 'docs',
    title: '参考资料',
    controller: 'InternshipReference',
    buttons: [
      ...crud('InternshipReference', TEACHING, '上传资料'),
      row('InternshipReference_UpdateDownloadCount', '下载'),
      tree('AddInternshipReferenceDirectory', '新增目录', TEACHING),
      tree('EditInternshipReferenceDirectory', '编辑目录', TEACHING),
      tree('DeleteInternshipReferenceDirectoryIDS', '删除目录', TEACHING),
    ],
  },
  {
    // Picks files from the common resource library into the course's references.
    path: 'add-common-resource',
    title: '添加公共资源',
    controller: 'InternshipReference',
    buttons: [tool('AddInternshipReference', '添加到参考资料', TEACHING)],
  },
  {
    path: 'info',
    title: '实习信息',
    controller: 'InternshipStudentMaterial',
    buttons: [
      row('EditInternshipStudentMaterial', '审核'),
      tool('BatchDownloadInternshipStudent', '批量下载'),
    ],
  },
  {
    path: 'student-info',
    title: '学生实习信息',
    controller: 'InternshipStudentMaterialItem',
    buttons: [row('EditInternshipStudentMaterialItem', '审核')],
  },
  {
    path: 'instructor',
    title: '指导教师',
    controller: 'InternshipTutor',
    buttons: [
      ...crud('InternshipTutor', TEACHING, '新增导师'),
      row('InternshipTutorStudent_AddInternshipTutorStudentList', '分配学生', TEACHING),
      row('AddCompanyTutorBindStudent', '绑定企业导师', TEACHING),
    ],
  },
  {
    path: 'student-list',
    title: '实习学生',
    controller: 'InternshipStudent',
    buttons: [
      tool('InternshipStudent_AddInternshipStudent', '添加学生', TEACHING),
      row('EditInternshipStudent', '编辑', TEACHING),
      tool('DeleteInternshipStudentIDS', '删除', TEACHING),
      tool('BatchDownloadInternshipStudent', '批量下载', TUTORING),
      recordHistory(),
    ],
  },
  {
    path: 'summary',
    title: '实习总结',
    controller: 'InternshipSummaryTask',
    buttons: crud('InternshipSummaryTask', TUTORING, '新增任务'),
  },
  {
    path: 'student-summary',
    title: '学生总结',
    controller: 'InternshipSummary',
    buttons: [row('GiveInternshipSummaryGrade', '评分', TUTORING), recordHistory()],
  },
  {
    path: 'summary-detail',
    title: '总结详情',
    controller: 'InternshipSummary',
    buttons: [
      tool('GiveInternshipSummaryGrade', '评分', TUTORING),
      tool('UpdateInternshipSummaryFile', '更新附件', TUTORING),
    ],
  },
  {
    path: 'diaries',
    title: '实习日志',
    controller: 'InternshipDiary',
    buttons: [
      tool('BatchDownloadInternshipDiary', '批量下载', TUTORING),
      tool('InternshipDiary_PackageInternshipDiary', '打包下载', TUTORING),
    ],
  },
  {
    path: 'student-diaries',
    title: '学生日志',
    controller: 'InternshipDiary',
    buttons: [
      row('EditInternshipDiary', '批阅'),
      tool('BatchDownloadInternshipDiary', '批量下载', TUTORING),
      recordHistory(),
    ],
  },
  {
    path: 'overall-evaluation',
    title: '综合评价',
    controller: 'InternshipStudentGeneralReview',
    buttons: [
      row(reviewList, '评价', TUTORING),
      tool('ExportInternshipStudentGeneralReviewGrade', '导出成绩', TUTORING),
    ],
  },
  {
    path: 'student-general-review',
    title: '学生综合评价',
    controller: 'InternshipStudentGeneralReviewItem',
    buttons: [tool(reviewList, '保存评价', TUTORING)],
  },
  {
    path: 'interview-log',
    title: '访谈记录',
    controller: 'InternshipInterview',
    buttons: crud('InternshipInterview', TUTORING),
  },
  {
    path: 'student-interview',
    title: '学生访谈',
    controller: 'InternshipInterview',
    buttons: crud('InternshipInterview', TUTORING),
  },
];

function teacherSide(head: GroupInput, rolesOf: (segment: string) => readonly Role[]) {
  return group(
    head,
    PAGES.map((page) => ({
      ...page,
      roles: rolesOf(page.path),
      // Both groups render the same components.
      view: `practice/internship-teacher/${page.path}`,
      ...(page.path === 'list' ? {} : { hidden: true, dynamicTab: true, activeMenu: 'list' }),
    })),
  );
}

export const practiceManageScreens = teacherSide(
  { key: 'practice/practice-manage', title: '实习管理', service: DEFAULT_SERVICE_ID, icon: 'briefcase' },
  () => ADMINS,
);

export const teacherManageScreens = teacherSide(
  { key: 'practice/teacher-manage', title: '实习指导', service: DEFAULT_SERVICE_ID, icon: 'user-star' },
  (segment) =>
    FOR_COMPANY_TUTORS.has(segment)
      ? ['platformAdmin', 'teacher', 'companyTutor']
      : ['platformAdmin', 'teacher'],
);
