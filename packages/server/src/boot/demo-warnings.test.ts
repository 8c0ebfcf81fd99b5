import { describe, expect, it } from 'vitest';
import { warningRunOf } from './demo.js';

/* The demo's warnings are never raised in the future (boot/demo.ts). */

describe('warningRunOf', () => {
  it('is the daily job’s 06:00 once it has passed on the seeding day', () => {
    expect(warningRunOf('2026-11-29', '2026-11-29 09:15:00')).toBe('2026-11-29 06:00:00');
  });

  it('is now when the day is seeded before 06:00', () => {
    expect(warningRunOf('2026-11-29', '2026-11-29 00:39:48')).toBe('2026-11-29 00:39:48');
  });

  it('is 06:00 of a seeding day a test pins, whatever today is', () => {
    expect(warningRunOf('2026-04-15', '2026-11-29 00:39:48')).toBe('2026-04-15 06:00:00');
  });
});
