import { describe, expect, it } from 'vitest';
import { batchOfRows, CHOOSE_BATCH, copySubmission } from './batch-copy.js';

const A = '2c88687661ef8eafce14a10453e7692b';
const B = '8c1eef0c74f7266da520e8c485a0050c';
const row = (batch: string) => ({ fTemplateBatchInfoId: batch, cTemplateName: 'x' });

describe('batchOfRows', () => {
  it('takes the batch of the ticked templates first', () => {
    expect(batchOfRows([row(B)], [row(A), row(A)])).toBe(B);
  });

  it('else the batch every listed template belongs to', () => {
    expect(batchOfRows([], [row(A), row(A)])).toBe(A);
  });

  it('offers none when the templates come from several batches or none is listed', () => {
    expect(batchOfRows([], [row(A), row(B)])).toBe('');
    expect(batchOfRows([row(A), row(B)], [])).toBe('');
    expect(batchOfRows([], [])).toBe('');
  });
});

describe('copySubmission', () => {
  it('sends the source and, when typed, the new name', () => {
    expect(copySubmission({ fTemplateBatchInfoId: A, cBatchName: ' 2027届模板 ' })).toEqual({
      ok: true,
      body: { fTemplateBatchInfoId: A, cBatchName: '2027届模板' },
    });
    expect(copySubmission({ fTemplateBatchInfoId: A, cBatchName: '' })).toEqual({
      ok: true,
      body: { fTemplateBatchInfoId: A },
    });
  });

  it('asks for the source and refuses a name past 100 characters', () => {
    expect(copySubmission({ fTemplateBatchInfoId: '', cBatchName: '名'.repeat(101) })).toEqual({
      ok: false,
      errors: { fTemplateBatchInfoId: CHOOSE_BATCH, cBatchName: '批次名称不能超过100个字符' },
    });
  });
});
