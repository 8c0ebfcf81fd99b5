import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's Content-Security-Policy runs scripts from files only (script-src 'self', no 'unsafe-inline'):
// an inline script in the console's page would simply not run. The built page is checked too when present.
const root = join(import.meta.dirname, '..');
const pages = [join(root, 'index.html'), join(root, 'dist', 'index.html')].filter((p) => existsSync(p));

describe.each(pages)('%s', (page) => {
  it('has no inline script and no inline event handler', () => {
    const html = readFileSync(page, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
