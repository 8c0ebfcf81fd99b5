/*
 * Distance on the earth for the sign-in fence. The server decides inside or outside from the coordinates a
 * phone sends (never from a flag the phone sends); the console may use the same function to show the
 * distance before the student taps. Great-circle (haversine) distance on a sphere of the mean earth radius:
 * within a few metres of the ellipsoid's at a fence's scale, which is far below a phone's GPS error.
 */

/** The IUGG mean earth radius, in metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Metres between two points along the great circle. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Inside a fence of `radius` metres: on the circle counts as inside. */
export const insideFence = (centre: LatLng, point: LatLng, radius: number): boolean =>
  distanceMetres(centre, point) <= radius;

/**
 * The coordinates of a location value ('place name,latitude,longitude', SPEC §3), or null when it has none
 * or they are out of range. The place name may itself hold commas: the last two parts are the numbers.
 */
export function locationPoint(value: unknown): (LatLng & { place: string }) | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(',');
  if (parts.length < 3) return null;
  const lat = Number(parts.at(-2));
  const lng = Number(parts.at(-1));
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  if (lat === 0 && lng === 0) return null;
  return { lat, lng, place: parts.slice(0, -2).join(',').trim() };
}
