/**
 * Generic string validators of SPEC §5. Each takes the raw form value and answers a yes/no question; callers
 * pick the message (see messages.ts). None of them trims: the form layer trims required values first.
 */
export { idCardCheckChar, isIdCard } from './id-card.js';
export type { PasswordChangeErrors, PasswordChangeInput } from './password-change.js';
export {
  isPassword,
  isPasswordChangeValid,
  isPasswordInRange,
  validatePasswordChange,
} from './password-change.js';

/** Links that leave the console (the side menu opens these in a new window instead of routing). */
export function isExternal(value: string): boolean {
  return /^(?:https?:|mailto:|tel:)/.test(value);
}

export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

/** Chinese characters, Latin letters or digits, at least one, nothing else (no spaces or punctuation). */
export function isName(value: string): boolean {
  return /^[\u4e00-\u9fa5a-zA-Z0-9]+$/.test(value);
}

// Leading zeros are refused because some parsers read "010" as octal 8.
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

export function isIp(value: string): boolean {
  return IPV4.test(value);
}

export function isUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return ['http:', 'https:', 'ftp:'].includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

export function isLowerCase(value: string): boolean {
  return /^[a-z]+$/.test(value);
}

export function isUpperCase(value: string): boolean {
  return /^[A-Z]+$/.test(value);
}

export function isLetters(value: string): boolean {
  return /^[A-Za-z]+$/.test(value);
}

export function isPort(value: string): boolean {
  return /^(?:0|[1-9]\d{0,4})$/.test(value) && Number(value) <= 65535;
}

/** Removes whitespace and a leading +86 / 0086 country prefix, leaving other input untouched. */
export function normalizeMobile(value: string): string {
  return value.replace(/\s+/g, '').replace(/^(?:\+86|0086)/, '');
}

/** Mainland mobile: 1 followed by 10 digits, optionally prefixed by +86 or 0086; spaces are tolerated. */
export function isMobile(value: string): boolean {
  return /^1\d{10}$/.test(normalizeMobile(value));
}

const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** 2 to 4 CJK unified ideographs, the usual shape of a Chinese personal name. */
export function isTwoToFourChinese(value: string): boolean {
  return /^[\u4e00-\u9fa5]{2,4}$/.test(value);
}

/** Empty, whitespace only, or absent: the form layer treats all three as "not filled". */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/** Landline: area code 0 plus 2-3 digits, a dash, 7-8 digits, then an optional dash and 1-6 digit extension. */
export const LANDLINE = /^0\d{2,3}-\d{7,8}(?:-\d{1,6})?$/;

export function isPhone(value: string): boolean {
  return LANDLINE.test(value);
}

/** Non-negative amount with at most two decimals, as typed into score and price fields. */
export function isDecimal2(value: string): boolean {
  return /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/.test(value);
}

/** Anything JSON.parse accepts, scalars included: the spec's rule is only "parses as JSON". */
export function isJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}
