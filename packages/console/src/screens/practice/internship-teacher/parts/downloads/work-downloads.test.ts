import { describe, expect, it, vi } from 'vitest';

// The actions are the kit's; what this page decides is which operation, on what selection, with what body.
const batchDownloadAction = vi.hoisted(() =>
  vi.fn((operation: string, options: { need: string; input: (...args: never[]) => unknown }) => ({
    need: options.need,
    run: vi.fn(),
    operation,
    input: options.input,
  })),
);
vi.mock('../../../../kit/download-action.js', () => ({ batchDownloadAction }));
const { DIARY_DOWNLOADS, EXPORT_GRADES, diaryIds, gradeExportInput } = await import('./work-downloads.js');

const COURSE = '4b7d5e87ce541e02f0f1998c3e7d1207';

describe('diary downloads', () => {
  it('批量下载 and 打包下载 pack the ticked diaries by id', () => {
    expect(Object.keys(DIARY_DOWNLOADS)).toEqual([
      'BatchDownloadInternshipDiary',
      'InternshipDiary_PackageInternshipDiary',
    ]);
    for (const [operation, action] of Object.entries(DIARY_DOWNLOADS)) {
      expect(action).toMatchObject({ need: 'any', operation, input: diaryIds });
    }
    expect(diaryIds([{ fInternshipDiaryId: '0012' }, { fInternshipDiaryId: 'ab' }])).toEqual({
      ids: ['0012', 'ab'],
    });
  });
});

describe('导出成绩', () => {
  it('exports the whole course without a selection', () => {
    expect(gradeExportInput([], { fInternshipInfoId: COURSE })).toEqual({ fInternshipInfoId: COURSE });
  });

  it('exports only the ticked students when there are any', () => {
    expect(
      gradeExportInput([{ fInternshipStudentId: 's1' }, { fInternshipStudentId: 's2' }], {
        fInternshipInfoId: COURSE,
      }),
    ).toEqual({
      fInternshipInfoId: COURSE,
      fInternshipStudentIds: ['s1', 's2'],
    });
  });

  it("needs no selection and hands the table's ticked rows to the download", () => {
    const inner = batchDownloadAction.mock.results.find(
      (r) => (r.value as { operation: string }).operation === 'ExportInternshipStudentGeneralReviewGrade',
    )?.value as { need: string; run: ReturnType<typeof vi.fn> };
    expect(inner.need).toBe('none');
    expect(EXPORT_GRADES.need).toBe('none');
    const ticked = [{ fInternshipStudentId: 's1' }];
    const ctx = { api: { selection: { selectedRows: ticked } }, routeQuery: { fInternshipInfoId: COURSE } };
    EXPORT_GRADES.run([], ctx as never);
    expect(inner.run).toHaveBeenCalledWith(ticked, ctx);
  });
});
