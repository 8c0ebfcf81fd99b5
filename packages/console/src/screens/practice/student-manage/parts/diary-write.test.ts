import { describe, expect, it } from 'vitest';
import { DATE_REQUIRED, diaryBody, headerErrors, headerOf, isPassed, TITLE_REQUIRED } from './diary-write.js';

const scope = { fInternshipInfoId: 'c1', fInternshipStudentId: 's1' };
const wire = { fTemplateBatchInfoId: 'b1', fIsNeedDiaryReview1: '1', fIsNeedDiaryReview2: '0' };

describe('a diary’s header', () => {
  it('needs a trimmed title of at most 100 characters and a day', () => {
    expect(headerErrors({ cDiaryName: '   ', tDiaryDate: '' })).toEqual({
      cDiaryName: TITLE_REQUIRED,
      tDiaryDate: DATE_REQUIRED,
    });
    expect(headerErrors({ cDiaryName: '字'.repeat(101), tDiaryDate: '2026-05-08' })).toEqual({
      cDiaryName: '长度不能超过100个字符',
    });
    expect(headerErrors({ cDiaryName: ' 第10周 ', tDiaryDate: '2026-05-08' })).toEqual({});
    // A diary records days that have happened: a later date is refused before sending, as the server does.
    expect(headerErrors({ cDiaryName: '第10周', tDiaryDate: '2026-05-09' }, '2026-05-08')).toEqual({
      tDiaryDate: '日志日期不能晚于今天',
    });
    expect(headerErrors({ cDiaryName: '第10周', tDiaryDate: '2026-05-08' }, '2026-05-08')).toEqual({});
  });

  it('is read from a row, the day without its time', () => {
    expect(headerOf({ cDiaryName: '第10周', tDiaryDate: '2026-05-08 00:00:00' })).toEqual({
      cDiaryName: '第10周',
      tDiaryDate: '2026-05-08',
    });
  });
});

describe('the body of EditInternshipDiaryItemList', () => {
  const header = { cDiaryName: ' 第10周周记 ', tDiaryDate: '2026-05-08' };
  const values = { item1: '接口联调', item2: '杭州,30.27,120.15' };

  it('carries the production keys, one key per item, and submits or keeps a draft', () => {
    expect(diaryBody({ scope, wire, diaryId: null, header, values, draft: false })).toEqual({
      ...values,
      ...wire,
      ...scope,
      fType: 3,
      fInternshipDiaryId: '',
      cDiaryName: '第10周周记',
      tDiaryDate: '2026-05-08',
      fSubmitType: 1,
    });
    expect(diaryBody({ scope, wire: {}, diaryId: 'd1', header, values, draft: true })).toMatchObject({
      fInternshipDiaryId: 'd1',
      fSubmitType: 0,
    });
  });

  it('never lets an item key overwrite the diary’s own fields', () => {
    const body = diaryBody({
      scope,
      wire,
      diaryId: 'd1',
      header,
      values: { fInternshipStudentId: 'x' },
      draft: false,
    });
    expect(body.fInternshipStudentId).toBe('s1');
  });
});

describe('a passed diary', () => {
  it('is the only one the student cannot change', () => {
    expect([0, 1, 2, 3, '2'].map((fStatus) => isPassed({ fStatus }))).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
  });
});
