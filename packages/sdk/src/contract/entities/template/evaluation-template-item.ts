import { defineEntity } from '../../entity.js';
import { created, decimal, id, int, joined, ref, text, textarea } from '../../field.js';
import { ADMINS } from '../../roles.js';

export const EvaluationTemplateItem = defineEntity({
  name: 'EvaluationTemplateItem',
  label: '评价项',
  api: 'internship',
  key: 'fEvaluationTemplateItemId',
  title: 'cTemplateItemName',
  fields: {
    fEvaluationTemplateItemId: id(),
    fEvaluationTemplateInfoId: ref('评价模板', 'EvaluationTemplateInfo', {
      required: true,
      searchable: true,
    }),
    cTemplateName: joined('评价模板'),
    cTemplateItemName: text('评价项名称', { required: true, searchable: true, sortable: true, max: 100 }),
    cStandard: textarea('评分标准', { max: 2000 }),
    fScore: decimal('分值', { min: 0, required: true, sortable: true }),
    fSort: int('排序', { sortable: true }),
    tCreateDate: created(),
  },
  // An item has no school of its own: it is read, changed and added by whoever may see its template.
  rows: { parent: { field: 'fEvaluationTemplateInfoId', entity: 'EvaluationTemplateInfo' } },
  grants: { write: [...ADMINS, 'teacher'] },
  defaultSort: { field: 'fSort', order: 'asc' },
});
