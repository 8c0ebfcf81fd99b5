import { enums } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { type ChainLink, chainedStatusText } from './status-chain.js';

/** SPEC 4's job status chain: reviewed, then published once passed, then finished once published. */
const JOB: readonly ChainLink[] = [
  { field: 'fStatus', enumDef: enums.ReviewStatus, opensNext: 1 },
  { field: 'fIsPublish', enumDef: enums.PublishStatus, opensNext: 1 },
  { field: 'fIsFinished', enumDef: enums.FinishStatus },
];

describe('chainedStatusText', () => {
  it.each([
    [{ fStatus: 0, fIsPublish: 1, fIsFinished: 1 }, '未审核'],
    [{ fStatus: 2, fIsPublish: 1, fIsFinished: 0 }, '审核未通过'],
    [{ fStatus: 1, fIsPublish: 0, fIsFinished: 1 }, '未发布'],
    [{ fStatus: 1, fIsPublish: 1, fIsFinished: 0 }, '招聘中'],
    [{ fStatus: '1', fIsPublish: '1', fIsFinished: '1' }, '已结束'],
  ])('%o reads %s', (row, text) => expect(chainedStatusText(row, JOB)).toBe(text));

  it('is empty for an empty chain or a row without states', () => {
    expect(chainedStatusText({}, [])).toBe('');
    expect(chainedStatusText({}, JOB)).toBe('');
  });
});
