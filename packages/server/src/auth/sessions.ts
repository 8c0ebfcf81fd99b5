import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/driver.js';

/** A sign-in is valid for one day (SPEC §8: "login expired (over one day)"). */
export const SESSION_MS = 24 * 60 * 60 * 1000;

/** Only a hash of the token is stored: a leaked table does not sign anyone in. */
export const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(q: Queryable, userId: string, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.query('insert into app_session (token_hash, user_id, expires_at) values ($1, $2, $3)', [
    digest(token),
    userId,
    new Date(now + SESSION_MS).toISOString(),
  ]);
  return token;
}

export async function revokeSession(q: Queryable, token: string): Promise<void> {
  await q.query('update app_session set revoked_at = now() where token_hash = $1', [digest(token)]);
}

/** After a password change every other sign-in of that user ends. */
export async function revokeUserSessions(q: Queryable, userId: string, except?: string): Promise<void> {
  await q.query(
    'update app_session set revoked_at = now() where user_id = $1 and revoked_at is null and token_hash <> $2',
    [userId, except ? digest(except) : ''],
  );
}
