import { crud, group, TEACHING, tool, tree } from './define.js';
import { DEFAULT_SERVICE_ID } from './services.js';

/*
 * Course templates (SPEC §2.3 /practice/teacher-template): batches in a tree, their templates in the table;
 * a template's items are edited on a hidden page opened from a template row.
 */
export const teacherTemplateScreens = group(
  { key: 'practice/teacher-template', title: '课程模板', service: DEFAULT_SERVICE_ID, icon: 'file-list' },
  [
    {
      path: 'list',
      title: '课程模板配置',
      controller: 'TemplateInfo',
      roles: TEACHING,
      buttons: [
        ...crud('TemplateInfo', undefined, '新增模板'),
        tree('AddTemplateBatchInfo', '新增批次'),
        tree('EditTemplateBatchInfo', '编辑批次'),
        tree('DeleteTemplateBatchInfoIDS', '删除批次'),
        tool('CopyTemplateBatchInfo', '复制批次'),
      ],
    },
    {
      path: 'items',
      title: '模板项配置',
      controller: 'TemplateItem',
      roles: TEACHING,
      hidden: true,
      activeMenu: 'list',
      buttons: crud('TemplateItem', undefined, '新增模板项'),
    },
  ],
);
