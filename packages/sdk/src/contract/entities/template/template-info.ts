import { defineEntity } from '../../entity.js';
import { TemplateType } from '../../enums.js';
import { choice, created, id, int, joined, ref, text, textarea } from '../../field.js';
import { ADMINS } from '../../roles.js';

export const TemplateInfo = defineEntity({
  name: 'TemplateInfo',
  label: '模板',
  api: 'internship',
  key: 'fTemplateInfoId',
  title: 'cTemplateName',
  fields: {
    fTemplateInfoId: id(),
    fTemplateBatchInfoId: ref('模板批次', 'TemplateBatchInfo', { required: true, searchable: true }),
    cBatchName: joined('模板批次'),
    // Copied from the batch by the server so that rows can be scoped by school.
    fSchoolId: ref('学校', 'School', { searchable: true, readOnly: true }),
    cTemplateName: text('模板名称', { required: true, searchable: true, sortable: true, max: 100 }),
    fTemplateType: choice(TemplateType, { required: true, searchable: true }),
    fSort: int('排序', { sortable: true }),
    cDesc: textarea('模板说明', { max: 1000 }),
    tCreateDate: created(),
  },
  // Templates hang under their batch: the tree's parentId is the batch.
  tree: {
    action: 'GetTemplateInfoTreeList',
    shape: 'idName',
    parent: 'fTemplateBatchInfoId',
    text: 'cTemplateName',
  },
  // Platform templates (no school) serve every school's courses; schools keep their own.
  rows: { school: 'fSchoolId', shared: true, platformRowsByAdmin: true },
  grants: { write: [...ADMINS, 'teacher'] },
  defaultSort: { field: 'fSort', order: 'asc' },
});
