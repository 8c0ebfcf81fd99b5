import { MAP_KEY_SETTING, SERVICES, screenByKey } from '@practice/sdk/contract';
import { type MapService, MapServiceProvider } from '@practice/ui-kit';
import { type ReactNode, useMemo } from 'react';
import { useLoaded } from '../data/use-loaded.js';

/*
 * The map picker's key is a system setting (MAP_KEY_SETTING on 系统配置), read when the signed-in shell
 * starts: a school sets or changes it without building the console again. Until one is set, every picker
 * asks for the place by hand and says where the platform admin sets the key.
 */

const CONFIG_SCREEN = screenByKey.get('system/system-config-manage');
const configGroup = screenByKey.get(CONFIG_SCREEN?.parent ?? '');
const configService = SERVICES.find((s) => s.id === CONFIG_SCREEN?.service);

/** Where the setting lives, as the menus name it: 平台管理 › 系统管理 › 系统配置. */
export const CONFIG_SCREEN_PATH = [configService?.cServiceName, configGroup?.title, CONFIG_SCREEN?.title]
  .filter(Boolean)
  .join(' › ');

export const MAP_SETUP_HINT = `如需在地图上选点, 请平台管理员在「${CONFIG_SCREEN_PATH}」中新增或编辑配置键 ${MAP_KEY_SETTING}, 配置值填写腾讯位置服务的 Key, 保存后刷新页面即可。`;

/** The key from the public settings, or undefined when none is set (or the settings cannot be read). */
export async function loadMapKey(): Promise<string | undefined> {
  const { sdk } = await import('../sdk.js');
  // Silent: a missing key is not an error the user can act on; the picker's own text says what to do.
  const settings = await sdk.GetPublicAppSettingList(undefined, { silent: true }).catch(() => []);
  return settings.find((s) => s.cKey === MAP_KEY_SETTING)?.cValue?.trim() || undefined;
}

/** Provides every map picker of the signed-in pages with the key read at run time, or the setup hint. */
export function MapServiceHost({ children }: { children: ReactNode }) {
  // Read again after a platform admin saves a setting: the new key serves at once, without a reload.
  const mapKey = useLoaded('map key', loadMapKey, { reads: ['AppSetting'] }).value;
  const service = useMemo<MapService>(() => (mapKey ? { mapKey } : { setupHint: MAP_SETUP_HINT }), [mapKey]);
  return <MapServiceProvider value={service}>{children}</MapServiceProvider>;
}
