import { describe, expect, it } from 'vitest';
import { LocateError, locate, locateErrorOf } from './geolocation.js';

const answering = (
  outcome: { coords: { latitude: number; longitude: number; accuracy: number } } | { code: number },
) => ({
  getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if ('coords' in outcome) ok(outcome as unknown as GeolocationPosition);
    else fail?.(outcome as GeolocationPositionError);
  },
});

describe('locate', () => {
  it('answers the position with its accuracy in whole metres', async () => {
    const geolocation = answering({ coords: { latitude: 30.27, longitude: 120.15, accuracy: 12.6 } });
    await expect(locate({ geolocation, isSecureContext: true })).resolves.toEqual({
      fLatitude: 30.27,
      fLongitude: 120.15,
      fAccuracy: 13,
    });
  });

  it.each([
    [1, 'refused', '拒绝了定位权限'],
    [2, 'unavailable', '获取不到你的位置'],
    [3, 'timeout', '定位超时'],
  ])('explains the browser error %i in Chinese (%s)', async (code, reason, words) => {
    const failure = await locate({ geolocation: answering({ code }), isSecureContext: true }).catch((e) => e);
    expect(failure).toBeInstanceOf(LocateError);
    expect(failure.reason).toBe(reason);
    expect(failure.message).toContain(words);
  });

  it('refuses without a geolocation API or off https, and never makes a position up', async () => {
    await expect(locate({ isSecureContext: true })).rejects.toMatchObject({ reason: 'unsupported' });
    const geolocation = answering({ coords: { latitude: 1, longitude: 1, accuracy: 1 } });
    await expect(locate({ geolocation, isSecureContext: false })).rejects.toMatchObject({
      reason: 'insecure',
    });
  });

  it('reads an unknown code as unavailable', () => {
    expect(locateErrorOf(9).reason).toBe('unavailable');
  });
});
