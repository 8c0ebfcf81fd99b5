import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { created, id, text, textarea } from '../../field.js';
import { ADMINS } from '../../roles.js';

/**
 * The map picker's key for the maps service (Tencent location service, SPEC §7.4), set by the platform admin
 * on 系统配置. Public: the browser sends it to the maps service in the picker frame's address anyway.
 */
export const MAP_KEY_SETTING = 'map.key';

/**
 * The settings every signed-in page may show or use (the site's title and footer, the upload and password
 * limits a form states, the map picker's key and centre): the only ones a user who is not an administrator reads,
 * through GetPublicAppSettingList. Every other setting is the administrators' (it may steer registration,
 * or hold what a school would not publish).
 */
export const PUBLIC_APP_SETTING_KEYS = [
  'site.title',
  'site.copyright',
  'upload.maxSizeMB',
  'password.minLength',
  MAP_KEY_SETTING,
  'map.defaultCenter',
] as const;

const publicSetting = z.object({ cKey: z.string(), cValue: z.string().nullable() });

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
  grants: { read: ADMINS, write: ['platformAdmin'] },
  // GetAppSettingModelByKey answers one setting per key.
  unique: [{ field: 'cKey' }],
  defaultSort: { field: 'cKey', order: 'asc' },
  actions: (self) => [
    {
      action: 'GetAppSettingModelByKey',
      kind: 'model',
      summary: '按键读取配置',
      get query() {
        return z.object({ cKey: z.string().trim().min(1).max(100) });
      },
      get content() {
        return self.row.nullable();
      },
      grants: ADMINS,
    },
    {
      action: 'GetPublicAppSettingList',
      kind: 'list',
      summary: '读取公开配置（站点标题、页脚、上传与密码限制、地图 Key 与中心）',
      get content() {
        return z.array(publicSetting);
      },
      grants: 'authenticated',
      referenceServerOnly: true,
    },
  ],
});
