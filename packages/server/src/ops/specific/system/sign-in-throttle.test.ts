import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema, dropSchema, uniqueSchema, withSchema } from '../../../../test/database.js';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { hashPassword } from '../../../auth/password.js';
import { prepareDatabase } from '../../../boot/start.js';
import { type Db, openDb } from '../../../db/driver.js';
import { createApp } from '../../../http/app.js';
import { WRONG_CREDENTIALS } from './sign-in.js';
import { DEMO_PASSWORD, HUADONG, raw, urlOf } from './test-client.js';

/*
 * Sign-in throttling (ASVS 2.2.1): five wrong passwords in a row lock an account for a minute, each further
 * failure after a lock doubles it up to fifteen; twenty failures from one address lock the address. A lock
 * refuses even the right password (429, in Chinese, saying how long to wait) without growing; a success
 * resets the account. The counts are rows of the database, so every server process sees them.
 */

let server: TestServer;
/** The same server behind a proxy it trusts (TRUST_PROXY=1): X-Forwarded-For names the client. */
let proxied: Hono;

const appOver = (db: Db) =>
  createApp({
    db,
    config: { filesDir: mkdtempSync(join(tmpdir(), 'throttle-')), uploadMaxMb: 5 },
    consoleDir: join(tmpdir(), 'no-console'),
    openapiDir: join(tmpdir(), 'no-openapi'),
    trustProxy: 1,
  });

beforeAll(async () => {
  server = await startTestServer();
  proxied = appOver(server.db);
}, 180_000);
afterAll(() => server?.close());

interface Answer {
  status: number;
  json: { Code?: unknown; Message?: string; Content?: unknown };
  retryAfter: string | null;
}

/** One LoginCheck through an app, from a client address its proxy reports. */
async function attempt(app: Hono, cUserName: string, cPassword: string, from: string): Promise<Answer> {
  const request = new Request(urlOf('http://console.test', 'LoginCheck'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ cUserName, cPassword }),
  });
  const r = await app.fetch(request, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
  return { status: r.status, json: await r.json(), retryAfter: r.headers.get('retry-after') };
}

const lockedFor = (minutes: number) => ({
  Code: 429,
  Message: `登录失败次数过多，请在 ${minutes} 分钟后再试`,
  Content: null,
});

const lockOf = async (db: Db, key: string) =>
  (
    await db.query<{ locked_until: unknown }>(
      'select locked_until from app_sign_in_throttle where key = $1',
      [key],
    )
  )[0]?.locked_until;
/** Time passing: the running lock ends now. */
const endLock = (db: Db, key: string) =>
  db.query(`update app_sign_in_throttle set locked_until = now() - interval '1 second' where key = $1`, [
    key,
  ]);

describe('an account', () => {
  it('is locked by the fifth wrong password in a row; the right one is refused until the lock ends, then resets the count', async () => {
    const from = '198.51.100.1';
    for (let i = 1; i <= 4; i += 1) {
      expect((await attempt(proxied, 'teacher', 'Wrong@2026', from)).json.Message).toBe(WRONG_CREDENTIALS);
    }
    const fifth = await attempt(proxied, 'teacher', 'Wrong@2026', from);
    expect(fifth.status).toBe(429);
    expect(fifth.json).toEqual(lockedFor(1));
    expect(Number(fifth.retryAfter)).toBeGreaterThan(50);

    // The right password, even from elsewhere, is refused and does not lengthen the lock.
    const until = await lockOf(server.db, 'account:teacher');
    const right = await attempt(proxied, 'teacher', DEMO_PASSWORD, '198.51.100.99');
    expect(right.status).toBe(429);
    expect(right.json).toEqual(lockedFor(1));
    expect(await lockOf(server.db, 'account:teacher')).toEqual(until);

    // Other accounts, also from the same address, sign in as before.
    expect((await attempt(proxied, 'student', DEMO_PASSWORD, from)).status).toBe(200);

    await endLock(server.db, 'account:teacher');
    expect((await attempt(proxied, 'teacher', DEMO_PASSWORD, from)).status).toBe(200);
    // The success reset the count: four more failures are only failures.
    for (let i = 1; i <= 4; i += 1) {
      expect((await attempt(proxied, 'teacher', 'Wrong@2026', from)).status).toBe(400);
    }
  });

  it('is locked longer by each failure after a lock: 1, 2, 4, 8, then 15 minutes at most', async () => {
    const from = '198.51.100.2';
    for (let i = 1; i <= 4; i += 1) await attempt(proxied, 'tutor', 'Wrong@2026', from);
    for (const minutes of [1, 2, 4, 8, 15, 15]) {
      expect((await attempt(proxied, 'tutor', 'Wrong@2026', from)).json).toEqual(lockedFor(minutes));
      await endLock(server.db, 'account:tutor');
    }
  });

  it('that does not exist is locked alike, so the answers tell no account apart', async () => {
    const from = '198.51.100.3';
    const answers = [];
    for (let i = 1; i <= 6; i += 1) answers.push(await attempt(proxied, 'nobody-at-all', 'Wrong@2026', from));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it('keeps its count per user name whatever its case', async () => {
    const from = '198.51.100.4';
    for (const name of ['School', 'SCHOOL', 'school', 'sChool'])
      await attempt(proxied, name, 'Wrong@2026', from);
    expect((await attempt(proxied, 'school', 'Wrong@2026', from)).status).toBe(429);
    await endLock(server.db, 'account:school');
    expect((await attempt(proxied, 'school', DEMO_PASSWORD, from)).status).toBe(200);
  });

  it('answers only four of 200 wrong passwords sent as fast as they come; the rest are refused unchecked', async () => {
    const statuses: number[] = [];
    const send = async () => {
      const r = await raw(server.url, 'LoginCheck', {
        body: { cUserName: HUADONG.otherAdmin, cPassword: 'Wrong@2026' },
      });
      statuses.push(r.status);
    };
    const queue = Array.from({ length: 200 }, () => send);
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await next();
      }),
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(196);
  });
});

