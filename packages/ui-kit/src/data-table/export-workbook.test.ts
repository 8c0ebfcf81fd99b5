import { enums } from '@practice/sdk/contract';
import * as XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import {
  buildWorkbook,
  dayCell,
  exportCells,
  inertText,
  momentCell,
  percentCell,
} from './export-workbook.js';
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

describe('typed cells and the lines above the table', () => {
  const cells = [
    ['班级', '学生数', '实习率', '开始日期'],
    ['软件2301', 40, percentCell(0.875), dayCell('2026-09-01 00:00:00')],
  ];
  const book = buildWorkbook(XLSX, cells, {
    sheetName: '实习统计',
    preamble: [['学校', '东方职业技术学院']],
  });
  const bytes: ArrayBuffer = XLSX.write(book, { type: 'array', bookType: 'xlsx' });
  const back = XLSX.read(bytes, { type: 'array', cellNF: true, cellStyles: true });
  const sheet = back.Sheets.实习统计 as XLSX.WorkSheet;

  it('writes the preamble, a blank line, then the header, styled', () => {
    expect(sheet.A1?.v).toBe('学校');
    expect(sheet.B1?.v).toBe('东方职业技术学院');
    expect(sheet.A2).toBeUndefined();
    expect(sheet.A3?.v).toBe('班级');
    expect(sheet.A3?.s).toMatchObject({ patternType: 'solid' });
  });

  it('writes counts as numbers, shares as percentages and days as dates', () => {
    expect(sheet.B4).toMatchObject({ t: 'n', v: 40 });
    expect(sheet.C4).toMatchObject({ t: 'n', v: 0.875, z: '0.0%', w: '87.5%' });
    // 2026-09-01 is day 46266 of the 1900 date system.
    expect(sheet.D4).toMatchObject({ t: 'n', v: 46266, z: 'yyyy-mm-dd', w: '2026-09-01' });
    const dated = XLSX.read(bytes, { type: 'array', cellDates: true }).Sheets.实习统计 as XLSX.WorkSheet;
    expect(dated.D4?.t).toBe('d');
  });

  it('keeps text that is no day as inert text', () => {
    expect(dayCell('')).toBe('');
    expect(dayCell('=1+1')).toBe("'=1+1");
    expect(momentCell('2026-11-18')).toBe('2026-11-18');
  });

  it('writes a time to the minute as a date-time cell', () => {
    // 2026-09-01 is day 46266; 09:30 is 570 of the day's 1 440 minutes.
    expect(momentCell('2026-09-01 09:30:59')).toEqual({
      value: 46266 + 570 / 1440,
      format: 'yyyy-mm-dd hh:mm',
    });
  });
});
