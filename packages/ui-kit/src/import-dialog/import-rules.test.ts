import { IMPORT_FAILED, IMPORT_ONLY_EXCEL, IMPORT_TOO_LARGE, UPLOAD_ONE_FILE } from '@practice/sdk';
import { describe, expect, it } from 'vitest';
import {
  cellText,
  checkImportCandidates,
  importFailure,
  isImportSuccess,
  previewColumns,
  splitIntoLines,
} from './import-rules.js';

const MB = 1024 * 1024;

describe('isImportSuccess', () => {
  it.each([
    [10000, true],
    ['10000', true],
    [200, false],
    [0, false],
    ['10001', false],
  ])('code %j → %s', (code, expected) => {
    expect(isImportSuccess({ code })).toBe(expected);
  });
});

describe('splitIntoLines', () => {
  it('cuts a long message into 40-character lines', () => {
    const text = '第'.repeat(95);
    expect(splitIntoLines(text).map((line) => line.length)).toEqual([40, 40, 15]);
    expect(splitIntoLines(text).join('')).toBe(text);
  });
  it('keeps the server line breaks and never splits a surrogate pair', () => {
    expect(splitIntoLines('ab\n😀😀😀', 2)).toEqual(['ab', '😀😀', '😀']);
  });
  it('gives no lines for an empty message', () => {
    expect(splitIntoLines('')).toEqual([]);
  });
  it('refuses a zero line length', () => {
    expect(() => splitIntoLines('x', 0)).toThrow(RangeError);
  });
});

describe('importFailure', () => {
  it('heads the server message with the failure text', () => {
    const message = `第3行${'手机号格式错误'.repeat(7)}`;
    const failure = importFailure(` ${message} `);
    expect(failure.title).toBe(IMPORT_FAILED);
    expect(failure.lines.map((line) => line.length)).toEqual([40, 12]);
    expect(failure.lines.join('')).toBe(message);
    expect(importFailure(null)).toEqual({ title: IMPORT_FAILED, lines: [] });
  });
});

describe('checkImportCandidates', () => {
  it('takes one small Excel file', () => {
    expect(checkImportCandidates([{ name: '用户.XLSX', size: MB }])).toEqual([]);
    expect(checkImportCandidates([{ name: '用户.xls', size: 100 * MB }])).toEqual([]);
  });
  it('refuses two files at once', () => {
    expect(
      checkImportCandidates([
        { name: 'a.xls', size: 1 },
        { name: 'b.xls', size: 1 },
      ]),
    ).toEqual([UPLOAD_ONE_FILE]);
  });
  it('refuses a file while one is already chosen', () => {
    expect(checkImportCandidates([{ name: 'b.xls', size: 1 }], 1)).toEqual([UPLOAD_ONE_FILE]);
  });
  it('names both problems of a large non-Excel file', () => {
    expect(checkImportCandidates([{ name: '用户.csv', size: 100 * MB + 1 }])).toEqual([
      IMPORT_ONLY_EXCEL,
      IMPORT_TOO_LARGE,
    ]);
  });
});

describe('preview helpers', () => {
  it('collects columns in first-seen order', () => {
    expect(
      previewColumns([
        { 姓名: '张三', 手机: '1' },
        { 姓名: '李四', 班级: '一班' },
      ]),
    ).toEqual(['姓名', '手机', '班级']);
  });
  it('prints cells', () => {
    expect([cellText(null), cellText(3), cellText({ a: 1 })]).toEqual(['', '3', '{"a":1}']);
  });
});
