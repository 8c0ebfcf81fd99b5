import { settingText } from '@practice/sdk/contract';
import type { EntityColumns } from '@practice/ui-kit';
import { EntityListScreen, type FormParts } from '../../entity-list/index.js';
import { settingEditor } from './parts/setting-editor.js';
import { prepareSetting } from './parts/setting-values.js';

/**
 * 学校设置 (/practice/school-settings/list): a school's keyed settings. The server scopes the rows to the
 * school administrator's own school (SchoolSetting rows.school) and refuses another school's in a write, so
 * the page lists and edits what it is given; the platform administrator sees every school's. A key the
 * platform reads is edited with a control of its shape and listed in words (允许, 3 天, 企业导师评分表 40%).
 */
const columns: EntityColumns<'SchoolSetting'> = {
  cSettingValue: {
    text: (row) => settingText(String(row.cSettingKey ?? ''), row.cSettingValue as string | null),
  },
};

const formParts: FormParts = { editor: settingEditor, prepare: prepareSetting };

export default function SchoolSettingsScreen() {
  return <EntityListScreen entity="SchoolSetting" columns={columns} formParts={formParts} />;
}
