/**
 * Home-page greeting of SPEC §9. The spec says "before 8", "to 11", "to 13", "before 18": "to" is read as
 * inclusive, so 11:xx is still forenoon and 13:xx still noon; "before" is exclusive.
 */

/** Shown instead of the user's name when none is known. */
export const GUEST_NAME = '游客';

export type Greeting = '早上好' | '上午好' | '中午好' | '下午好' | '晚上好';

export function greetingByHour(hour: number): Greeting {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`greetingByHour expects an integer hour 0-23, got ${hour}`);
  }
  if (hour < 8) return '早上好';
  if (hour <= 11) return '上午好';
  if (hour <= 13) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/** Greeting for a moment in the viewer's local time. */
export function greetingAt(date: Date): Greeting {
  return greetingByHour(date.getHours());
}
