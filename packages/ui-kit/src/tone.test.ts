import { enums } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { emptyLabel, TONE_PALETTE } from './tone.js';

describe('status tones', () => {
  it.each([
    [enums.ReviewStatus, 0, 'orange'],
    [enums.ReviewStatus, 1, 'green'],
    [enums.ReviewStatus, 2, 'red'],
    [enums.EnrollStatus, 0, 'gray'],
    [enums.UserStatus, 1, 'red'],
  ])('%s %s is %s', (e, value, palette) => {
    expect(TONE_PALETTE[e.toneOf(value)]).toBe(palette);
  });

  it('labels empty values by what they hold', () => {
    expect(emptyLabel('file')).toBe('未上传');
    expect(emptyLabel('text')).toBe('未填写');
  });
});
