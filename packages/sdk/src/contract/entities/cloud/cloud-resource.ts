import { defineEntity } from '../../entity.js';
import { ResourceType } from '../../enums.js';
import { choice, id, image, text } from '../../field.js';
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
    cCover: image('封面图片'),
    ...sharedFileFields(),
  },
  ...sharedFilePolicy,
});
