import { describe, expect, it } from 'vitest';
import { summarise } from './catalogue-summary.js';

describe('summarise', () => {
  it('counts every API of the contract', () => {
    const rows = summarise();
    expect(rows.map((r) => r.api)).toEqual(['system', 'internship', 'gateway']);
    for (const row of rows) expect(row.operations).toBeGreaterThan(row.entities);
  });
});
