import { distanceMetres, EARTH_RADIUS_M, insideFence, locationPoint } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { fenceOf } from './sign-in.js';

/*
 * The fence (issue 29): great-circle distance from the workplace's coordinates, a point on the circle inside.
 * Points are placed by moving along a meridian, where a metre is exactly 1/R radians of latitude, so the
 * expected distances do not come from the function under test.
 */

const WORK = { lat: 31.2058, lng: 121.5907 };
const north = (m: number) => ({ lat: WORK.lat + ((m / EARTH_RADIUS_M) * 180) / Math.PI, lng: WORK.lng });

describe('the sign-in fence', () => {
  it('measures along a meridian to the centimetre', () => {
    expect(distanceMetres(WORK, north(499))).toBeCloseTo(499, 2);
    expect(distanceMetres(WORK, north(10_000))).toBeCloseTo(10_000, 1);
  });

  it('takes 499 m inside and 501 m outside a 500 m fence', () => {
    expect(insideFence(WORK, north(499), 500)).toBe(true);
    expect(insideFence(WORK, north(501), 500)).toBe(false);
    const place = `上海市浦东新区张江路368号汇智大厦,${WORK.lat},${WORK.lng}`;
    expect(fenceOf(place, north(499), 500)).toEqual({ fDistance: 499, fFencePosition: 1 });
    expect(fenceOf(place, north(501), 500)).toEqual({ fDistance: 501, fFencePosition: 2 });
  });

  it('agrees with a known distance (Shanghai to Hangzhou, about 165 km)', () => {
    const d = distanceMetres({ lat: 31.2304, lng: 121.4737 }, { lat: 30.2741, lng: 120.1551 });
    expect(d / 1000).toBeGreaterThan(160);
    expect(d / 1000).toBeLessThan(170);
  });

  it('reads the workplace from a location value, a place name with commas too', () => {
    expect(locationPoint('张江路368号,A座,31.2,121.5')).toEqual({
      lat: 31.2,
      lng: 121.5,
      place: '张江路368号,A座',
    });
    expect(locationPoint('无坐标')).toBeNull();
    expect(locationPoint('某地,95,121')).toBeNull();
    expect(fenceOf('', north(1), 500)).toEqual({ fDistance: null, fFencePosition: 0 });
  });
});
