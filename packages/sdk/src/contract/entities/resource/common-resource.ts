import { defineEntity } from '../../entity.js';
import { ResourceType } from '../../enums.js';
import { choice, id, joined, ref, text } from '../../field.js';
import { none } from '../../wire.js';
import { sharedFileFields, sharedFilePolicy } from './shared-file.js';

/**
 * The common resource library (/practice/common-resource). Practice and project courses copy reviewed
 * resources from it (add-common-resource), so the review gate sits here.
 */
export const CommonResource = defineEntity({
  name: 'CommonResource',
  label: '公共资源',
  api: 'internship',
  key: 'cCommonResourceId',
  title: 'cResourceName',
  fields: {
    cCommonResourceId: id(),
    cResourceName: text('资源名称', { required: true, searchable: true, sortable: true, max: 200 }),
    fResourceType: choice(ResourceType, { required: true, searchable: true }),
    cThemeLabelId: ref('主题标签', 'ThemeLabel', { searchable: true }),
    cThemeLabelName: joined('主题标签'),
    cResourceLabelId: ref('资源标签', 'ResourceLabel', { searchable: true }),
    cResourceLabelName: joined('资源标签', { via: 'cResourceLabelId', field: 'cLabelName' }),
    ...sharedFileFields(),
  },
  ...sharedFilePolicy,
  actions: (self) => [
    {
      // Any reader who downloads counts a download, hence not limited to writers.
      action: 'AddCommonResourceDownloadCount',
      summary: '记录公共资源下载次数',
      kind: 'action',
      get body() {
        return self.modelQuery;
      },
      content: none,
      grants: 'authenticated',
    },
  ],
});
