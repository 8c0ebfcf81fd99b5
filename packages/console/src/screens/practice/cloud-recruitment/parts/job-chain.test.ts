import { describe, expect, it } from 'vitest';
import { chainText, isExpired } from './job-chain.js';

/** The status column's text: the chain's last applicable step, 已截止 for a recruiting post past its deadline. */
describe('chainText', () => {
  it.each([
    [{ fStatus: 0 }, '未审核'],
    [{ fStatus: 1, fIsPublish: 0, fIsExpired: 1 }, '未发布'],
    [{ fStatus: 1, fIsPublish: 1, fIsFinished: 0, fIsExpired: 0 }, '招聘中'],
    [{ fStatus: 1, fIsPublish: 1, fIsFinished: 0, fIsExpired: 1 }, '已截止'],
    [{ fStatus: 1, fIsPublish: 1, fIsFinished: 1, fIsExpired: 1 }, '已结束'],
  ])('%o reads %s', (row, text) => {
    expect(chainText(row)).toBe(text);
  });

  it('offers 投递 only on a post still open', () => {
    expect(isExpired({ fStatus: 1, fIsPublish: 1, fIsExpired: 1 })).toBe(true);
    expect(isExpired({ fStatus: 1, fIsPublish: 1, fIsExpired: 0 })).toBe(false);
  });
});
