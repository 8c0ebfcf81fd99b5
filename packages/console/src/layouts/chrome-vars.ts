import type { ThemeName } from '@practice/ui-kit';

/*
 * The few shell colours the themes' chrome tokens do not name, derived per theme: text on the active menu
 * entry, hover and submenu shading (light on the dark menus, dark on the white one) and the accent under
 * the active section tab (white on the ocean theme's coloured header, the brand colour elsewhere).
 */
export function chromeVars(theme: ThemeName): Record<string, string> {
  const lightMenu = theme === 'white';
  return {
    '--menu-active-fg': lightMenu ? 'var(--chakra-colors-brand-700)' : '#ffffff',
    '--menu-hover-bg': lightMenu ? 'rgba(0, 0, 0, 0.05)' : 'rgba(255, 255, 255, 0.08)',
    '--menu-sub-bg': lightMenu ? 'rgba(0, 0, 0, 0.02)' : 'rgba(0, 0, 0, 0.18)',
    '--header-accent': theme === 'ocean' ? '#ffffff' : 'var(--chakra-colors-brand-600)',
  };
}
