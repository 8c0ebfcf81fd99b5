import { defineEntity } from '../../entity.js';
import { created, id, int, text } from '../../field.js';

/** Labels that classify common resources alongside their type. */
export const ResourceLabel = defineEntity({
  name: 'ResourceLabel',
  label: '资源标签',
  api: 'internship',
  key: 'cResourceLabelId',
  title: 'cLabelName',
  fields: {
    cResourceLabelId: id(),
    cLabelName: text('标签名称', { required: true, searchable: true, sortable: true, max: 50 }),
    fSort: int('排序', { sortable: true }),
    tCreateDate: created(),
  },
  rows: { shared: true },
  defaultSort: { field: 'fSort', order: 'asc' },
});
