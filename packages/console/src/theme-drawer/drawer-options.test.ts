import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../stores/settings.js';
import { LAYOUT_LABELS, randomTheme, SWITCHES } from './drawer-options.js';

describe('randomTheme', () => {
  it('always picks a different theme', () => {
    for (const r of [0, 0.34, 0.67, 0.999999]) expect(randomTheme('green', () => r)).not.toBe('green');
  });

  it('reaches every other theme', () => {
    const picked = new Set([0, 0.4, 0.9].map((r) => randomTheme('default', () => r)));
    expect([...picked].sort()).toEqual(['green', 'ocean', 'white']);
  });
});

describe('drawer options', () => {
  it('offers the five layouts and a switch for each boolean setting but folding', () => {
    expect(Object.keys(LAYOUT_LABELS)).toHaveLength(5);
    const booleans = Object.entries(DEFAULT_SETTINGS)
      .filter(([key, value]) => typeof value === 'boolean' && key !== 'collapsed')
      .map(([key]) => key);
    expect(SWITCHES.map((s) => s.key).sort()).toEqual(booleans.sort());
  });
});
