import type { ThemeName } from '@practice/ui-kit';
import { proxy, subscribe } from 'valtio';

/*
 * The theme drawer's settings (SPEC §2.2), saved in local storage across reloads. Defaults: the
 * comprehensive layout and the green theme. A stored value of the wrong type (an old or hand-edited
 * entry) falls back to its default rather than breaking the shell.
 */

export type LayoutName = 'column' | 'comprehensive' | 'vertical' | 'horizontal' | 'common';
export type TabStyle = 'card' | 'smart' | 'smooth';
export type ColumnStyle = 'vertical' | 'horizontal' | 'card';

export interface Settings {
  layout: LayoutName;
  theme: ThemeName;
  showTabs: boolean;
  showTabIcon: boolean;
  tabStyle: TabStyle;
  columnStyle: ColumnStyle;
  fixedHeader: boolean;
  showProgressBar: boolean;
  showRefresh: boolean;
  showSearch: boolean;
  showNotice: boolean;
  showFullScreen: boolean;
  /** Picking a column-layout tab opens its first child. */
  openFirstChild: boolean;
  /** The side menu is folded (also forced below 992 px). */
  collapsed: boolean;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  layout: 'comprehensive',
  theme: 'green',
  showTabs: true,
  showTabIcon: true,
  tabStyle: 'card',
  columnStyle: 'vertical',
  fixedHeader: true,
  showProgressBar: true,
  showRefresh: true,
  showSearch: true,
  showNotice: true,
  showFullScreen: true,
  openFirstChild: true,
  collapsed: false,
};

export const SETTINGS_KEY = 'practice-console-settings';

/** The stored settings merged over the defaults, keeping only entries of the default's type. */
export function readSettings(stored: string | null): Settings {
  let parsed: unknown;
  try {
    parsed = stored ? JSON.parse(stored) : {};
  } catch {
    parsed = {};
  }
  const result: Settings = { ...DEFAULT_SETTINGS };
  if (parsed && typeof parsed === 'object') {
    for (const [key, value] of Object.entries(parsed)) {
      const fallback = (DEFAULT_SETTINGS as unknown as Record<string, unknown>)[key];
      if (fallback !== undefined && typeof value === typeof fallback) {
        (result as unknown as Record<string, unknown>)[key] = value;
      }
    }
  }
  return result;
}

const storage = typeof localStorage === 'undefined' ? null : localStorage;

export const settingsStore = proxy<Settings>(readSettings(storage?.getItem(SETTINGS_KEY) ?? null));

/** Writes the current settings (the drawer's 保存). */
export const saveSettings = () => storage?.setItem(SETTINGS_KEY, JSON.stringify(settingsStore));

/** Back to the defaults, saved (the drawer's 恢复默认). */
export function restoreDefaultSettings() {
  Object.assign(settingsStore, DEFAULT_SETTINGS);
  saveSettings();
}

// Folding the menu is not a drawer setting, but it is remembered too.
subscribe(settingsStore, () => {
  const stored = readSettings(storage?.getItem(SETTINGS_KEY) ?? null);
  if (stored.collapsed !== settingsStore.collapsed) {
    storage?.setItem(SETTINGS_KEY, JSON.stringify({ ...stored, collapsed: settingsStore.collapsed }));
  }
});
