import { describe, expect, it } from 'vitest';
import { selectionIds } from './student-download.js';

describe('selectionIds', () => {
  it('sends each selection once and skips rows without one', () => {
    expect(
      selectionIds([
        { cPracticeStudentId: 'a' },
        { cPracticeStudentId: 'b' },
        { cPracticeStudentId: 'a' },
        {},
      ]),
    ).toEqual(['a', 'b']);
  });
});
