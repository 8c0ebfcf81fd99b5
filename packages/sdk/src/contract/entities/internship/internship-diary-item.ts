import { joined } from '../../field.js';
import { EVERYONE } from '../../roles.js';
import { diaryItemListBody, diaryWireParams } from './diary-wire.js';
import { InternshipDiary } from './internship-diary.js';
import { templateValueEntity } from './template-values.js';

export const InternshipDiaryItem = templateValueEntity({
  name: 'InternshipDiaryItem',
  label: '日志内容项',
  key: 'fInternshipDiaryItemId',
  parent: { key: 'fInternshipDiaryId', label: '实习日志', entity: 'InternshipDiary' },
  write: EVERYONE,
  // The production back end names a diary line by its item's name.
  extra: { cDiaryItemName: joined('日志项', { via: 'fTemplateItemId', field: 'cTemplateItemName' }) },
  pageQuery: diaryWireParams,
  actions: () => [
    {
      action: 'EditInternshipDiaryItemList',
      summary: '保存整篇实习日志（标题与各日志项，一次提交）',
      kind: 'edit',
      method: 'POST',
      body: diaryItemListBody,
      get content() {
        return InternshipDiary.schemas.row;
      },
      grants: EVERYONE,
    },
  ],
});
