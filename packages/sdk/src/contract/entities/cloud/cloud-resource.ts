import { defineEntity } from '../../entity.js';
import { ResourceType } from '../../enums.js';
import { choice, id, image, joined, ref, text } from '../../field.js';
import { none } from '../../wire.js';
import { sharedFileFields, sharedFilePolicy } from '../resource/shared-file.js';

/** The cloud resource library (/practice/cloud-resource): files schools share after review. */
export const CloudResource = defineEntity({
  name: 'CloudResource',
  label: '云资源',
  api: 'internship',
  key: 'cCloudResourceId',
  title: 'cResourceName',
  fields: {
    cCloudResourceId: id(),
    cResourceName: text('资源名称', { required: true, searchable: true, sortable: true, max: 200 }),
    fResourceType: choice(ResourceType, { required: true, searchable: true }),
    // The labels the administrators keep for the common library (/practice/common-resource-label).
    cResourceLabelId: ref('资源标签', 'ResourceLabel', { searchable: true }),
    cResourceLabelName: joined('资源标签', { via: 'cResourceLabelId', field: 'cLabelName' }),
    cCover: image('封面图片'),
    ...sharedFileFields(),
  },
  ...sharedFilePolicy,
  actions: (self) => [
    {
      // Any reader who downloads counts a download, hence not limited to writers.
      action: 'AddCloudResourceDownloadCount',
      summary: '记录云资源下载次数',
      kind: 'action',
      get body() {
        return self.modelQuery;
      },
      content: none,
      grants: 'authenticated',
    },
  ],
});
