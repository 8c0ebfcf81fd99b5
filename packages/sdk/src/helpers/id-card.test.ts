import { describe, expect, it } from 'vitest';
import { idCardCheckChar, isIdCard } from './id-card.js';

describe('isIdCard', () => {
  it.each([
    ['11010519491231002X', true, '18 digits, X check character'],
    ['11010519491231002x', true, 'lower-case x is what people type'],
    ['440304200002290014', true, '29 February of a leap year'],
    ['310115202401315563', true, 'digit check character'],
    ['110105194912310021', false, 'wrong check character'],
    ['440304200002290015', false, 'wrong check digit'],
    ['110105190002290017', false, '1900 is not a leap year, checksum alone would pass'],
    ['110105194913310028', false, 'month 13'],
    ['110105194912320028', false, 'day 32'],
    ['010105194912310021', false, 'area code cannot start with 0'],
    ['1101051949123100', false, '16 digits'],
    ['110105491231002', true, '15-digit legacy'],
    ['110105490229002', false, '15-digit legacy, 1949 not a leap year'],
    ['11010549123100X', false, '15-digit legacy has no check character'],
    ['', false, 'empty'],
  ])('%s -> %s (%s)', (input, expected) => {
    expect(isIdCard(input)).toBe(expected);
  });
});

describe('idCardCheckChar', () => {
  it.each([
    ['11010519491231002', 'X'],
    ['44030420000229001', '4'],
    ['31011520240131556', '3'],
  ])('%s -> %s', (first17, expected) => {
    expect(idCardCheckChar(first17)).toBe(expected);
  });

  it('rejects input that is not 17 digits', () => {
    expect(() => idCardCheckChar('1101051949123100')).toThrow(RangeError);
    expect(() => idCardCheckChar('1101051949123100X')).toThrow(RangeError);
  });
});
