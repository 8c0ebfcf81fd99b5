import { defineEntity } from '../../entity.js';
import { TemplateInputKind } from '../../enums.js';
import { choice, created, decimal, id, int, joined, ref, text, textarea } from '../../field.js';
import { ADMINS } from '../../roles.js';
import { idValue } from '../../wire.js';
import { RequiredFlag } from './enums.js';

export const TemplateItem = defineEntity({
  name: 'TemplateItem',
  label: '模板项',
  api: 'internship',
  key: 'fTemplateItemId',
  title: 'cTemplateItemName',
  fields: {
    fTemplateItemId: id(),
    fTemplateInfoId: ref('模板', 'TemplateInfo', { required: true, searchable: true }),
    cTemplateName: joined('模板'),
    cTemplateItemName: text('模板项名称', { required: true, searchable: true, sortable: true, max: 100 }),
    fFontType: choice(TemplateInputKind, { required: true, searchable: true }),
    cTip: text('填写提示', { max: 200 }),
    // Dropdown items keep their options here: JSON label/value pairs or a list split by ; or ；(SPEC §3).
    cFilePath: textarea('选项或附件', { max: 4000 }),
    cContent: textarea('默认内容', { max: 4000 }),
    fIsRequired: choice(RequiredFlag),
    fScore: decimal('分值', { min: 0 }),
    fSort: int('排序', { required: true, sortable: true }),
    tCreateDate: created(),
  },
  // The page list is the spec's TemplateItem_GetTemplateItemPageList (same route as the standard one),
  // so the standard page op is left out to keep one name per route.
  ops: ['model', 'add', 'edit', 'delete'],
  // An item has no school of its own: it is read, changed and added by whoever may see its template.
  rows: { parent: { field: 'fTemplateInfoId', entity: 'TemplateInfo' } },
  grants: { write: [...ADMINS, 'teacher'] },
  defaultSort: { field: 'fSort', order: 'asc' },
  actions: (self) => [
    {
      name: 'TemplateItem_GetTemplateItemPageList',
      action: 'GetTemplateItemPageList',
      kind: 'page',
      summary: '模板项分页列表',
      get query() {
        return self.query.extend({ fTemplateInfoId: idValue });
      },
      get content() {
        return self.page;
      },
      grants: 'authenticated',
    },
  ],
});
