import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { THEME_NAMES, themeSystem, UNUSED_PALETTES } from './themes.js';

/*
 * The themes build on Chakra's default theme from its two parts (base and theme) rather than from the
 * `defaultConfig` Chakra merges at import. Whatever Chakra's next version puts in either, each theme must
 * still carry every default token, recipe and setting, less the palettes it leaves out and the colours it
 * sets itself.
 */
const chakra = createSystem(defaultConfig);
/** The colours a theme sets over Chakra's (themes.ts systemFor). */
const OWN_COLOURS =
  /^colors\.(?:brand|chrome|green\.solid|red\.solid|orange\.(?:solid|contrast)|fg\.error)\b/;
const UNUSED = new RegExp(`^colors\\.(?:${UNUSED_PALETTES.join('|')})\\b`);
// Tokens Chakra makes from the palettes (colorPalette.*) are compared through the palettes themselves.
const VIRTUAL = /^colors\.colorPalette\b/;

describe.each(THEME_NAMES)('the %s theme', (name) => {
  const system = themeSystem(name);

  it("has every token of Chakra's default theme, with its value, but those it leaves out or sets", () => {
    // A semantic token is one token per condition (base, _dark), under one name.
    const keyOf = (token: (typeof chakra.tokens.allTokens)[number]) =>
      `${token.name} ${String(token.extensions.condition ?? 'base')}`;
    const ours = new Map(system.tokens.allTokens.map((token) => [keyOf(token), token.value]));
    const compared = chakra.tokens.allTokens.filter((token) => !VIRTUAL.test(token.name));
    expect(compared.length).toBeGreaterThan(400);
    for (const token of compared) {
      const key = keyOf(token);
      if (UNUSED.test(token.name)) expect(ours.has(key), key).toBe(false);
      else if (!OWN_COLOURS.test(token.name)) expect(ours.get(key), key).toEqual(token.value);
    }
  });

  it("has Chakra's recipes, conditions and CSS variable settings as they are", () => {
    const theirs = chakra._config;
    const ours = system._config;
    expect(ours.theme?.recipes).toEqual(theirs.theme?.recipes);
    expect(ours.theme?.slotRecipes).toEqual(theirs.theme?.slotRecipes);
    expect(ours.theme?.textStyles).toEqual(theirs.theme?.textStyles);
    expect(ours.theme?.layerStyles).toEqual(theirs.theme?.layerStyles);
    expect(ours.theme?.keyframes).toEqual(theirs.theme?.keyframes);
    expect(ours.theme?.breakpoints).toEqual(theirs.theme?.breakpoints);
    expect(ours.conditions).toEqual(theirs.conditions);
    expect(ours.utilities).toEqual(theirs.utilities);
    expect([ours.preflight, ours.cssVarsPrefix, ours.cssVarsRoot]).toEqual([
      theirs.preflight,
      theirs.cssVarsPrefix,
      theirs.cssVarsRoot,
    ]);
    // Chakra's global styles are kept; the theme's own (the font, the backdrop rule, phone tap targets) add.
    expect(ours.globalCss).toMatchObject(theirs.globalCss ?? {});
  });
});
