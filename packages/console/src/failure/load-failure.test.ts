import { ChunkTimeoutError } from '@practice/ui-kit';
import { describe, expect, it } from 'vitest';
import { FAILURE_TEXT, type LoadFailure, loadFailureOf } from './load-failure.js';

describe('loadFailureOf', () => {
  it.each<[string, unknown, LoadFailure]>([
    [
      'Chromium',
      new TypeError('Failed to fetch dynamically imported module: https://a.cn/assets/x.js'),
      'script',
    ],
    [
      'Firefox',
      new TypeError('error loading dynamically imported module: https://a.cn/assets/x.js'),
      'script',
    ],
    ['Safari', new TypeError('Importing a module script failed.'), 'script'],
    ["Vite's script preload", new Error('Unable to preload /assets/x.js'), 'script'],
    ["Vite's stylesheet preload", new Error('Unable to preload CSS for /assets/x.css'), 'style'],
    ['the chunk time-out', new ChunkTimeoutError(120_000), 'timeout'],
    ["a screen's own bug", new TypeError("Cannot read properties of undefined (reading 'map')"), 'other'],
    ['a thrown non-error', 'boom', 'other'],
  ])('tells %s apart', (_, error, kind) => {
    expect(loadFailureOf(error)).toBe(kind);
  });

  it('says every case in Chinese and points at the button', () => {
    for (const { title, text } of Object.values(FAILURE_TEXT)) {
      expect(title).toMatch(/^页面/);
      expect(text).toContain('重新加载');
      expect(text).not.toMatch(/[A-Za-z]/);
    }
  });
});
