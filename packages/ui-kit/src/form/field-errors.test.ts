import { describe, expect, it } from 'vitest';
import { clearFieldError } from './field-errors.js';

describe('clearFieldError', () => {
  it('drops the changed field’s message and keeps the others', () => {
    expect(clearFieldError({ cTitle: '请输入标题', cAbstract: '请输入摘要' }, 'cTitle')).toEqual({
      cAbstract: '请输入摘要',
    });
  });

  it('hands back the same object when the field had no message', () => {
    const errors: Partial<Record<string, string>> = { cAbstract: '请输入摘要' };
    expect(clearFieldError(errors, 'cTitle')).toBe(errors);
  });
});
