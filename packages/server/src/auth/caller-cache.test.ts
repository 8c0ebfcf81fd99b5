import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema, dropSchema, uniqueSchema, withSchema } from '../../test/database.js';
import { type Db, openDb } from '../db/driver.js';
import { migrate } from '../db/migrate.js';
import { callerByToken } from './caller.js';
import { createSession, digest, revokeSession, revokeUserSessions } from './sessions.js';

/**
 * The in-process cache of callers (auth/caller.ts) against the session stamp (db/session-stamp.ts): a
 * cached caller costs no caller statement, and every change a caller is made of is seen by the next call,
 * made here or (on the PostgreSQL run) through another handle on the same database, which shares no memory
 * with this one: as another server process would.
 */
const url = process.env.TEST_DATABASE_URL;
const schema = uniqueSchema();

/** A handle that counts the caller statements issued through it. */
function counting(db: Db): { db: Db; reads(): number } {
  let reads = 0;
  const query = db.query;
  db.query = (sql, params) => {
    if (sql.includes('from app_session s')) reads++;
    return query(sql, params);
  };
  return { db, reads: () => reads };
}

let here: ReturnType<typeof counting>;
/** Another process on the same database (PostgreSQL), or this one again (PGlite: one process only). */
let other: Db;
const handles: Db[] = [];

beforeAll(async () => {
  if (url) await createSchema(url, schema);
  const open = () => openDb({ url: url ? withSchema(url, schema) : undefined });
  const first = await open();
  handles.push(first);
  await migrate(first);
  here = counting(first);
  other = url ? await open() : first;
  if (other !== first) handles.push(other);
  await first.exec(`insert into "AppRole" ("fAppRoleId", "cRoleCode", "cRoleName") values
      ('r-teacher', 'teacher', '教师'), ('r-school', 'schoolAdmin', '学校管理员')`);
}, 120_000);
afterAll(async () => {
  for (const h of handles) await h.close();
  if (url) await dropSchema(url, schema);
});

let n = 0;
async function newUser(roles: string[] = ['r-teacher']): Promise<string> {
  const id = `u${++n}${Math.random().toString(16).slice(2, 10)}`;
  await here.db.query(
    `insert into "AppUser" ("fAppUserId", "cUserName", "cRealName", "fStatus") values ($1, $2, '张老师', 0)`,
    [id, `user${id}`],
  );
  for (const r of roles) {
    await here.db.query('insert into app_role_user (role_id, user_id) values ($1, $2)', [r, id]);
  }
  return id;
}

/** Signs in and reads the caller once, so that it is cached here. */
async function cached(userId: string): Promise<string> {
  const token = await createSession(here.db, userId);
  expect(await callerByToken(here.db, token)).toMatchObject({ userId });
  return token;
}

const who = (token: string) => callerByToken(here.db, token);

describe(`callers cached in process (${url ? 'PostgreSQL, two handles' : 'PGlite'})`, () => {
  it('reads a caller once, then serves it without a caller statement', async () => {
    const token = await cached(await newUser());
    const before = here.reads();
    for (let i = 0; i < 5; i++) expect(await who(token)).toMatchObject({ kind: 'teacher', token });
    expect(here.reads()).toBe(before);
  });

  it('a sign-in elsewhere keeps the cache; nothing unknown is served from it', async () => {
    const user = await newUser();
    const token = await cached(user);
    const before = here.reads();
    await createSession(other, user);
    expect(await who(token)).toMatchObject({ userId: user });
    expect(here.reads()).toBe(before);
    expect(await who('a token nobody issued')).toBeNull();
  });

  it('LoginOut made elsewhere ends the session at the next call', async () => {
    const user = await newUser();
    const token = await cached(user);
    const kept = await cached(user);
    await revokeSession(other, token);
    expect(await who(token)).toBeNull();
    expect(await who(kept)).toMatchObject({ userId: user });
  });

  it('a password change made elsewhere ends the other sessions at the next call', async () => {
    const user = await newUser();
    const a = await cached(user);
    const b = await cached(user);
    await other.tx(async (q) => {
      await q.query('update "AppUser" set "cPassword" = $1 where "fAppUserId" = $2', ['x', user]);
      await revokeUserSessions(q, user, a);
    });
    expect(await who(b)).toBeNull();
    expect(await who(a)).toMatchObject({ userId: user });
  });

  it('freezing made elsewhere (the status alone, no session touched) signs the account out', async () => {
    const user = await newUser();
    const token = await cached(user);
    await other.query('update "AppUser" set "fStatus" = 1 where "fAppUserId" = $1', [user]);
    expect(await who(token)).toBeNull();
    await other.query('update "AppUser" set "fStatus" = 0 where "fAppUserId" = $1', [user]);
    expect(await who(token)).toMatchObject({ userId: user });
  });

  it('roles granted or taken away, and a new name, are seen at the next call', async () => {
    const user = await newUser();
    const token = await cached(user);
    await other.query('insert into app_role_user (role_id, user_id) values ($1, $2)', ['r-school', user]);
    expect(await who(token)).toMatchObject({ kind: 'schoolAdmin' });
    await other.query('delete from app_role_user where user_id = $1', [user]);
    expect(await who(token)).toMatchObject({ kind: null, roles: [] });
    await other.query(`update "AppUser" set "cRealName" = '李老师' where "fAppUserId" = $1`, [user]);
    expect(await who(token)).toMatchObject({ realName: '李老师' });
    await other.query('delete from "AppUser" where "fAppUserId" = $1', [user]);
    expect(await who(token)).toBeNull();
  });

  it('a change committed while a caller was being read is not hidden by the cache', async () => {
    // The stamp is read before the caller: whichever the read saw, the next call sees the change.
    const user = await newUser();
    const token = await createSession(here.db, user);
    const reading = who(token);
    await revokeSession(other, token);
    await reading;
    expect(await who(token)).toBeNull();
  });

  it('a cached session still ends at its expiry, with no write to tell', async () => {
    const user = await newUser();
    const token = 'expiring-token';
    await here.db.query(
      `insert into app_session (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 second')`,
      [digest(token), user],
    );
    expect(await who(token)).toMatchObject({ userId: user });
    await new Promise((r) => setTimeout(r, 1100));
    expect(await who(token)).toBeNull();
  });
});
