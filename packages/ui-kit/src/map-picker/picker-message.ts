import type { MapLocation } from './location.js';

/**
 * The maps service's location picker page, embedded in a frame (SPEC §7.4). It posts
 * { module: 'locationPicker', poiname, poiaddress, latlng: { lat, lng } } to its parent when a place is chosen.
 */
export const MAP_PICKER_BASE_URL = 'https://apis.map.qq.com/tools/locpicker';
/** Shown as the referer the maps service asks for; any stable app name will do. */
export const MAP_PICKER_REFERER = 'practice-console';

export function mapPickerUrl(mapKey: string, baseUrl: string = MAP_PICKER_BASE_URL): string {
  const url = new URL(baseUrl);
  url.searchParams.set('search', '1');
  url.searchParams.set('type', '1');
  url.searchParams.set('key', mapKey);
  url.searchParams.set('referer', MAP_PICKER_REFERER);
  return url.toString();
}

export interface PickedPlace extends MapLocation {
  address: string;
}

interface MessageLike {
  origin: string;
  data: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The place in a message from the picker frame, or null for anything else: another origin (any page can post
 * to this window), another module, or a payload without finite coordinates.
 */
export function readPickerMessage(event: MessageLike, expectedOrigin: string): PickedPlace | null {
  if (event.origin !== expectedOrigin) return null;
  const data = event.data;
  if (!isRecord(data) || data.module !== 'locationPicker' || !isRecord(data.latlng)) return null;
  const lat = Number(data.latlng.lat);
  const lng = Number(data.latlng.lng);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const name = typeof data.poiname === 'string' ? data.poiname.trim() : '';
  const address = typeof data.poiaddress === 'string' ? data.poiaddress.trim() : '';
  const place = name || address;
  if (place === '') return null;
  return { place, address, lat, lng };
}
