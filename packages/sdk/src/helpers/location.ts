/**
 * A map place is stored as one string 'place,lat,lng' (SPEC §3, template item of kind "map location"; the
 * production back end stores the same). The place name may itself contain commas, so the coordinates are
 * read from the right.
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

export const isLatitude = (value: number) => Number.isFinite(value) && Math.abs(value) <= LAT_LIMIT;
export const isLongitude = (value: number) => Number.isFinite(value) && Math.abs(value) <= LNG_LIMIT;

/** Strict decimal: Number('') is 0 and Number('0x10') is 16, neither of which is a coordinate. */
export function readDecimal(text: string): number {
  const trimmed = text.trim();
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** null for anything that is not a place followed by two in-range coordinates. */
export function parseLocation(text: string): MapLocation | null {
  const parts = text.split(',');
  if (parts.length < 3) return null;
  const lng = readDecimal(parts.pop() ?? '');
  const lat = readDecimal(parts.pop() ?? '');
  const place = parts.join(',').trim();
  if (place === '' || !isLatitude(lat) || !isLongitude(lng)) return null;
  return { place, lat, lng };
}
