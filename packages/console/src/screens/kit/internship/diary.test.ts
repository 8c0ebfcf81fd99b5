import { describe, expect, it } from 'vitest';
import {
  appendPhrase,
  DRAFT_NOT_REVIEWABLE,
  diaryForm,
  diaryReview,
  REJECT_NEEDS_COMMENT,
  reviewProblem,
  Verdict,
} from './diary.js';

const ID = 'fe6cbb72798c7540f69bba77530c8bd4';
const diary = { fInternshipDiaryId: ID, fStatus: 1, cDiaryName: '接口自动化测试脚本维护' };

describe('diaryReview', () => {
  it('passes with or without a comment, sending only the reviewer fields', () => {
    expect(diaryReview(diary, Verdict.pass, '')).toEqual({
      ok: true,
      body: { fInternshipDiaryId: ID, fStatus: 2, cComment: null },
    });
    expect(diaryReview(diary, Verdict.pass, ' 记录详实 ')).toEqual({
      ok: true,
      body: { fInternshipDiaryId: ID, fStatus: 2, cComment: '记录详实' },
    });
  });

  it('rejects only with a comment telling the student what to change', () => {
    expect(diaryReview(diary, Verdict.reject, '  ')).toEqual({ ok: false, message: REJECT_NEEDS_COMMENT });
    expect(diaryReview(diary, Verdict.reject, '请补充问题')).toMatchObject({
      ok: true,
      body: { fStatus: 3, cComment: '请补充问题' },
    });
  });

  it('may review again a diary already passed or rejected, never a draft', () => {
    expect(diaryReview({ ...diary, fStatus: 2 }, Verdict.reject, '再改改').ok).toBe(true);
    expect(diaryReview({ ...diary, fStatus: 3 }, Verdict.pass, '').ok).toBe(true);
    expect(reviewProblem({ ...diary, fStatus: 0 })).toBe(DRAFT_NOT_REVIEWABLE);
    expect(diaryReview({ ...diary, fStatus: 0 }, Verdict.pass, '')).toEqual({
      ok: false,
      message: DRAFT_NOT_REVIEWABLE,
    });
  });

  it('refuses a comment over 2000 characters', () => {
    expect(diaryReview(diary, Verdict.pass, '好'.repeat(2001)).ok).toBe(false);
  });
});

describe('diaryForm', () => {
  const template = [
    { fTemplateItemId: 'a1', cTemplateItemName: '工作日期', fFontType: 3, fSort: 1, cContent: '默认' },
    { fTemplateItemId: 'b2', cTemplateItemName: '工作状态', fFontType: 7, fSort: 2, cFilePath: '饱满；良好' },
    { fTemplateItemId: 'c3', cTemplateItemName: '遇到的问题', fFontType: 2, fSort: 3 },
  ];

  it("shows the template's items with the diary's values, blanks where nothing was written", () => {
    const form = diaryForm(template, [
      { fTemplateItemId: 'b2', cContent: '良好' },
      { fTemplateItemId: 'a1', cContent: '2026-04-10 17:30:00' },
    ]);
    expect(form.values).toEqual({ a1: '2026-04-10 17:30:00', b2: '良好', c3: '' });
    expect(form.items.map((i) => i.fTemplateItemId)).toEqual(['a1', 'b2', 'c3']);
    // The dropdown keeps its options; no item falls back to its default content.
    expect(form.items[1]?.cFilePath).toBe('饱满；良好');
    expect(form.items.every((i) => i.cContent === null)).toBe(true);
  });

  it('keeps a line whose item has left the template, as the line names it', () => {
    const form = diaryForm(template, [
      { fTemplateItemId: 'z9', cTemplateItemName: '旧的一项', fFontType: 1, fSort: 9, cContent: '旧内容' },
    ]);
    expect(form.items.at(-1)).toMatchObject({
      fTemplateItemId: 'z9',
      cTemplateItemName: '旧的一项',
      fFontType: 1,
    });
    expect(form.values.z9).toBe('旧内容');
  });

  it('is the lines themselves when the diary has no template', () => {
    const form = diaryForm(
      [],
      [{ fTemplateItemId: 'x', cTemplateItemName: '内容', fFontType: 2, cContent: '文字' }],
    );
    expect(form.items).toHaveLength(1);
    expect(form.values).toEqual({ x: '文字' });
  });
});

describe('appendPhrase', () => {
  it('adds a phrase on a line of its own, and only once', () => {
    expect(appendPhrase('', '内容详实，继续保持。')).toBe('内容详实，继续保持。');
    expect(appendPhrase('不错 ', '注意按时提交日志。')).toBe('不错\n注意按时提交日志。');
    expect(appendPhrase('注意按时提交日志。', '注意按时提交日志。')).toBe('注意按时提交日志。');
  });
});
