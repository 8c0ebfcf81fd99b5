import { defineEntity } from '../../entity.js';
import { CourseType } from '../../enums.js';
import { choice, created, id, int, joined, ref, text, textarea } from '../../field.js';
import { ADMINS } from '../../roles.js';
import { copyAction } from './copy.js';

/** A set of templates a course uses; rows without a school are the platform's own, copied by schools. */
export const TemplateBatchInfo = defineEntity({
  name: 'TemplateBatchInfo',
  label: '模板批次',
  api: 'internship',
  key: 'fTemplateBatchInfoId',
  title: 'cBatchName',
  fields: {
    fTemplateBatchInfoId: id(),
    fSchoolId: ref('学校', 'School', { searchable: true }),
    cSchoolName: joined('学校'),
    fParentId: ref('上级批次', 'TemplateBatchInfo'),
    cBatchName: text('批次名称', { required: true, searchable: true, sortable: true, max: 100 }),
    fCourseType: choice(CourseType, { searchable: true }),
    fSort: int('排序', { sortable: true }),
    cDesc: textarea('批次说明', { max: 1000 }),
    tCreateDate: created(),
  },
  tree: { action: 'GetTemplateBatchInfoTreeList', shape: 'idName', parent: 'fParentId', text: 'cBatchName' },
  // Platform templates (no school) serve every school's courses; schools keep their own.
  rows: { school: 'fSchoolId', shared: true, platformRowsByAdmin: true },
  grants: { write: [...ADMINS, 'teacher'] },
  defaultSort: { field: 'fSort', order: 'asc' },
  actions: (self) => [
    copyAction(self, {
      action: 'CopyTemplateBatchInfo',
      label: '模板批次',
      key: 'fTemplateBatchInfoId',
      nameField: 'cBatchName',
    }),
  ],
});
