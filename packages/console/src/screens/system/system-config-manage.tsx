import { EntityListScreen } from '../entity-list/index.js';

/** /system/system-config-manage (系统配置): the app settings (AppSetting) as a generic list. */
export default function SystemConfigManageScreen() {
  return <EntityListScreen entity="AppSetting" />;
}
