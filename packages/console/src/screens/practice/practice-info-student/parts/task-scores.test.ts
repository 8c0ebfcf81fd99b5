import { describe, expect, it } from 'vitest';
import { scoreColumn } from './task-scores.js';

describe('the score column of 我的任务', () => {
  it('exports the total of a marked hand-in', () => {
    expect(scoreColumn.text?.({ fScore: 91 })).toBe('91');
    expect(scoreColumn.text?.({ fScore: 0 })).toBe('0');
  });
  it('leaves an unmarked hand-in empty rather than 0', () => {
    expect(scoreColumn.text?.({ fScore: null })).toBe('');
    expect(scoreColumn.text?.({})).toBe('');
  });
});
