import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress.js';

describe('precompress', () => {
  it('writes a Brotli and a gzip copy of each script and style, which unpack to the same bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'nested'));
    const script = `export const names = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `学生${i}`))};`;
    const files = {
      'app.js': script,
      'nested/theme.css': `.row{color:red}\n`.repeat(200),
      'small.js': 'export {};',
      'logo.png': 'x'.repeat(4000),
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

    await precompress(dir);

    for (const name of ['app.js', 'nested/theme.css']) {
      const original = readFileSync(join(dir, name));
      const br = readFileSync(join(dir, `${name}.br`));
      expect(br.length).toBeLessThan(original.length / 2);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).equals(original)).toBe(true);
    }
    // Too small to gain from it, or not text.
    for (const name of ['small.js', 'logo.png']) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
  });

  it('leaves a build that wrote no folder to report its own failure', async () => {
    await expect(precompress(join(tmpdir(), 'precompress-never-built'))).resolves.toBeUndefined();
  });
});
