import { themeSystem, UNUSED_PALETTES } from '@practice/ui-kit';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files.js';

/*
 * The themes leave out Chakra's palettes the console never uses (ui-kit theme/themes.ts), so that building a
 * theme costs a phone less at start. A colour named from one of them would draw as nothing: a new use fails
 * here, and is either given a palette the themes keep or the palette is taken off the unused list.
 */

const THEMES_FILE = 'ui-kit/src/theme/themes.ts';
const shipped = ['console/src', 'ui-kit/src']
  .flatMap((dir) => sourceFiles(dir))
  .filter((file) => !/\.(?:test|stories)\.tsx?$/.test(file.path) && file.path !== THEMES_FILE);

/** A string that is a palette's name or one of its tokens: 'purple', "pink.500", `cyan.solid`. */
const paletteLiteral = new RegExp(`(['"\`])(?:${UNUSED_PALETTES.join('|')})(?:\\.[\\w.]+)?\\1`);

describe('the palettes the themes leave out', () => {
  it('are not in the themes, where the ones the console uses are', () => {
    const system = themeSystem('default');
    for (const palette of UNUSED_PALETTES) expect(system.token(`colors.${palette}.500`)).toBeUndefined();
    for (const palette of ['gray', 'red', 'orange', 'green', 'blue', 'teal', 'brand'])
      expect(system.token(`colors.${palette}.500`), palette).toBeDefined();
  });

  it('are named nowhere in the console or the kit', () => {
    expect(shipped.length).toBeGreaterThan(300);
    const users = shipped.filter((file) => paletteLiteral.test(file.text)).map((file) => file.path);
    expect(users).toEqual([]);
  });

  it('would be caught in any quoting', () => {
    for (const text of [`colorPalette="purple"`, `color: 'pink.500'`, 'bg={`cyan.subtle`}'])
      expect(paletteLiteral.test(text), text).toBe(true);
    expect(paletteLiteral.test(`'purpleish'`)).toBe(false);
  });
});
