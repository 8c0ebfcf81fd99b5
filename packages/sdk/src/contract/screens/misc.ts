import { ADMINS, audit, crud, EVERYONE, group, PLATFORM, row, tool, tree } from './define.js';
import { BASIC_SERVICE_ID, DEFAULT_SERVICE_ID } from './services.js';

/*
 * Single-page groups (SPEC §2.3): theme labels and school settings are reference data kept by
 * administrators (so they sit with basic data); tutorials and a user's own history are for everyone.
 */
export const commonThemeLabelScreens = group(
  { key: 'practice/common-theme-label', title: '主题标签', service: BASIC_SERVICE_ID, icon: 'price-tag' },
  [
    {
      path: 'common-theme-label-list',
      title: '主题标签',
      controller: 'ThemeLabel',
      roles: ADMINS,
      buttons: crud('ThemeLabel'),
    },
  ],
);

export const schoolSettingsScreens = group(
  { key: 'practice/school-settings', title: '学校设置', service: BASIC_SERVICE_ID, icon: 'school' },
  [
    {
      path: 'list',
      title: '学校设置',
      controller: 'SchoolSetting',
      roles: ADMINS,
      buttons: crud('SchoolSetting'),
    },
  ],
);

// Tutorials are published by the platform (listed and delisted, SPEC §3 fStatusTutorial) and read by all.
export const tutorialScreens = group(
  { key: 'practice/tutorial', title: '使用教程', service: DEFAULT_SERVICE_ID, icon: 'video' },
  [
    {
      path: 'list',
      title: '教程列表',
      controller: 'TutorialInfo',
      roles: EVERYONE,
      buttons: [
        ...crud('TutorialInfo', PLATFORM),
        ...audit('TutorialInfo', PLATFORM, '上架', '下架'),
        row('UpdateTutorialInfoDownloadCount', '下载'),
        tree('AddTutorialThemeLabel', '新增分类', PLATFORM),
        tree('EditTutorialThemeLabel', '编辑分类', PLATFORM),
        tree('DeleteTutorialThemeLabelIDS', '删除分类', PLATFORM),
      ],
    },
  ],
);

export const cloudMyHistoryScreens = group(
  { key: 'practice/cloud-my-history', title: '我的足迹', service: DEFAULT_SERVICE_ID, icon: 'footprint' },
  [
    {
      path: 'list',
      title: '浏览记录',
      controller: 'CloudMyHistory',
      roles: EVERYONE,
      buttons: [tool('DeleteCloudMyHistoryIDS', '删除')],
    },
  ],
);
