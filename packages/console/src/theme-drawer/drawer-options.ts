import { THEME_LABELS, THEME_NAMES, type ThemeName } from '@practice/ui-kit';
import type { ColumnStyle, LayoutName, Settings, TabStyle } from '../stores/settings.js';

/* The theme drawer's choices and switches (SPEC §2.2), with their Chinese labels. */

export const LAYOUT_LABELS: Record<LayoutName, string> = {
  column: '分栏',
  comprehensive: '综合',
  vertical: '纵向',
  horizontal: '横向',
  common: '常规',
};

export const TAB_STYLE_LABELS: Record<TabStyle, string> = { card: '卡片', smart: '灵动', smooth: '圆滑' };

export const COLUMN_STYLE_LABELS: Record<ColumnStyle, string> = {
  vertical: '纵向',
  horizontal: '横向',
  card: '卡片',
};

export { THEME_LABELS };

type Switch = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

export const SWITCHES: readonly { key: Exclude<Switch, 'collapsed'>; label: string }[] = [
  { key: 'showTabs', label: '标签页' },
  { key: 'showTabIcon', label: '标签图标' },
  { key: 'openFirstChild', label: '分栏打开首个子页' },
  { key: 'fixedHeader', label: '固定头部' },
  { key: 'showProgressBar', label: '进度条' },
  { key: 'showRefresh', label: '刷新' },
  { key: 'showSearch', label: '搜索' },
  { key: 'showNotice', label: '通知' },
  { key: 'showFullScreen', label: '全屏' },
];

/** Another theme than the current one, picked at random (随机主题). */
export function randomTheme(current: ThemeName, random: () => number = Math.random): ThemeName {
  const others = THEME_NAMES.filter((name) => name !== current);
  return others[Math.min(others.length - 1, Math.floor(random() * others.length))]!;
}
