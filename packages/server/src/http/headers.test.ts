import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { createApp } from './app.js';

/*
 * Security headers (one middleware, http/headers.ts): every response is nosniff and keeps the referrer to
 * the origin; the console's page gets a Content-Security-Policy that runs no inline script, frames nothing
 * but the map picker and cannot be framed; HSTS only when the browser came over https.
 */

let server: TestServer;
let app: Hono;
const consoleDir = mkdtempSync(join(tmpdir(), 'console-'));

beforeAll(async () => {
  server = await startTestServer({ demo: false });
  mkdirSync(join(consoleDir, 'assets'), { recursive: true });
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(consoleDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(consoleDir, 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'));
  mkdirSync(join(server.filesDir, 'default/news'), { recursive: true });
  writeFileSync(join(server.filesDir, 'default/news/a.png'), 'a');
  app = createApp({
    db: server.db,
    config: { filesDir: server.filesDir, uploadMaxMb: 5 },
    consoleDir,
    openapiDir: join(consoleDir, 'none'),
  });
}, 60_000);
afterAll(() => server?.close());

const get = (path: string, init: RequestInit = {}) => app.request(path, init);

function policyOf(r: Response): Map<string, string> {
  const csp = r.headers.get('content-security-policy') ?? '';
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0] as string, d.slice(d.indexOf(' ') + 1)]),
  );
}

describe('every response', () => {
  it.each([
    ['the console page', '/'],
    ['a console route', '/basic-info/school'],
    ['an asset', '/assets/app.js'],
    ['an envelope', '/AuthSubAccountSystemWeb/api/v1/Home/GetUserInfoModel'],
    ['an unknown operation', '/AuthSubAccountSystemWeb/api/v1/Nope/Nothing'],
    ['a stored file', '/files/default/news/a.png'],
    ['health', '/health'],
  ])('%s is nosniff, strict-origin-when-cross-origin and never framed', async (_, path) => {
    const r = await get(path);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('strict-transport-security')).toBeNull();
  });

  it("sends a console file's Brotli copy to a browser that accepts it (static.test.ts)", async () => {
    const r = await get('/assets/app.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(r.headers.get('content-encoding')).toBe('br');
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await r.arrayBuffer())).toString()).toBe('console.log(1)');
  });

  it('carries HSTS only over https, directly or through a proxy that says so', async () => {
    const direct = await app.request('https://console.test/health');
    expect(direct.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    const proxied = await get('/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    const plain = await get('/health', { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('keeps the stricter policy a stored file brings', async () => {
    const r = await get('/files/default/news/a.png');
    expect(r.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('an envelope may load and frame nothing', async () => {
    const r = await get('/AuthSubAccountSystemWeb/api/v1/Home/GetUserInfoModel');
    expect(r.status).toBe(401);
    const policy = policyOf(r);
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
  });
});

describe('the console page', () => {
  it.each(['/', '/login', '/basic-info/school'])(
    '%s runs only its own scripts and frames only the map picker',
    async (path) => {
      const policy = policyOf(await get(path));
      expect(policy.get('script-src')).toBe("'self'");
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('base-uri')).toBe("'self'");
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(policy.get('frame-src')).toBe('https://apis.map.qq.com');
      expect(policy.get('default-src')).toBe("'self'");
      // Chakra (emotion) writes <style> elements: styles may be inline, scripts never.
      expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
      for (const [directive, value] of policy) {
        if (directive !== 'style-src') expect(value, directive).not.toContain('unsafe');
      }
    },
  );

  it('is served by the real server with the policy too', async () => {
    const r = await fetch(`${server.url}/login`);
    // Built or not, the answer is the page or the not-built notice; either way it carries the headers.
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
