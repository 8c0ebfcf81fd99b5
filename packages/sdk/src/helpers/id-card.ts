/**
 * PRC resident identity numbers (GB 11643-1999). The 18-digit form ends in an ISO 7064 MOD 11-2 check
 * character; the legacy 15-digit form has a two-digit year (always 19xx) and no check character.
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

const EIGHTEEN = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dXx]$/;
const FIFTEEN = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/;

// Earliest year a living holder could plausibly have; rejects typos like 0990 without needing "now".
const MIN_YEAR = 1800;

function isRealDate(year: number, month: number, day: number): boolean {
  if (year < MIN_YEAR || month < 1 || month > 12 || day < 1) return false;
  // Date.UTC avoids local-time DST gaps; day 0 of next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay;
}

/** The check character an 18-digit number must end with, computed from its first 17 digits. */
export function idCardCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('idCardCheckChar expects exactly 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  }
  return CHECK_CHARS.charAt(sum % 11);
}

export function isIdCard(value: string): boolean {
  const eighteen = EIGHTEEN.exec(value);
  if (eighteen) {
    const [, y, m, d] = eighteen;
    if (!isRealDate(Number(y), Number(m), Number(d))) return false;
    return idCardCheckChar(value.slice(0, 17)) === value.charAt(17).toUpperCase();
  }
  const fifteen = FIFTEEN.exec(value);
  if (fifteen) {
    const [, yy, m, d] = fifteen;
    return isRealDate(1900 + Number(yy), Number(m), Number(d));
  }
  return false;
}
