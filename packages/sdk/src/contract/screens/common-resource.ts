import { ADMINS, audit, crud, form, group, row, TEACHING } from './define.js';
import { DEFAULT_SERVICE_ID } from './services.js';

/*
 * The common resource library (SPEC §2.3 /practice/common-resource): teaching staff share files that courses,
 * internships and projects pick from (their add-common-resource pages); school administrators review them.
 */
export const commonResourceScreens = group(
  { key: 'practice/common-resource', title: '公共资源库', service: DEFAULT_SERVICE_ID, icon: 'folder' },
  [
    {
      path: 'list',
      title: '资源列表',
      controller: 'CommonResource',
      roles: TEACHING,
      buttons: [
        ...crud('CommonResource'),
        ...audit('CommonResource', ADMINS),
        row('AddCommonResourceDownloadCount', '下载'),
      ],
    },
    {
      path: 'edit',
      title: '编辑资源',
      controller: 'CommonResource',
      roles: TEACHING,
      hidden: true,
      activeMenu: 'list',
      buttons: [form('EditCommonResource', '保存')],
    },
    {
      path: 'common-resource-add',
      title: '新增资源',
      controller: 'CommonResource',
      roles: TEACHING,
      hidden: true,
      activeMenu: 'list',
      buttons: [form('AddCommonResource', '创建')],
    },
  ],
);
