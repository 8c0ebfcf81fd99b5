import type { Role } from '../roles.js';
import { ADMINS, crud, form, group, row, STUDENT, STUDENT_SIDE, saveForm, tool } from './define.js';
import { DEFAULT_SERVICE_ID } from './services.js';

/*
 * Cloud recruitment (SPEC §2.3 /practice/cloud-recruitment). Enterprise tutors post jobs for their company
 * and read the resumes they receive; schools review and pin posts; students browse, keep a resume and
 * follow what they sent. The job status chain (review, publish, finish; SPEC §4) is one button per step.
 */
const POSTERS: readonly Role[] = ['platformAdmin', 'schoolAdmin', 'companyTutor'];
const BOARD: readonly Role[] = ['platformAdmin', 'schoolAdmin', 'companyTutor', 'student'];

const step = (action: string, label: string, roles: readonly Role[] = POSTERS) =>
  tool(`${action}CloudRecruitmentIDS`, label, roles);

export const cloudRecruitmentScreens = group(
  { key: 'practice/cloud-recruitment', title: '云招聘', service: DEFAULT_SERVICE_ID, icon: 'building' },
  [
    {
      path: 'list',
      title: '招聘信息',
      controller: 'CloudRecruitment',
      roles: BOARD,
      buttons: [
        ...crud('CloudRecruitment', POSTERS),
        step('Auth', '审核通过', ADMINS),
        step('UnAuth', '审核不通过', ADMINS),
        step('Publish', '发布'),
        step('UnPublish', '取消发布'),
        step('Top', '置顶', ADMINS),
        step('UnTop', '取消置顶', ADMINS),
        step('Finish', '结束招聘'),
        step('UnFinish', '重新招聘'),
        step('Refresh', '刷新'),
        row('AddCloudRecruitmentApply', '投递简历', STUDENT),
      ],
    },
    {
      path: 'company-list',
      title: '招聘企业',
      controller: 'Company',
      roles: BOARD,
      buttons: crud('Company', ADMINS),
    },
    {
      path: 'resume-list',
      title: '收到的简历',
      controller: 'CloudRecruitmentApply',
      roles: POSTERS,
      buttons: [
        row('MarkCloudRecruitmentApplyIDS', '标记'),
        tool('BatchDownloadCloudRecruitmentApply', '批量下载'),
        tool('DeleteCloudRecruitmentApplyIDS', '删除'),
      ],
    },
    {
      path: 'my-resume-sent',
      title: '我的投递',
      controller: 'CloudRecruitmentApply',
      roles: STUDENT_SIDE,
      buttons: [tool('DeleteCloudRecruitmentApplyIDS', '撤回投递')],
    },
    {
      path: 'my-resume',
      title: '我的简历',
      controller: 'CloudResume',
      roles: STUDENT_SIDE,
      buttons: [
        ...crud('CloudResume'),
        form('AddCloudResumeBase', '创建基本信息'),
        form('EditCloudResumeBase', '保存基本信息'),
      ],
    },
    {
      path: 'edit',
      title: '编辑招聘',
      controller: 'CloudRecruitment',
      roles: POSTERS,
      hidden: true,
      activeMenu: 'list',
      buttons: saveForm('CloudRecruitment'),
    },
    {
      path: 'edit-company',
      title: '编辑企业',
      controller: 'Company',
      roles: ADMINS,
      hidden: true,
      activeMenu: 'company-list',
      buttons: saveForm('Company'),
    },
  ],
);
