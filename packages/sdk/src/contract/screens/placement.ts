import type { Role } from '../roles.js';
import { ADMINS, crud, group, row, TEACHING, tool } from './define.js';
import { DEFAULT_SERVICE_ID } from './services.js';

/*
 * 实习保障 and 统计分析 (issue 30), the reference server's own groups. Students keep their own agreement and
 * policies (add, edit before review); the school reviews them and records an exception for a student who
 * starts without a signed agreement. The dashboards have no menu entry: they are each role's home page.
 */

const WATCHING: readonly Role[] = ['platformAdmin', 'schoolAdmin', 'teacher', 'companyTutor'];
const KEEPING: readonly Role[] = [...TEACHING, 'student'];

export const placementScreens = group(
  {
    key: 'placement',
    title: '实习保障',
    service: DEFAULT_SERVICE_ID,
    icon: 'shield',
    referenceServerOnly: true,
  },
  [
    {
      path: 'agreements',
      title: '三方协议',
      controller: 'InternshipAgreement',
      roles: [...WATCHING, 'student'],
      buttons: [
        ...crud('InternshipAgreement', KEEPING, '上传协议'),
        row('ReviewInternshipAgreement', '审核', ADMINS),
        tool('ExemptInternshipAgreement', '登记例外', ['schoolAdmin']),
      ],
    },
    {
      path: 'insurance',
      title: '实习保险',
      controller: 'InternshipInsurance',
      roles: [...WATCHING, 'student'],
      buttons: [
        ...crud('InternshipInsurance', KEEPING, '上传保单'),
        row('ReviewInternshipInsurance', '审核', ADMINS),
        tool('ImportInternshipInsurance', '导入保单', ADMINS),
      ],
    },
    {
      path: 'posts',
      title: '岗位信息',
      controller: 'InternshipPlacement',
      roles: WATCHING,
      buttons: crud('InternshipPlacement', TEACHING, '新增岗位信息'),
    },
  ],
);

export const statisticsScreens = group(
  {
    key: 'statistics',
    title: '统计分析',
    service: DEFAULT_SERVICE_ID,
    icon: 'chart',
    referenceServerOnly: true,
  },
  [
    { path: 'overview', title: '实习统计', controller: 'Statistics', roles: TEACHING },
    {
      path: 'bureau',
      title: '数据上报',
      controller: 'Statistics',
      roles: ADMINS,
      buttons: [tool('ExportBureauReport', '导出上报表')],
    },
  ],
);
