import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { verifyPassword } from '../auth/password.js';

// Every demo account's hash is made with a salt of its own: accounts that share a password must not share a
// hash, or one cracked hash (or one precomputed table) opens them all.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(() => server?.close());

describe('the demo accounts', () => {
  it('have no two equal password hashes and no two equal salts', async () => {
    const rows = await server.db.query<{ cPassword: string }>(
      'select "cPassword" from "AppUser" where "cPassword" is not null',
    );
    expect(rows.length).toBeGreaterThan(20);
    const hashes = rows.map((r) => r.cPassword);
    expect(new Set(hashes).size).toBe(hashes.length);
    const salts = hashes.map((h) => h.split('$')[4]);
    expect(new Set(salts).size).toBe(salts.length);
  });

  it('still sign in with the demo password', async () => {
    const rows = await server.db.query<{ cPassword: string }>(
      `select "cPassword" from "AppUser" where "cUserName" in ('admin', 'school', 'teacher', 'tutor', 'student')`,
    );
    expect(rows).toHaveLength(5);
    for (const r of rows) expect(await verifyPassword('Demo@2026', r.cPassword)).toBe(true);
  });
});
