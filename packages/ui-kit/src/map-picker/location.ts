/**
 * A map value is stored as one string 'place,lat,lng' (SPEC §3, template item of kind "map location").
 * The place name may itself contain commas, so the coordinates are read from the right.
 */
export interface MapLocation {
  place: string;
  lat: number;
  lng: number;
}

export const LAT_LIMIT = 90;
export const LNG_LIMIT = 180;

export function formatLocation(location: MapLocation): string {
  return `${location.place},${location.lat},${location.lng}`;
}

const isLat = (value: number) => Number.isFinite(value) && Math.abs(value) <= LAT_LIMIT;
const isLng = (value: number) => Number.isFinite(value) && Math.abs(value) <= LNG_LIMIT;

/** Strict decimal: Number('') is 0 and Number('0x10') is 16, neither of which is a coordinate. */
function readNumber(text: string): number {
  const trimmed = text.trim();
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** null for anything that is not a place followed by two in-range coordinates. */
export function parseLocation(text: string): MapLocation | null {
  const parts = text.split(',');
  if (parts.length < 3) return null;
  const lng = readNumber(parts.pop() ?? '');
  const lat = readNumber(parts.pop() ?? '');
  const place = parts.join(',').trim();
  if (place === '' || !isLat(lat) || !isLng(lng)) return null;
  return { place, lat, lng };
}

export interface ManualLocationInput {
  place: string;
  lat: string;
  lng: string;
}

export type ManualLocationErrors = Partial<Record<keyof ManualLocationInput, string>>;

export const PLACE_REQUIRED = '请输入地点名称';
export const LAT_INVALID = '纬度须为 -90 到 90 之间的数字';
export const LNG_INVALID = '经度须为 -180 到 180 之间的数字';

/** The manual form's check: the location when every field is valid, otherwise a message per bad field. */
export function validateManualLocation(
  input: ManualLocationInput,
): { location: MapLocation; errors: null } | { location: null; errors: ManualLocationErrors } {
  const place = input.place.trim();
  const lat = readNumber(input.lat);
  const lng = readNumber(input.lng);
  const errors: ManualLocationErrors = {};
  if (place === '') errors.place = PLACE_REQUIRED;
  if (!isLat(lat)) errors.lat = LAT_INVALID;
  if (!isLng(lng)) errors.lng = LNG_INVALID;
  return Object.keys(errors).length === 0
    ? { location: { place, lat, lng }, errors: null }
    : { location: null, errors };
}
