import * as XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { columnName, excelDay, XlsxSheetWriter } from './xlsx-stream.js';

/** The writer's whole output for these rows, as one buffer. */
async function written(rows: Parameters<XlsxSheetWriter['row']>[0][]): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const sheet = new XlsxSheetWriter(
    { sheetName: '表', widths: [10, 10, 10], headerRow: 1 },
    (c) => chunks.push(c),
    (e) => {
      throw e;
    },
  );
  for (const r of rows) sheet.row(r);
  await sheet.end();
  return Buffer.concat(chunks);
}

describe('the streamed sheet', () => {
  it('keeps text that XML would break, and drops the characters XML cannot hold', async () => {
    const book = XLSX.read(await written([[{ t: 'text', v: 'A&B <公司> "x"\u0001 y' }]]), { type: 'buffer' });
    expect(book.SheetNames).toEqual(['表']);
    expect(book.Sheets.表?.A1).toMatchObject({ t: 's', v: 'A&B <公司> "x" y' });
  });

  it('writes numbers as numbers and days as dated day numbers, and leaves empty cells out', async () => {
    const book = XLSX.read(
      await written([
        [{ t: 'number', v: 12.5 }, null, { t: 'date', v: '2026-03-01 08:00:00' }, { t: 'text', v: '' }],
      ]),
      { type: 'buffer', cellNF: true, cellDates: true },
    );
    const sheet = book.Sheets.表 as XLSX.WorkSheet;
    expect(sheet.A1).toMatchObject({ t: 'n', v: 12.5 });
    expect(sheet.B1).toBeUndefined();
    expect(sheet.C1?.t).toBe('d');
    expect((sheet.C1?.v as Date | undefined)?.toISOString().slice(0, 10)).toBe('2026-03-01');
    expect(sheet.D1).toBeUndefined();
  });

  it('names columns and days as a spreadsheet does', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(excelDay('1970-01-01')).toBe(25569);
    expect(excelDay('1900-03-01')).toBe(61);
    expect(excelDay('not a day')).toBeNull();
  });
});
