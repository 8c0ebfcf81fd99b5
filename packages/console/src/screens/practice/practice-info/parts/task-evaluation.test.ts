import { describe, expect, it } from 'vitest';
import {
  commentKey,
  commentSubmission,
  evaluationSubmission,
  evaluationValues,
  linesOf,
  scoreKey,
  scoreProblem,
  totalOf,
} from './task-evaluation.js';

const ITEMS = [
  { fEvaluationTemplateItemId: 'b', cTemplateItemName: '代码质量', fScore: 40, fSort: 2 },
  {
    fEvaluationTemplateItemId: 'a',
    cTemplateItemName: '页面还原度',
    fScore: 60,
    fSort: 1,
    cStandard: '还原设计稿',
  },
];
const LINES = linesOf(ITEMS);

describe('task evaluation', () => {
  it('orders the template items and keeps their points', () => {
    expect(LINES.map((l) => [l.id, l.name, l.max, l.standard])).toEqual([
      ['a', '页面还原度', 60, '还原设计稿'],
      ['b', '代码质量', 40, ''],
    ]);
  });

  it('fills the form with what was saved and leaves the rest empty', () => {
    const values = evaluationValues(LINES, [{ fEvaluationTemplateItemId: 'a', fScore: 55, cComment: '好' }], {
      cComment: '总体不错',
    });
    expect(values).toEqual({
      cComment: '总体不错',
      [scoreKey('a')]: '55',
      [commentKey('a')]: '好',
      [scoreKey('b')]: '',
      [commentKey('b')]: '',
    });
  });

  it('checks a score: required, numeric with two decimals, within the points', () => {
    expect(scoreProblem('', 10)).toBe('请输入得分');
    expect(scoreProblem('-1', 10)).toBe('得分须为数字，最多两位小数');
    expect(scoreProblem('1.234', 10)).toBe('得分须为数字，最多两位小数');
    expect(scoreProblem('10.5', 10)).toBe('得分不能超过10分');
    expect(scoreProblem(' 9.75 ', 10)).toBeNull();
  });

  it('sends every item with its score and comment', () => {
    const result = evaluationSubmission('t1', LINES, {
      [scoreKey('a')]: '50',
      [commentKey('a')]: ' 还原较好 ',
      [scoreKey('b')]: '35.5',
      cComment: '',
    });
    expect(result).toEqual({
      ok: true,
      body: {
        cPracticeStudentTaskId: 't1',
        cComment: null,
        items: [
          { fEvaluationTemplateItemId: 'a', fScore: 50, cComment: '还原较好' },
          { fEvaluationTemplateItemId: 'b', fScore: 35.5, cComment: null },
        ],
      },
    });
  });

  it('names each wrong field and refuses a template without items', () => {
    const result = evaluationSubmission('t1', LINES, { [scoreKey('a')]: '61', [scoreKey('b')]: '' });
    expect(result).toEqual({
      ok: false,
      errors: { [scoreKey('a')]: '得分不能超过60分', [scoreKey('b')]: '请输入得分' },
    });
    expect(evaluationSubmission('t1', [], {})).toMatchObject({
      ok: false,
      errors: { items: expect.any(String) },
    });
  });

  it('totals the valid scores', () => {
    expect(totalOf(LINES, { [scoreKey('a')]: '50.25', [scoreKey('b')]: 'x' })).toBe(50.25);
  });

  it('marks a comment-marked course by one score and a required comment', () => {
    expect(commentSubmission('t1', { fScore: '101', cComment: '' }, 100)).toEqual({
      ok: false,
      errors: { fScore: '成绩不能超过100分', cComment: '请输入评语' },
    });
    expect(commentSubmission('t1', { fScore: '88', cComment: ' 完成较好 ' }, 100)).toEqual({
      ok: true,
      body: { cPracticeStudentTaskId: 't1', fScore: 88, cComment: '完成较好' },
    });
  });
});
