import { describe, expect, it } from 'vitest';
import {
  initialVerdict,
  MATERIAL_NOT_SUBMITTED,
  materialReviewProblem,
  materialVerdicts,
  REASON_REQUIRED,
  verdictSubmission,
} from './review-rules.js';

const ID = '719621c32016b6ad0aeded85401108f8';
const KEY = 'fInternshipStudentMaterialId';

describe('materialReviewProblem', () => {
  it.each([
    [0, MATERIAL_NOT_SUBMITTED],
    [null, MATERIAL_NOT_SUBMITTED],
    [1, null],
    [2, null],
    [3, null],
    ['1', null],
  ])('status %s: %s', (status, problem) => {
    expect(materialReviewProblem({ fStatus: status })).toBe(problem);
  });
});

describe('verdicts', () => {
  it('offer passing and rejecting only, in the contract’s words', () => {
    expect(materialVerdicts().map((v) => [v.value, v.label])).toEqual([
      [2, '审核通过'],
      [3, '审核未通过'],
    ]);
  });

  it('start from the row’s rejection, else from passing', () => {
    expect(initialVerdict(3)).toBe(3);
    expect(initialVerdict(1)).toBe(2);
    expect(initialVerdict(undefined)).toBe(2);
  });
});

describe('verdictSubmission', () => {
  it('passes with or without a comment', () => {
    expect(verdictSubmission({ fStatus: '2', comment: '' }, KEY, ID, 'cAuditDesc')).toEqual({
      ok: true,
      body: { [KEY]: ID, fStatus: 2, cAuditDesc: null },
    });
  });

  it('needs a comment to reject, and sends it trimmed', () => {
    expect(verdictSubmission({ fStatus: '3', comment: '  ' }, KEY, ID, 'cAuditDesc')).toEqual({
      ok: false,
      errors: { comment: REASON_REQUIRED },
    });
    const ok = verdictSubmission({ fStatus: '3', comment: ' 缺少盖章 ' }, KEY, ID, 'cAuditDesc');
    expect(ok).toEqual({ ok: true, body: { [KEY]: ID, fStatus: 3, cAuditDesc: '缺少盖章' } });
  });

  it('rejects an item without a comment field, and refuses any other status', () => {
    expect(verdictSubmission({ fStatus: '3', comment: '' }, 'fId', ID)).toEqual({
      ok: true,
      body: { fId: ID, fStatus: 3 },
    });
    expect(verdictSubmission({ fStatus: '1', comment: '' }, 'fId', ID).ok).toBe(false);
  });
});
