import { defineEntity } from '../../entity.js';
import { created, id, joined, ref, text, textarea } from '../../field.js';

/**
 * Per-school parameters (platform name, diary rules, ...) as keyed values: new ones need no new columns. The
 * keys the server acts on are declared where their rule is (late work: late-work.ts LATE_WORK_SETTINGS).
 */
export const SchoolSetting = defineEntity({
  name: 'SchoolSetting',
  label: '学校设置',
  api: 'internship',
  key: 'fSchoolSettingId',
  title: 'cSettingName',
  fields: {
    fSchoolSettingId: id(),
    fSchoolId: ref('学校', 'School', { required: true, searchable: true }),
    cSchoolName: joined('学校'),
    cSettingName: text('设置名称', { required: true, searchable: true, sortable: true, max: 100 }),
    cSettingKey: text('设置键', { required: true, searchable: true, sortable: true, max: 64 }),
    cSettingValue: textarea('设置值', { max: 4000, column: true }),
    cRemark: text('备注', { max: 200 }),
    tCreateDate: created(),
  },
  rows: { school: 'fSchoolId' },
  defaultSort: { field: 'cSettingKey', order: 'asc' },
});
