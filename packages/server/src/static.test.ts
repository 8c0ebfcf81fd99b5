import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, fileResponse } from './static.js';

/*
 * The console's files are sent as the Brotli or gzip copy its build wrote beside them (console
 * scripts/precompress.ts) when the browser accepts that coding, and as they are otherwise.
 */

const dir = mkdtempSync(join(tmpdir(), 'static-'));
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `第${i}行`))};`;
const withCopies = join(dir, 'app.js');
writeFileSync(withCopies, script);
writeFileSync(`${withCopies}.br`, brotliCompressSync(script));
writeFileSync(`${withCopies}.gz`, gzipSync(script));
const gzipOnly = join(dir, 'gzip-only.js');
writeFileSync(gzipOnly, script);
writeFileSync(`${gzipOnly}.gz`, gzipSync(script));
const plain = join(dir, 'small.css');
writeFileSync(plain, 'a{}');

const bytesOf = async (r: Response | null) => Buffer.from(await (r as Response).arrayBuffer());

describe('acceptedEncodings', () => {
  it('reads the codings a browser names, with their weights', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(new Set(['br', 'gzip']));
    expect(acceptedEncodings('gzip;q=0.5, br;q=0')).toEqual(new Set(['gzip']));
    expect(acceptedEncodings('BR; q=1.0')).toEqual(new Set(['br']));
  });

  it("takes '*' for the codings not named, and nothing from an empty or missing header", () => {
    expect(acceptedEncodings('*')).toEqual(new Set(['br', 'gzip']));
    expect(acceptedEncodings('br;q=0, *;q=0.1')).toEqual(new Set(['gzip']));
    expect(acceptedEncodings('identity')).toEqual(new Set());
    expect(acceptedEncodings('')).toEqual(new Set());
    expect(acceptedEncodings(null)).toEqual(new Set());
  });
});

describe('fileResponse', () => {
  it('sends the Brotli copy to a browser that accepts it, with its own length', async () => {
    const r = await fileResponse(withCopies, { precompressed: { acceptEncoding: 'gzip, deflate, br' } });
    expect(r?.headers.get('content-encoding')).toBe('br');
    expect(r?.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(r?.headers.get('vary')).toBe('accept-encoding');
    const body = await bytesOf(r);
    expect(r?.headers.get('content-length')).toBe(String(body.length));
    expect(body.length).toBeLessThan(script.length / 2);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('falls back to gzip where Brotli is not accepted or has no copy', async () => {
    for (const [path, accept] of [
      [withCopies, 'gzip'],
      [gzipOnly, 'gzip, br'],
    ] as const) {
      const r = await fileResponse(path, { precompressed: { acceptEncoding: accept } });
      expect(r?.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(await bytesOf(r)).toString()).toBe(script);
    }
  });

  it('sends the file as it is to a browser that accepts no copy, still saying that the answer varies', async () => {
    const r = await fileResponse(withCopies, { precompressed: { acceptEncoding: 'identity' } });
    expect(r?.headers.get('content-encoding')).toBeNull();
    expect(r?.headers.get('vary')).toBe('accept-encoding');
    expect((await bytesOf(r)).toString()).toBe(script);
  });

  it('sends a file without copies as it is, and does not vary', async () => {
    const r = await fileResponse(plain, { precompressed: { acceptEncoding: 'br, gzip' } });
    expect(r?.headers.get('content-encoding')).toBeNull();
    expect(r?.headers.get('vary')).toBeNull();
    expect((await bytesOf(r)).toString()).toBe(readFileSync(plain, 'utf8'));
  });

  it('sends the file as it is to a request without the header', async () => {
    const r = await fileResponse(withCopies, { precompressed: { acceptEncoding: null } });
    expect(r?.headers.get('content-encoding')).toBeNull();
    expect(r?.headers.get('vary')).toBe('accept-encoding');
  });

  it('looks for no copy unless told the file has them, and sends the cache header given', async () => {
    const plainAnswer = await fileResponse(withCopies);
    expect(plainAnswer?.headers.get('content-encoding')).toBeNull();
    expect(plainAnswer?.headers.get('vary')).toBeNull();
    expect(plainAnswer?.headers.get('cache-control')).toBe('no-cache');
    const cached = await fileResponse(withCopies, { cache: 'public, max-age=60' });
    expect(cached?.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await bytesOf(cached)).toString()).toBe(script);
  });

  it('answers null for a file that is not there, whatever the browser accepts', async () => {
    expect(
      await fileResponse(join(dir, 'missing.js'), { precompressed: { acceptEncoding: 'br' } }),
    ).toBeNull();
  });
});
