import { isLatitude, isLongitude, type MapLocation, readDecimal } from '@practice/sdk';

// The stored form ('place,lat,lng') is the SDK's: the server checks a diary's places by the same rules.
export {
  formatLocation,
  LAT_LIMIT,
  LNG_LIMIT,
  type MapLocation,
  parseLocation,
} from '@practice/sdk';

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
  const lat = readDecimal(input.lat);
  const lng = readDecimal(input.lng);
  const errors: ManualLocationErrors = {};
  if (place === '') errors.place = PLACE_REQUIRED;
  if (!isLatitude(lat)) errors.lat = LAT_INVALID;
  if (!isLongitude(lng)) errors.lng = LNG_INVALID;
  return Object.keys(errors).length === 0
    ? { location: { place, lat, lng }, errors: null }
    : { location: null, errors };
}
