import { defineEntity } from '../../entity.js';
import { created, id, int, ref, text } from '../../field.js';

/** The category tree tutorials are filed under. */
export const TutorialThemeLabel = defineEntity({
  name: 'TutorialThemeLabel',
  label: '教程分类',
  api: 'internship',
  key: 'cTutorialThemeLabelId',
  title: 'cLabelName',
  fields: {
    cTutorialThemeLabelId: id(),
    cParentId: ref('上级分类', 'TutorialThemeLabel', { searchable: true }),
    cLabelName: text('分类名称', { required: true, searchable: true, sortable: true, max: 50 }),
    fSort: int('排序', { sortable: true }),
    tCreateDate: created(),
  },
  tree: { action: 'GetTutorialThemeLabelTreeList', shape: 'idName', parent: 'cParentId', text: 'cLabelName' },
  rows: { shared: true },
  grants: { write: ['platformAdmin'] },
  defaultSort: { field: 'fSort', order: 'asc' },
});
