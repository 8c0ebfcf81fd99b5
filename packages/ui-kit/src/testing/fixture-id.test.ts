import { describe, expect, it } from 'vitest';
import { fixtureId } from './fixture-id.js';

describe('fixtureId', () => {
  it('is 32 lowercase hex characters, like the server’s ids', () => {
    expect(fixtureId('class-a')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is the same for the same name and differs between names', () => {
    expect(fixtureId('class-a')).toBe(fixtureId('class-a'));
    const ids = new Set(Array.from({ length: 1000 }, (_, i) => fixtureId(`row-${i}`)));
    expect(ids.size).toBe(1000);
  });
});
