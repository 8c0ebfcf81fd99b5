import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { created, id, text, textarea } from '../../field.js';

export const AppSetting = defineEntity({
  name: 'AppSetting',
  label: '系统配置',
  api: 'system',
  key: 'fAppSettingId',
  title: 'cKey',
  fields: {
    fAppSettingId: id(),
    cKey: text('配置键', { required: true, searchable: true, sortable: true, max: 100 }),
    cValue: textarea('配置值', { max: 4000, column: true }),
    cDesc: text('说明', { searchable: true, max: 200 }),
    tCreateDate: created(),
  },
  grants: { write: ['platformAdmin'] },
  // GetAppSettingModelByKey answers one setting per key.
  unique: [{ field: 'cKey' }],
  defaultSort: { field: 'cKey', order: 'asc' },
  actions: (self) => [
    {
      action: 'GetAppSettingModelByKey',
      kind: 'model',
      summary: '按键读取配置',
      query: z.object({ cKey: z.string().trim().min(1).max(100) }),
      content: self.row.nullable(),
      grants: 'authenticated',
    },
  ],
});