describe('an address', () => {
  it('is locked by twenty failures across accounts, which a success in between does not clear; other addresses are not', async () => {
    const from = '198.51.100.5';
    for (let i = 1; i <= 10; i += 1) {
      expect((await attempt(proxied, `guess-${i}`, 'Wrong@2026', from)).status).toBe(400);
    }
    // A valid account of one's own must not reset the count of an address that tries other people's.
    expect((await attempt(proxied, 'admin', DEMO_PASSWORD, from)).status).toBe(200);
    for (let i = 11; i <= 19; i += 1) {
      expect((await attempt(proxied, `guess-${i}`, 'Wrong@2026', from)).status).toBe(400);
    }
    expect((await attempt(proxied, 'guess-20', 'Wrong@2026', from)).json).toEqual(lockedFor(1));
    expect((await attempt(proxied, 'admin', DEMO_PASSWORD, from)).json).toEqual(lockedFor(1));
    expect((await attempt(proxied, 'admin', DEMO_PASSWORD, '198.51.100.6')).status).toBe(200);
  });

  it('is the socket’s unless TRUST_PROXY says a proxy is in front: X-Forwarded-For alone changes nothing', async () => {
    const answers: number[] = [];
    for (let i = 1; i <= 20; i += 1) {
      const r = await fetch(urlOf(server.url, 'LoginCheck'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
        body: JSON.stringify({ cUserName: `spray-${i}`, cPassword: 'Wrong@2026' }),
      });
      answers.push(r.status);
    }
    expect(answers).toContain(429);
    const r = await fetch(urlOf(server.url, 'LoginCheck'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.200' },
      body: JSON.stringify({ cUserName: 'admin', cPassword: DEMO_PASSWORD }),
    });
    expect(r.status).toBe(429);
  });
});

describe('the counts', () => {
  const url = process.env.TEST_DATABASE_URL;
  const schema = uniqueSchema();
  let first: Db;
  let second: Db;

  beforeAll(async () => {
    // On PostgreSQL two connection pools over one schema, as two server processes have; PGlite has one.
    if (url) await createSchema(url, schema);
    first = await openDb({ url: url ? withSchema(url, schema) : undefined });
    second = url ? await openDb({ url: withSchema(url, schema) }) : first;
    await prepareDatabase(first, false);
    await first.query(
      `insert into "AppUser" ("cUserName", "cPassword", "cRealName", "cMobile", "fStatus", "fAuditStatus")
       values ('shared', $1, '共享', '13900000001', 0, 1)`,
      [await hashPassword('Shared#2026x')],
    );
  }, 60_000);
  afterAll(async () => {
    if (second !== first) await second?.close();
    await first?.close();
    if (url) await dropSchema(url, schema);
  });

  it('are rows of the database: a lock made by one process holds on another, and removing the row lifts it', async () => {
    const a = appOver(first);
    const b = appOver(second);
    for (let i = 1; i <= 5; i += 1) await attempt(a, 'shared', 'Wrong@2026', '198.51.100.7');
    expect((await attempt(b, 'shared', 'Shared#2026x', '198.51.100.8')).json).toEqual(lockedFor(1));
    await second.query(`delete from app_sign_in_throttle where key = 'account:shared'`);
    expect((await attempt(a, 'shared', 'Shared#2026x', '198.51.100.8')).status).toBe(200);
  });
});
