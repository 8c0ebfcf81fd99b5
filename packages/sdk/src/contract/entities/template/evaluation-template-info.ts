import { defineEntity } from '../../entity.js';
import { created, decimal, id, int, joined, ref, text, textarea } from '../../field.js';
import { ADMINS } from '../../roles.js';
import { copyAction } from './copy.js';

/** Scoring sheets for practice tasks marked by standard evaluation (practiceInfoTaskType 2). */
export const EvaluationTemplateInfo = defineEntity({
  name: 'EvaluationTemplateInfo',
  label: '评价模板',
  api: 'internship',
  key: 'fEvaluationTemplateInfoId',
  title: 'cTemplateName',
  fields: {
    fEvaluationTemplateInfoId: id(),
    fSchoolId: ref('学校', 'School', { searchable: true }),
    cSchoolName: joined('学校'),
    fParentId: ref('上级模板', 'EvaluationTemplateInfo'),
    cTemplateName: text('模板名称', { required: true, searchable: true, sortable: true, max: 100 }),
    fTotalScore: decimal('总分', { min: 0, sortable: true }),
    fSort: int('排序', { sortable: true }),
    cDesc: textarea('模板说明', { max: 1000 }),
    tCreateDate: created(),
  },
  tree: {
    action: 'GetEvaluationTemplateInfoTreeList',
    shape: 'idName',
    parent: 'fParentId',
    text: 'cTemplateName',
  },
  // Platform templates (no school) serve every school's courses; schools keep their own.
  rows: { school: 'fSchoolId', shared: true, platformRowsByAdmin: true },
  grants: { write: [...ADMINS, 'teacher'] },
  defaultSort: { field: 'fSort', order: 'asc' },
  actions: (self) => [
    copyAction(self, {
      action: 'CopyEvaluationTemplateInfo',
      label: '评价模板',
      key: 'fEvaluationTemplateInfoId',
      nameField: 'cTemplateName',
    }),
  ],
});
