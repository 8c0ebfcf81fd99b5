import { EntityListScreen } from '../../entity-list/index.js';

/**
 * 学校设置 (/practice/school-settings/list): a school's keyed settings. The server scopes the rows to the
 * school administrator's own school (SchoolSetting rows.school) and refuses another school's in a write, so
 * the page lists and edits what it is given; the platform administrator sees every school's.
 */
export default function SchoolSettingsScreen() {
  return <EntityListScreen entity="SchoolSetting" />;
}
