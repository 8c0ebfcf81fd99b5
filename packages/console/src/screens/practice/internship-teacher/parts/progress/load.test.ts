import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ answers: new Map<string, unknown>(), asked: [] as [string, unknown][] }));
vi.mock('../../../../entity-list/index.js', () => ({
  callOperation: async (name: string, input: unknown) => {
    calls.asked.push([name, input]);
    return calls.answers.get(name);
  },
}));

const { loadProgress, localDay, PROGRESS_ROW_CAP, TooManyRows } = await import('./load.js');

const COURSE = '4b7d5e87ce541e02f0f1998c3e7d1207';
const BATCH = '2c88687661ef8eafce14a10453e7692b';
const page = (List: unknown[], TotalCount = List.length) => ({ List, TotalCount });

beforeEach(() => {
  calls.asked = [];
  calls.answers = new Map<string, unknown>([
    [
      'GetInternshipInfoModel',
      {
        fInternshipInfoId: COURSE,
        tStartDate: '2025-11-03',
        tEndDate: '2026-05-29',
        fTemplateBatchInfoId: BATCH,
      },
    ],
    ['GetInternshipStudentPageList', page([{ fInternshipStudentId: 's1', cRealName: '刘子涵' }])],
    ['GetInternshipDiaryPageList', page([])],
    ['GetInternshipSummaryTaskPageList', page([])],
    ['GetInternshipSummaryPageList', page([])],
    ['GetInternshipStudentGeneralReviewPageList', page([])],
    [
      'GetTemplateInfoPageList',
      page(
        [1, 2, 3, 4, 5, 6].map((type) => ({
          fTemplateInfoId: `t${type}`,
          cTemplateName: `模板${type}`,
          fTemplateType: type,
        })),
      ),
    ],
  ]);
});

describe('loadProgress', () => {
  it("asks each of the course's lists once, capped, and keeps the review templates of its batch", async () => {
    const input = await loadProgress(COURSE, '2026-11-24');
    expect(input.reviewTemplates.map((t) => t.fTemplateInfoId)).toEqual(['t2', 't4', 't5', 't6']);
    expect(input.today).toBe('2026-11-24');
    expect(input.students).toHaveLength(1);
    const lists = calls.asked.filter(([name]) => name !== 'GetInternshipInfoModel');
    expect(lists).toHaveLength(6);
    for (const [, query] of lists) expect(query).toMatchObject({ pageNumber: 1, pageSize: PROGRESS_ROW_CAP });
    expect(calls.asked.find(([name]) => name === 'GetInternshipDiaryPageList')?.[1]).toMatchObject({
      fInternshipInfoId: COURSE,
    });
    expect(calls.asked.find(([name]) => name === 'GetTemplateInfoPageList')?.[1]).toMatchObject({
      fTemplateBatchInfoId: BATCH,
    });
  });

  it('asks for no templates when the course has no batch', async () => {
    calls.answers.set('GetInternshipInfoModel', { fInternshipInfoId: COURSE, fTemplateBatchInfoId: null });
    const input = await loadProgress(COURSE, '2026-11-24');
    expect(input.reviewTemplates).toEqual([]);
    expect(calls.asked.some(([name]) => name === 'GetTemplateInfoPageList')).toBe(false);
  });

  it('refuses to count a list longer than the cap rather than count part of it', async () => {
    calls.answers.set('GetInternshipDiaryPageList', page([], PROGRESS_ROW_CAP + 1));
    await expect(loadProgress(COURSE, '2026-11-24')).rejects.toThrow(TooManyRows);
    await expect(loadProgress(COURSE, '2026-11-24')).rejects.toThrow(
      `本课程的实习日志超过 ${PROGRESS_ROW_CAP} 条，无法在此统计`,
    );
  });
});

describe('localDay', () => {
  it('writes the local date as the wire does', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
