import type { Db } from '../db/driver.js';

/*
 * Sign-in throttling (ASVS 2.2.1, README "Security"). Failures are counted per user name and per client
 * address, in the database (db/migrate.ts app_sign_in_throttle), so that every server process sees the same
 * counts. Reaching a rule's limit locks the key for a minute; each failure after a lock doubles it, up to
 * fifteen minutes. A lock refuses every attempt, the right password too (else guessing would just go on),
 * without counting it, so waiting is all a lock asks.
 *
 * An account's count is its failures in a row: a success ends it. An address's count is not cleared by a
 * success, since one valid account of one's own must not reset an address that tries other people's
 * passwords; it is forgotten after a quiet quarter of an hour instead, and its limit is higher, so that a
 * school's computer room behind one address is not locked by a few mistyped passwords.
 */

export interface ThrottleRule {
  /** Failures that lock. */
  readonly limit: number;
  readonly resetBySuccess: boolean;
  /** A count whose last failure is older than this starts again. */
  readonly forgetAfterSeconds: number;
}

export const ACCOUNT_RULE: ThrottleRule = { limit: 5, resetBySuccess: true, forgetAfterSeconds: 24 * 3600 };
export const ADDRESS_RULE: ThrottleRule = { limit: 20, resetBySuccess: false, forgetAfterSeconds: 15 * 60 };
export const FIRST_LOCK_SECONDS = 60;
export const LONGEST_LOCK_SECONDS = 15 * 60;

export interface ThrottleKey {
  readonly key: string;
  readonly rule: ThrottleRule;
}

/** How long the failure that brings a count to `failures` locks (0: not yet). */
export const lockSecondsAt = (failures: number, rule: ThrottleRule): number =>
  failures < rule.limit
    ? 0
    : Math.min(LONGEST_LOCK_SECONDS, FIRST_LOCK_SECONDS * 2 ** (failures - rule.limit));

/**
 * An IPv6 client owns a whole /64 (any host part is theirs to pick), so it is counted as one; IPv4 and
 * anything unreadable as given.
 */
export function addressGroup(address: string): string {
  if (!address.includes(':')) return address;
  const bare = address.split('%')[0] as string;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail (64:ff9b::192.0.2.1) fills two groups.
  const width = (gs: string[]) => gs.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array(Math.max(0, 8 - width(left) - width(right))).fill('0');
  const prefix = [...left, ...zeros, ...right].slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** The keys a sign-in counts against: its user name (in any case) and, when known, its address. */
export function signInKeys(userName: string, address: string | null): ThrottleKey[] {
  return [
    { key: `account:${userName.trim().toLowerCase()}`, rule: ACCOUNT_RULE },
    ...(address ? [{ key: `address:${addressGroup(address)}`, rule: ADDRESS_RULE }] : []),
  ];
}

export interface Attempt {
  /** Seconds a running lock still lasts: the attempt is refused unchecked. 0: let through. */
  readonly lockedFor: number;
  /** The lock this attempt set, should it fail (it counts as a failure until it succeeds). */
  readonly lockSeconds: number;
}

type Count = {
  key: string;
  failures: number;
  wait: number;
  quiet: number | null;
};

/**
 * Lets an attempt through, or refuses it while a lock runs. A let-through attempt counts as a failure
 * before its password is checked, in one transaction holding the keys' rows: parallel guesses queue on
 * those rows, so no more of them get past the limit than the limit allows. A success takes its count back
 * (attemptSucceeded).
 */
export async function admitAttempt(db: Db, keys: readonly ThrottleKey[]): Promise<Attempt> {
  // Rows are always taken in the same order, so that two attempts never wait on each other's.
  const names = keys.map((k) => k.key).sort();
  return db.tx(async (q) => {
    await q.query(
      `insert into app_sign_in_throttle (key, failures, last_failure_at)
       select k, 0, now() from unnest($1::text[]) as k on conflict (key) do nothing`,
      [names],
    );
    const counts = await q.query<Count>(
      `select key, failures,
              greatest(0, ceil(extract(epoch from locked_until - now())))::int as wait,
              extract(epoch from now() - last_failure_at)::float8 as quiet
         from app_sign_in_throttle where key = any($1) order by key for update`,
      [names],
    );
    const wait = Math.max(0, ...counts.map((c) => c.wait));
    if (wait > 0) return { lockedFor: wait, lockSeconds: 0 };
    let lockSeconds = 0;
    for (const { key, rule } of keys) {
      const count = counts.find((c) => c.key === key);
      const remembered = count && (count.quiet ?? 0) <= rule.forgetAfterSeconds;
      const failures = remembered ? count.failures + 1 : 1;
      const lock = lockSecondsAt(failures, rule);
      lockSeconds = Math.max(lockSeconds, lock);
      await q.query(
        `update app_sign_in_throttle
            set failures = $2, last_failure_at = now(),
                locked_until = case when $3::int > 0 then now() + make_interval(secs => $3::int) end
          where key = $1`,
        [key, failures, lock],
      );
    }
    return { lockedFor: 0, lockSeconds };
  });
}

/**
 * The password was right: an account's count ends; an address's loses this attempt again (and the lock,
 * should this attempt be the one that reached the limit).
 */
export async function attemptSucceeded(db: Db, keys: readonly ThrottleKey[]): Promise<void> {
  const reset = keys.filter((k) => k.rule.resetBySuccess).map((k) => k.key);
  if (reset.length) await db.query('delete from app_sign_in_throttle where key = any($1)', [reset]);
  for (const { key, rule } of keys.filter((k) => !k.rule.resetBySuccess)) {
    await db.query(
      `update app_sign_in_throttle
          set failures = greatest(failures - 1, 0),
              locked_until = case when failures - 1 < $2 then null else locked_until end
        where key = $1`,
      [key, rule.limit],
    );
  }
}

/** Counts nobody has added to for a day are gone: a guesser's made-up user names do not pile up. */
export async function forgetOldCounts(db: Db): Promise<void> {
  await db.query(
    `delete from app_sign_in_throttle
      where last_failure_at < now() - interval '1 day' and (locked_until is null or locked_until < now())`,
  );
}
