import { defineEntity } from '../../entity.js';
import { created, id, int, text, textarea } from '../../field.js';

/** Theme labels of the common resource library (/practice/common-theme-label). */
export const ThemeLabel = defineEntity({
  name: 'ThemeLabel',
  label: '主题标签',
  api: 'internship',
  key: 'cThemeLabelId',
  title: 'cThemeLabelName',
  fields: {
    cThemeLabelId: id(),
    cThemeLabelName: text('主题名称', { required: true, searchable: true, sortable: true, max: 50 }),
    cDesc: textarea('主题说明', { max: 500 }),
    fSort: int('排序', { sortable: true }),
    tCreateDate: created(),
  },
  rows: { shared: true },
  defaultSort: { field: 'fSort', order: 'asc' },
});
