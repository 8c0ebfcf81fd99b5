import { describe, expect, it } from 'vitest';
import { isSplitReview, pastVerdicts, tutorVerdicts } from './diary-verdicts.js';

const split = {
  fInternshipDiaryId: 'd1',
  fIsNeedDiaryReview1: 1,
  fIsNeedDiaryReview2: 1,
  fReview1Status: 2,
  cReview1Comment: '思路清楚',
  cReview1UserName: '张文博',
  tReview1Date: '2026-06-12 09:30:11',
  fReview2Status: null,
};

describe('tutorVerdicts', () => {
  it("lists each required tutor's verdict, in-school first; a tutor yet to act is 待批阅", () => {
    expect(tutorVerdicts(split)).toEqual([
      {
        slot: 1,
        who: '校内导师',
        status: 2,
        comment: '思路清楚',
        reviewer: '张文博',
        date: '2026/06/12 09:30:11',
      },
      { slot: 2, who: '企业导师', status: 1, comment: '', reviewer: '', date: '' },
    ]);
  });

  it('leaves out a tutor the diary does not need, and all of them for a one-review diary', () => {
    expect(tutorVerdicts({ ...split, fIsNeedDiaryReview2: 0 }).map((v) => v.who)).toEqual(['校内导师']);
    const single = { fIsNeedDiaryReview1: 0, fIsNeedDiaryReview2: 0, cComment: '很好' };
    expect(tutorVerdicts(single)).toEqual([]);
    expect(isSplitReview(single)).toBe(false);
    expect(isSplitReview(split)).toBe(true);
  });
});

describe('pastVerdicts', () => {
  it('shows the latest hand-in first, in-school before enterprise, and names an old single verdict 导师', () => {
    const rows = [
      {
        fRound: 1,
        fReviewerType: 2,
        fStatus: 3,
        cComment: '请补充',
        cReviewUserName: '杨帆',
        tReviewDate: '2026-05-30 08:05:11',
      },
      { fRound: 2, fReviewerType: 2, fStatus: 2, cComment: '', tReviewDate: null },
      { fRound: 2, fReviewerType: 1, fStatus: 3, cComment: '仍简略', cReviewUserName: '张文博' },
      { fRound: 1, fReviewerType: 0, fStatus: 3, cComment: '旧批阅' },
    ];
    expect(pastVerdicts(rows).map((v) => [v.round, v.who, v.status, v.comment])).toEqual([
      [2, '校内导师', 3, '仍简略'],
      [2, '企业导师', 2, ''],
      [1, '导师', 3, '旧批阅'],
      [1, '企业导师', 3, '请补充'],
    ]);
    expect(pastVerdicts(rows)[3]).toMatchObject({ reviewer: '杨帆', date: '2026/05/30 08:05:11' });
  });
});
