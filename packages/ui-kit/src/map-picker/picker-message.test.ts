import { describe, expect, it } from 'vitest';
import { MAP_PICKER_BASE_URL, mapPickerUrl, readPickerMessage } from './picker-message.js';

const ORIGIN = 'https://apis.map.qq.com';
const message = {
  module: 'locationPicker',
  poiname: '武汉大学',
  poiaddress: '湖北省武汉市武昌区八一路299号',
  latlng: { lat: 30.5386, lng: 114.3655 },
};

describe('mapPickerUrl', () => {
  it('puts the key on the picker page of the base URL', () => {
    const url = new URL(mapPickerUrl('KEY-1 2'));
    expect(`${url.origin}${url.pathname}`).toBe(MAP_PICKER_BASE_URL);
    expect(url.searchParams.get('key')).toBe('KEY-1 2');
  });

  it('honours another base URL', () => {
    expect(mapPickerUrl('k', 'https://maps.example.test/picker')).toMatch(
      /^https:\/\/maps\.example\.test\/picker\?/,
    );
  });
});

describe('readPickerMessage', () => {
  it('reads a place from the picker frame', () => {
    expect(readPickerMessage({ origin: ORIGIN, data: message }, ORIGIN)).toEqual({
      place: '武汉大学',
      address: '湖北省武汉市武昌区八一路299号',
      lat: 30.5386,
      lng: 114.3655,
    });
  });

  it('falls back to the address when the place has no name', () => {
    expect(readPickerMessage({ origin: ORIGIN, data: { ...message, poiname: '' } }, ORIGIN)?.place).toBe(
      '湖北省武汉市武昌区八一路299号',
    );
  });

  it.each([
    ['another origin', { origin: 'https://evil.example', data: message }],
    ['an origin that only starts alike', { origin: `${ORIGIN}.evil.example`, data: message }],
    ['another module', { origin: ORIGIN, data: { ...message, module: 'other' } }],
    ['a string payload', { origin: ORIGIN, data: JSON.stringify(message) }],
    ['no coordinates', { origin: ORIGIN, data: { ...message, latlng: null } }],
    ['non-numeric coordinates', { origin: ORIGIN, data: { ...message, latlng: { lat: 'x', lng: 1 } } }],
    ['no name or address', { origin: ORIGIN, data: { ...message, poiname: '', poiaddress: ' ' } }],
  ])('ignores %s', (_, event) => {
    expect(readPickerMessage(event, ORIGIN)).toBeNull();
  });
});
