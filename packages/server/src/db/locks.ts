import type { Queryable } from './driver.js';

/** The first number of every advisory lock this server takes, so that they share one space. */
const LOCK_SPACE = 730420261;

/**
 * Waits for, and holds until the transaction ends, the lock named by a number (a fixed purpose, such as the
 * accounts) or a text (a table's name). Writers that check before they write take it first, so that two
 * simultaneous writers cannot both pass a check that only a unique index could otherwise enforce.
 */
export async function lockUntilCommit(q: Queryable, name: number | string): Promise<void> {
  await q.query(
    typeof name === 'number'
      ? 'select pg_advisory_xact_lock($1, $2::integer)'
      : 'select pg_advisory_xact_lock($1, hashtext($2))',
    [LOCK_SPACE, name],
  );
}
