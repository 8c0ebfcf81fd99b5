import { defineEntity } from '../../entity.js';
import { created, id, int, text } from '../../field.js';

/** A dictionary of named keys grouped by a type code, for choices that administrators maintain. */
export const TypeKey = defineEntity({
  name: 'TypeKey',
  label: '类型字典',
  api: 'internship',
  key: 'cTypeKeyId',
  title: 'cKeyName',
  fields: {
    cTypeKeyId: id(),
    cTypeCode: text('类型编码', { required: true, searchable: true, sortable: true, max: 50 }),
    cKeyName: text('名称', { required: true, searchable: true, sortable: true, max: 100 }),
    cKeyValue: text('键值', { required: true, max: 100 }),
    fSort: int('排序', { sortable: true }),
    cRemark: text('备注', { max: 200 }),
    tCreateDate: created(),
  },
  rows: { shared: true },
  grants: { write: ['platformAdmin'] },
  defaultSort: { field: 'fSort', order: 'asc' },
});
