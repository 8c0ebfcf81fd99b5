import { describe, expect, it } from 'vitest';
import {
  formatLocation,
  LAT_INVALID,
  LNG_INVALID,
  PLACE_REQUIRED,
  parseLocation,
  validateManualLocation,
} from './location.js';

describe('formatLocation / parseLocation', () => {
  it('writes place,lat,lng and reads it back', () => {
    const location = { place: '天安门', lat: 39.9087, lng: 116.3975 };
    expect(formatLocation(location)).toBe('天安门,39.9087,116.3975');
    expect(parseLocation(formatLocation(location))).toEqual(location);
  });

  it('keeps commas inside the place name', () => {
    expect(parseLocation('北京市,东城区,39.9,116.4')).toEqual({
      place: '北京市,东城区',
      lat: 39.9,
      lng: 116.4,
    });
  });

  it('trims spaces and accepts negative coordinates', () => {
    expect(parseLocation(' 圣地亚哥 , -33.45 , -70.66 ')).toEqual({
      place: '圣地亚哥',
      lat: -33.45,
      lng: -70.66,
    });
  });

  it.each([
    ['', 'empty'],
    ['天安门', 'no coordinates'],
    ['天安门,39.9', 'one coordinate'],
    [',39.9,116.4', 'no place'],
    ['天安门,,116.4', 'blank latitude'],
    ['天安门,91,116.4', 'latitude out of range'],
    ['天安门,39.9,180.5', 'longitude out of range'],
    ['天安门,0x10,116.4', 'hex is not a coordinate'],
    ['天安门,39.9,abc', 'not a number'],
  ])('rejects %j (%s)', (text) => {
    expect(parseLocation(text)).toBeNull();
  });

  it('accepts the range limits themselves', () => {
    expect(parseLocation('极点,90,-180')).toEqual({ place: '极点', lat: 90, lng: -180 });
  });
});

describe('validateManualLocation', () => {
  it('returns the location when all fields are valid', () => {
    expect(validateManualLocation({ place: ' 校门 ', lat: '30.5', lng: '114.3' })).toEqual({
      location: { place: '校门', lat: 30.5, lng: 114.3 },
      errors: null,
    });
  });

  it('names every bad field', () => {
    expect(validateManualLocation({ place: '  ', lat: '-90.1', lng: '181' })).toEqual({
      location: null,
      errors: { place: PLACE_REQUIRED, lat: LAT_INVALID, lng: LNG_INVALID },
    });
  });
});
