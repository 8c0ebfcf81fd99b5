import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import { phoneTapTargets } from './phone-css.js';

/**
 * Chakra's colour palettes the console never uses. Each is 18 tokens (11 shades and 7 semantic ones, the
 * latter with light and dark values) that building a system turns into CSS variables: without these four the
 * build of a theme, a phone's longest task at start, takes about a quarter less (bench/README.md,
 * lighthouse). The console's and the kit's sources must not name them (repo-rules/palettes.test.ts).
 */
export const UNUSED_PALETTES = ['yellow', 'cyan', 'purple', 'pink'] as const;

const without = <T extends object>(group: T | undefined): T =>
  Object.fromEntries(
    Object.entries(group ?? {}).filter(([name]) => !(UNUSED_PALETTES as readonly string[]).includes(name)),
  ) as T;

/**
 * Chakra's default theme less the unused palettes, merged with Chakra's base config by createSystem itself
 * (systemFor). Chakra's own `defaultConfig` is the same two merged at its import: a deep copy of every token
 * and recipe that a phone paid for at start only for createSystem to copy it all again. Unused here, it is
 * dropped from the build (vite.config.ts marks the merge pure).
 */
const defaultTheme = {
  ...defaultThemeConfig,
  theme: {
    ...defaultThemeConfig.theme,
    tokens: {
      ...defaultThemeConfig.theme?.tokens,
      colors: without(defaultThemeConfig.theme?.tokens?.colors),
    },
    semanticTokens: {
      ...defaultThemeConfig.theme?.semanticTokens,
      colors: without(defaultThemeConfig.theme?.semanticTokens?.colors),
    },
  },
};

/**
 * The console's four themes (SPEC §2.2 theme drawer): each is a Chakra system whose `brand` palette is the
 * theme colour, and whose `chrome` tokens colour the shell (side menu, top bar) the way the theme asks.
 * Components use `colorPalette="brand"`, so switching the system re-colours everything at once.
 */
export const THEME_NAMES = ['default', 'ocean', 'green', 'white'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const THEME_LABELS: Record<ThemeName, string> = {
  default: '默认',
  ocean: '海洋之心',
  green: '绿荫草场',
  white: '碰触纯白',
};

type Scale = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
const STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

interface ThemeSpec {
  brand: Scale;
  /** Side menu background and text; the white theme has a light menu. */
  menuBg: string;
  menuFg: string;
  menuActiveBg: string;
  headerBg: string;
  headerFg: string;
}

// Scales chosen so that brand.600 on white and white on brand.600 both pass WCAG AA (4.5:1).
const SPECS: Record<ThemeName, ThemeSpec> = {
  default: {
    brand: [
      '#e8f3ff',
      '#c6e0ff',
      '#94c5ff',
      '#5ea6ff',
      '#2f86f5',
      '#1668dc',
      '#0f56c0',
      '#0c4599',
      '#0b3673',
      '#0a2a57',
      '#061a37',
    ],
    menuBg: '#1d2430',
    menuFg: '#d0d6de',
    menuActiveBg: '#1668dc',
    headerBg: '#ffffff',
    headerFg: '#1f2329',
  },
  ocean: {
    brand: [
      '#e6f9fb',
      '#bfeff4',
      '#8ee1ea',
      '#52cddb',
      '#1fb3c6',
      '#0e94a8',
      '#0b7789',
      '#0a5f6e',
      '#094b57',
      '#083c46',
      '#04252c',
    ],
    menuBg: '#0b3d4f',
    menuFg: '#d5eef3',
    menuActiveBg: '#0e94a8',
    headerBg: '#0b7789',
    headerFg: '#ffffff',
  },
  green: {
    brand: [
      '#e9f8ef',
      '#c7ecd6',
      '#98dcb5',
      '#5fc68c',
      '#2fae68',
      '#1c9352',
      '#177743',
      '#145f37',
      '#114b2d',
      '#0e3d25',
      '#072516',
    ],
    menuBg: '#123524',
    menuFg: '#d4ece0',
    menuActiveBg: '#1c9352',
    headerBg: '#ffffff',
    headerFg: '#1f2329',
  },
  white: {
    brand: [
      '#eef2ff',
      '#d9e1ff',
      '#b5c3ff',
      '#899dfa',
      '#6278f0',
      '#4558de',
      '#3744be',
      '#2e3899',
      '#282f78',
      '#232a5f',
      '#151938',
    ],
    menuBg: '#ffffff',
    menuFg: '#303133',
    menuActiveBg: '#eef2ff',
    headerBg: '#ffffff',
    headerFg: '#303133',
  },
};

function systemFor(spec: ThemeSpec): SystemContext {
  const brand = Object.fromEntries(STEPS.map((step, i) => [step, { value: spec.brand[i]! }]));
  return createSystem(
    defaultBaseConfig,
    defaultTheme,
    defineConfig({
      globalCss: {
        'html, body': {
          fontFamily:
            '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif',
        },
        // A dialog's backdrop fading out lets clicks through: a click right after closing reaches the page,
        // and a backdrop whose exit animation never reports its end cannot block the page for good.
        '[data-scope="dialog"][data-part="backdrop"][data-state="closed"]': { pointerEvents: 'none' },
        ...phoneTapTargets,
      },
      theme: {
        tokens: { colors: { brand } },
        semanticTokens: {
          colors: {
            brand: {
              solid: { value: '{colors.brand.600}' },
              contrast: { value: 'white' },
              fg: { value: '{colors.brand.700}' },
              muted: { value: '{colors.brand.100}' },
              subtle: { value: '{colors.brand.50}' },
              emphasized: { value: '{colors.brand.200}' },
              focusRing: { value: '{colors.brand.500}' },
            },
            // Chakra's solid status palettes (toasts) and error text fall below WCAG AA at 12–14 px with
            // white or on white; one step darker passes in every theme.
            green: { solid: { value: '{colors.green.700}' } },
            red: { solid: { value: '{colors.red.700}' } },
            orange: { solid: { value: '{colors.orange.700}' }, contrast: { value: 'white' } },
            fg: { error: { value: '{colors.red.700}' } },
            chrome: {
              menuBg: { value: spec.menuBg },
              menuFg: { value: spec.menuFg },
              menuActiveBg: { value: spec.menuActiveBg },
              headerBg: { value: spec.headerBg },
              headerFg: { value: spec.headerFg },
            },
          },
        },
      },
    }),
  );
}

const systems = new Map<ThemeName, SystemContext>();

/** The Chakra system of a theme, built once. An unknown name (an old saved setting) falls back to default. */
export function themeSystem(name: string): SystemContext {
  const theme: ThemeName = (THEME_NAMES as readonly string[]).includes(name)
    ? (name as ThemeName)
    : 'default';
  let system = systems.get(theme);
  if (!system) {
    system = systemFor(SPECS[theme]);
    systems.set(theme, system);
  }
  return system;
}

export const THEME_BRAND_SOLID: Record<ThemeName, string> = Object.fromEntries(
  THEME_NAMES.map((name) => [name, SPECS[name].brand[6]]),
) as Record<ThemeName, string>;
