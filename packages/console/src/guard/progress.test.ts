import { describe, expect, it } from 'vitest';
import { PROGRESS_SPEED_MS, PROGRESS_START, PROGRESS_TRICKLE_MS, trickle } from './progress.js';

describe('progress bar (SPEC §9)', () => {
  it('uses speed 500 and trickle 200', () => {
    expect([PROGRESS_SPEED_MS, PROGRESS_TRICKLE_MS]).toEqual([500, 200]);
  });

  it('creeps forward but never completes while loading', () => {
    let value = PROGRESS_START;
    const seen = [value];
    for (let i = 0; i < 500; i++) {
      value = trickle(value);
      seen.push(value);
    }
    expect(seen.every((v, i) => i === 0 || v >= (seen[i - 1] ?? 0))).toBe(true);
    expect(value).toBeLessThan(1);
    expect(value).toBeGreaterThan(0.9);
  });
});
