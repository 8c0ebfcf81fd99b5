import { describe, expect, it } from 'vitest';
import { effectiveLayout, isMobileWidth, isPhoneWidth, layoutParts } from './layout-rules.js';

describe('effectiveLayout', () => {
  it('forces vertical and folded below 992 px', () => {
    expect(isMobileWidth(991)).toBe(true);
    expect(isMobileWidth(992)).toBe(false);
    expect(effectiveLayout('column', false, 800)).toEqual({
      layout: 'vertical',
      collapsed: true,
      mobile: true,
      phone: false,
    });
  });

  it('moves the menu into a drawer below 768 px, still vertical', () => {
    expect(isPhoneWidth(767)).toBe(true);
    expect(isPhoneWidth(768)).toBe(false);
    expect(effectiveLayout('horizontal', false, 390)).toEqual({
      layout: 'vertical',
      collapsed: true,
      mobile: true,
      phone: true,
    });
  });

  it('keeps the chosen layout and folding on a wide screen', () => {
    expect(effectiveLayout('horizontal', false, 1280)).toEqual({
      layout: 'horizontal',
      collapsed: false,
      mobile: false,
      phone: false,
    });
  });
});

describe('layoutParts', () => {
  it.each([
    ['comprehensive', { sideMenu: true, serviceTabs: true, columnBar: false, headerMenu: false }],
    ['column', { sideMenu: true, serviceTabs: false, columnBar: true, headerMenu: false }],
    ['vertical', { sideMenu: true, serviceTabs: false, columnBar: false, headerMenu: false }],
    ['horizontal', { sideMenu: false, serviceTabs: false, columnBar: false, headerMenu: true }],
    ['common', { sideMenu: true, serviceTabs: false, columnBar: false, headerOnTop: true }],
  ] as const)('%s', (layout, parts) => {
    expect(layoutParts(layout)).toMatchObject(parts);
  });
});
