import { describe, expect, it } from 'vitest';
import type { ProgressRow } from './counts.js';
import { PROGRESS_COLUMNS, progressPage } from './table.js';

const row = (name: string, number: string, diaryMissing: number): ProgressRow => ({
  fInternshipStudentId: number,
  cRealName: name,
  cNumber: number,
  cClassName: '软件技术2201班',
  diarySubmitted: 10 - diaryMissing,
  diaryReviewed: 0,
  diaryMissing,
  summarySubmitted: 0,
  summaryReviewed: 0,
  summaryMissing: 0,
  reviewDone: 0,
  reviewMissing: 0,
  missingText: diaryMissing ? `日志：第1–${diaryMissing}周` : '',
});
const ROWS = [row('刘子涵', '01', 0), row('陈思雨', '02', 3), row('刘洋', '03', 1)];

describe('progressPage', () => {
  it('pages the rows', () => {
    expect(progressPage(ROWS, { pageNumber: 2, pageSize: 2 })).toEqual({ rows: [ROWS[2]], total: 3 });
    expect(progressPage(ROWS, { pageNumber: 1, pageSize: 999999 }).rows).toHaveLength(3);
  });

  it('searches by name and number, and by whether anything is missing', () => {
    const names = (params: Record<string, unknown>) =>
      progressPage(ROWS, { pageNumber: 1, pageSize: 10, ...params }).rows.map((r) => r.cRealName);
    expect(names({ cRealName: ' 刘' })).toEqual(['刘子涵', '刘洋']);
    expect(names({ cNumber: '02' })).toEqual(['陈思雨']);
    expect(names({ missing: '1' })).toEqual(['陈思雨', '刘洋']);
    expect(names({ missing: 0 })).toEqual(['刘子涵']);
    expect(names({ missing: '' })).toHaveLength(3);
  });

  it('sorts counts as numbers and names as text', () => {
    const sorted = progressPage(ROWS, {
      pageNumber: 1,
      pageSize: 10,
      sortName: 'diaryMissing',
      sortOrder: 'desc',
    });
    expect(sorted.rows.map((r) => r.diaryMissing)).toEqual([3, 1, 0]);
  });
});

describe('PROGRESS_COLUMNS', () => {
  it('exports counts and the missing work as text', () => {
    const missing = PROGRESS_COLUMNS.find((c) => c.key === 'diaryMissing');
    expect(missing?.text?.(ROWS[1] as ProgressRow)).toBe('3');
    expect(PROGRESS_COLUMNS.map((c) => c.key)).toContain('missingText');
  });
});
