import { MOBILE_BREAKPOINT_PX, PHONE_BREAKPOINT_PX } from '@practice/sdk';
import type { LayoutName } from '../stores/settings.js';

/*
 * SPEC §2.2: below 992 px the device counts as mobile, the layout is forced to vertical and the side menu is
 * folded. The saved setting is left alone, so widening the window brings the chosen layout back.
 * Below 768 px (a phone) even a folded rail takes a sixth of the screen and shows icons without names: the
 * menu moves into a drawer opened from the top bar, with its labels.
 */

export const isMobileWidth = (width: number) => width < MOBILE_BREAKPOINT_PX;
export const isPhoneWidth = (width: number) => width < PHONE_BREAKPOINT_PX;

export interface EffectiveLayout {
  layout: LayoutName;
  collapsed: boolean;
  mobile: boolean;
  /** The menu lives in a drawer instead of a side column. */
  phone: boolean;
}

export function effectiveLayout(layout: LayoutName, collapsed: boolean, width: number): EffectiveLayout {
  if (isMobileWidth(width)) {
    return { layout: 'vertical', collapsed: true, mobile: true, phone: isPhoneWidth(width) };
  }
  return { layout, collapsed, mobile: false, phone: false };
}

/** Which parts each layout draws. */
export function layoutParts(layout: LayoutName) {
  return {
    /** A side menu column (not in the horizontal layout, whose menu sits in the header). */
    sideMenu: layout !== 'horizontal',
    /** The column layout's bar of top-level tabs beside the side menu. */
    columnBar: layout === 'column',
    /** The comprehensive layout's section tabs in the top bar instead of breadcrumbs. */
    serviceTabs: layout === 'comprehensive',
    /** The menu runs across the header (horizontal layout). */
    headerMenu: layout === 'horizontal',
    /** The common layout: a full-width header above both the menu and the page. */
    headerOnTop: layout === 'common' || layout === 'horizontal',
  };
}
