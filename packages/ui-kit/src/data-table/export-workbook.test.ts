import { enums } from '@practice/sdk/contract';
import * as XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, exportCells, inertText } from './export-workbook.js';
import type { TableColumn } from './types.js';

const columns: TableColumn[] = [
  { key: 'cRealName', title: '姓名' },
  { key: 'fStatus', title: '审核状态', display: 'enum', enum: enums.ReviewStatus },
  { key: 'tCreateDate', title: '创建时间', display: 'dateTime' },
  { key: 'fScore', title: '分数', display: 'number' },
  { key: 'cFilePath', title: '附件', display: 'file' },
];
const rows = [
  {
    cRealName: '=HYPERLINK("http://x")',
    fStatus: 1,
    tCreateDate: '2024-03-05 08:09:10',
    fScore: -3,
    cFilePath: '',
  },
  { cRealName: '李四', fStatus: 2, tCreateDate: null, fScore: 88.5, cFilePath: 'a.pdf' },
];

describe('inertText', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+86 138', "'+86 138"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['张三', '张三'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (text, expected) => expect(inertText(text)).toBe(expected));
});

describe('buildWorkbook', () => {
  const book = buildWorkbook(XLSX, exportCells(columns, rows));
  const bytes: ArrayBuffer = XLSX.write(book, { type: 'array', bookType: 'xlsx' });

  it('writes cells as the screen shows them, with formulas made inert', () => {
    const back = XLSX.read(bytes, { type: 'array' });
    const sheet = back.Sheets[back.SheetNames[0] ?? ''];
    expect(sheet).toBeDefined();
    const data = XLSX.utils.sheet_to_json<unknown[]>(sheet as XLSX.WorkSheet, { header: 1, raw: true });
    expect(data).toEqual([
      ['姓名', '审核状态', '创建时间', '分数', '附件'],
      ['\'=HYPERLINK("http://x")', '审核通过', '2024/03/05 08:09:10', -3, '未上传'],
      ['李四', '审核未通过', '未填写', 88.5, 'a.pdf'],
    ]);
    expect(sheet?.A2?.f).toBeUndefined();
  });

  it('styles the header row bold and filled', () => {
    const back = XLSX.read(bytes, { type: 'array', cellStyles: true });
    const sheet = back.Sheets[back.SheetNames[0] ?? ''] as XLSX.WorkSheet;
    expect(sheet.A1?.s).toMatchObject({ patternType: 'solid', fgColor: { rgb: 'E2E8F0' } });
    expect(sheet.A2?.s).toMatchObject({ patternType: 'none' });
    const files = XLSX.read(bytes, { type: 'array', bookFiles: true }) as unknown as {
      files: Record<string, { asText(): string }>;
    };
    const styles = files.files['xl/styles.xml']?.asText() ?? '';
    expect(styles).toMatch(/<font>(?:(?!<\/font>).)*<b\/>/);
  });
});
