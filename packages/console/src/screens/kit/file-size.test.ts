import { describe, expect, it } from 'vitest';
import { sizeText } from './file-size.js';

describe('sizeText', () => {
  it('prints a size, or nothing when unknown', () => {
    expect(sizeText(3_482_880)).toBe('3.32 MB');
    expect(sizeText(null)).toBe('');
    expect(sizeText('x')).toBe('');
  });
});
