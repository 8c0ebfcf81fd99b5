import { describe, expect, it } from 'vitest';
import { hexId } from '../../test/ids.js';
import { operationByName } from '../contract/catalogue.js';
import { SdkError } from './errors.js';
import { validateContent } from './validate.js';

const op = operationByName.get('GetSchoolPageList')!;
const row = (i: number) => ({
  fSchoolId: hexId(i + 1),
  cSchoolName: `学校${i}`,
  cSchoolCode: `S${i}`,
  tCreateDate: '2026-01-02 03:04:05',
});
const body = (List: unknown[], extra: object = {}) => ({
  Code: 200,
  Content: { List, PageIndex: 1, PageCount: 1, PageSize: List.length, TotalCount: List.length, ...extra },
});
const full = { mode: 'full', stepMs: 10 } as const;

describe('validateContent on pages', () => {
  it('returns the same Content object, rows untouched', async () => {
    const input = body([row(0), row(1)]);
    expect(await validateContent(op, input, full)).toBe(input.Content);
  });

  it('names the first bad row deep in a large page', async () => {
    const list = Array.from({ length: 20_000 }, (_, i) => row(i));
    list[12_345] = { ...row(12_345), cSchoolCode: 42 } as never;
    const error = (await validateContent(op, body(list), full).catch((e: unknown) => e)) as SdkError;
    expect(error).toBeInstanceOf(SdkError);
    expect(error.issues[0]?.path).toBe('Content.List.12345.cSchoolCode');
  });

  it('yields between stretches of rows', async () => {
    const steps: number[] = [];
    const list = Array.from({ length: 50_000 }, (_, i) => row(i));
    await validateContent(op, body(list), { mode: 'full', stepMs: 0, onStep: (ms) => steps.push(ms) });
    // With no time budget every stretch is 256 rows: the page is never checked in one blocking step.
    expect(steps.length).toBe(Math.ceil(50_000 / 256));
  });

  it("in 'envelope' mode trusts fields but still requires objects", async () => {
    const envelopeOnly = { mode: 'envelope', stepMs: 10 } as const;
    await expect(
      validateContent(op, body([{ ...row(0), cSchoolCode: 42 }]), envelopeOnly),
    ).resolves.toBeDefined();
    await expect(validateContent(op, body([row(0), 'x']), envelopeOnly)).rejects.toMatchObject({
      issues: [{ path: 'Content.List.1' }],
    });
  });

  it.each([
    ['a page field of the wrong type', body([row(0)], { TotalCount: 'many' }), 'TotalCount'],
    ['a List that is not a list', body([], { List: {} }), 'List'],
    ['no Content at all', { Code: 200 }, ''],
  ])('rejects %s', async (_, input, path) => {
    const error = (await validateContent(op, input, full).catch((e: unknown) => e)) as SdkError;
    expect(error).toMatchObject({ kind: 'validation', message: '接口返回的数据格式有误' });
    expect(error.issues[0]?.path ?? '').toContain(path);
  });
});

describe('validateContent on what the production back end sends', () => {
  const diaries = operationByName.get('GetInternshipDiaryPageList')!;
  const diary = (i: number) => ({
    fInternshipDiaryId: hexId(100 + i),
    fInternshipInfoId: hexId(1),
    fInternshipStudentId: hexId(2),
    cDiaryName: `第${i}周日志`,
    tDiaryDate: '2026-03-02',
    fWeek: i,
    fStatus: 1,
    tCreateDate: '2026-03-02 08:00:00',
  });

  it('reads string page numbers and string row numbers as numbers, leaving good rows as they are', async () => {
    const good = diary(1);
    const input = {
      Code: '200',
      Content: {
        List: [good, { ...diary(2), fWeek: '2', fStatus: '2' }],
        PageIndex: '1',
        PageCount: '1',
        PageSize: '10',
        TotalCount: '2',
      },
    };
    const content = (await validateContent(diaries, input, full)) as typeof input.Content;
    expect(content).toBe(input.Content);
    expect(content).toMatchObject({ PageIndex: 1, PageCount: 1, PageSize: 10, TotalCount: 2 });
    expect(content.List[0]).toBe(good);
    expect(content.List[1]).toMatchObject({ fWeek: 2, fStatus: 2, fInternshipDiaryId: hexId(102) });
  });

  it("in 'envelope' mode reads the page numbers but leaves rows as they came", async () => {
    const input = body([{ ...row(0), fExtra: '1' }], { PageIndex: '1' });
    const content = (await validateContent(op, input, { mode: 'envelope', stepMs: 10 })) as {
      PageIndex: unknown;
      List: { fExtra: unknown }[];
    };
    expect(content.PageIndex).toBe(1);
    expect(content.List[0]?.fExtra).toBe('1');
  });

  it('keeps unknown fields of a non-page Content at every depth', async () => {
    const model = operationByName.get('GetInternshipDiaryModel')!;
    const content = await validateContent(
      model,
      { Code: 10000, Content: { ...diary(3), fWeek: '3', fSomethingNew: 'x', cMeta: { extra: [1] } } },
      full,
    );
    expect(content).toMatchObject({ fWeek: 3, fSomethingNew: 'x', cMeta: { extra: [1] } });
  });

  it('still names a row that numbers alone do not fix', async () => {
    const input = {
      Code: 200,
      Content: {
        List: [diary(1), { ...diary(2), fWeek: '2', fStatus: '7' }],
        PageIndex: 1,
        PageCount: 1,
        PageSize: 10,
        TotalCount: 2,
      },
    };
    const error = (await validateContent(diaries, input, full).catch((e: unknown) => e)) as SdkError;
    expect(error).toMatchObject({ kind: 'validation', message: '接口返回的数据格式有误' });
    expect(error.issues.map((i) => i.path)).toEqual(['Content.List.1.fStatus']);
  });
});
