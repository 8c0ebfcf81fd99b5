import { randomBytes, randomInt, scrypt } from 'node:crypto';
import { promisify } from 'node:util';

/*
 * The password an administrator hands out with an account (added, imported or reset without one chosen):
 * random per account and shown to the administrator once, never a shared default anyone could look up. The
 * account must change it at its first sign-in (AppUser.fMustChangePassword).
 */

// Letters and digits that cannot be misread when copied from a screen or a printed list (no 0/O, 1/l/I).
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '@#$%&*+=?';
const ALL = UPPER + LOWER + DIGITS + SYMBOLS;

/** Twelve characters (within the 6-18 rule), each class at least once: about 70 bits of chance. */
export const INITIAL_PASSWORD_LENGTH = 12;

const pick = (set: string) => set[randomInt(set.length)] as string;

export function initialPassword(): string {
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < INITIAL_PASSWORD_LENGTH) chars.push(pick(ALL));
  // Fisher-Yates with a cryptographic source, so the guaranteed classes sit anywhere.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  // Never a symbol first: a spreadsheet reads a cell starting with = + - @ as a formula, and the password
  // lists the administrator downloads are spreadsheets.
  const first = chars.findIndex((c) => !SYMBOLS.includes(c));
  [chars[0], chars[first]] = [chars[first] as string, chars[0] as string];
  return chars.join('');
}

const scryptAsync = promisify(scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  o: object,
) => Promise<Buffer>;

/**
 * The hash of a password this module made. scrypt's cost (password.ts, N=2^14) slows the guessing of passwords
 * people choose; 70 random bits cannot be guessed at any speed, and an import of thousands of students would
 * otherwise spend minutes hashing. So N=2^10, in the same self-describing format verifyPassword reads; the
 * password the account then chooses is hashed at full cost.
 */
export async function hashInitialPassword(password: string): Promise<string> {
  const params = { N: 1024, r: 8, p: 1 };
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** A fresh initial password and its hash. */
export async function issueInitialPassword(): Promise<{ password: string; hash: string }> {
  const password = initialPassword();
  return { password, hash: await hashInitialPassword(password) };
}
