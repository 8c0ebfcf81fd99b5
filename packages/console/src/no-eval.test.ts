import { describe, expect, it } from 'vitest';

describe('no-eval', () => {
  it('leaves zod jitless, whichever of the two loads first', async () => {
    await import('./no-eval.js');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
