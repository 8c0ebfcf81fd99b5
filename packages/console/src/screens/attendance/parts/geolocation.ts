/*
 * The phone's position for a sign-in (issue 29, part 2). Asked only when the student taps 签到, never
 * remembered and never made up: when the browser cannot or will not say where the phone is, the student is
 * told why in Chinese and no sign-in is sent. Inside or outside the fence is the server's finding.
 */

export interface Fix {
  fLatitude: number;
  fLongitude: number;
  /** The browser's stated accuracy in metres. */
  fAccuracy: number;
}

/** Why no position came, worded for the student with what to do about it. */
export class LocateError extends Error {
  constructor(
    message: string,
    readonly reason: 'refused' | 'unavailable' | 'timeout' | 'unsupported' | 'insecure',
  ) {
    super(message);
    this.name = 'LocateError';
  }
}

/** How long the phone may look for a fix before the student is asked to try again. */
export const LOCATE_TIMEOUT_MS = 15_000;

const MESSAGES = {
  refused: '无法签到：你拒绝了定位权限。请在浏览器或系统设置中允许本网站使用位置信息后重试。',
  unavailable: '无法签到：暂时获取不到你的位置。请打开手机的定位服务（GPS），到信号较好的地方后重试。',
  timeout: '无法签到：定位超时。请确认定位服务已打开，稍后重试。',
  unsupported: '无法签到：当前浏览器不支持定位，请换用手机自带浏览器或微信打开本页面。',
  insecure: '无法签到：定位只能在安全连接（https）下使用，请通过 https 地址打开本页面。',
} as const;

/** The browser's GeolocationPositionError codes (1 denied, 2 unavailable, 3 timeout) as the student's words. */
export function locateErrorOf(code: number): LocateError {
  if (code === 1) return new LocateError(MESSAGES.refused, 'refused');
  if (code === 3) return new LocateError(MESSAGES.timeout, 'timeout');
  return new LocateError(MESSAGES.unavailable, 'unavailable');
}

interface Where {
  geolocation?: Pick<Geolocation, 'getCurrentPosition'>;
  isSecureContext?: boolean;
}

/** One fresh position from the browser (no cached fix: a sign-in is about where the phone is now). */
export function locate(where: Where = { geolocation: navigator.geolocation, isSecureContext }): Promise<Fix> {
  if (where.isSecureContext === false) return Promise.reject(new LocateError(MESSAGES.insecure, 'insecure'));
  const geo = where.geolocation;
  if (!geo) return Promise.reject(new LocateError(MESSAGES.unsupported, 'unsupported'));
  return new Promise((resolve, reject) => {
    geo.getCurrentPosition(
      (p) =>
        resolve({
          fLatitude: p.coords.latitude,
          fLongitude: p.coords.longitude,
          fAccuracy: Math.round(p.coords.accuracy),
        }),
      (error) => reject(locateErrorOf(error.code)),
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
