import { describe, expect, it } from 'vitest';
import { API_BASE_META, apiBaseOf } from './api-base.js';

const pageWith = (content: string | null) => ({
  querySelector: (selector: string) =>
    content !== null && selector === `meta[name="${API_BASE_META}"]` ? { getAttribute: () => content } : null,
});

describe('the API base the server writes into the page', () => {
  it('is the path it gives, without a trailing slash, or the root without one', () => {
    expect(apiBaseOf(pageWith('/api'))).toBe('/api');
    expect(apiBaseOf(pageWith('/school/api/'))).toBe('/school/api');
    expect(apiBaseOf(pageWith(null))).toBe('');
    expect(apiBaseOf(undefined)).toBe('');
  });

  it('is never another origin or something that is not a path', () => {
    for (const bad of ['https://evil.example/api', '//evil.example', 'api', '/a b', 'javascript:alert(1)'])
      expect(apiBaseOf(pageWith(bad))).toBe('');
  });
});
