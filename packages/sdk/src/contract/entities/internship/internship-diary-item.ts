import { EVERYONE } from '../../roles.js';
import { templateValueEntity } from './template-values.js';

export const InternshipDiaryItem = templateValueEntity({
  name: 'InternshipDiaryItem',
  label: '日志内容项',
  key: 'fInternshipDiaryItemId',
  parent: { key: 'fInternshipDiaryId', label: '实习日志', entity: 'InternshipDiary' },
  write: EVERYONE,
});
