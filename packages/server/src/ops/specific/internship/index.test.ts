import { operationByName } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { unhandledOperations } from '../../registry.js';
import { safeCell } from './export.js';
import { filePathsOf } from './files.js';
import { internshipHandlerGroups } from './index.js';

const AREA = /^(Internship|Template|EvaluationTemplate)/;

describe('internship handlers', () => {
  it('answer every operation of the internship and template entities', () => {
    const missing = unhandledOperations().filter((name) =>
      AREA.test(operationByName.get(name)?.entity ?? ''),
    );
    expect(missing).toEqual([]);
  });

  it('name real operations, each in one group only', () => {
    const names = Object.values(internshipHandlerGroups).flatMap((group) => Object.keys(group));
    expect(names.filter((n) => !operationByName.has(n))).toEqual([]);
    expect(names.length).toBe(new Set(names).size);
  });
});

describe('filePathsOf', () => {
  it.each([
    [null, []],
    ['', []],
    ['a/b/1---x.pdf', ['a/b/1---x.pdf']],
    ['["a/1---x.pdf", {"cFilePath": "a/2---y.jpg"}]', ['a/1---x.pdf', 'a/2---y.jpg']],
    ['x.pdf&&a/1---x.pdf&&Internship&&120', ['a/1---x.pdf']],
    ['https://example.com/x.pdf', []],
    ['[not json', []],
  ])('%j -> %j', (value, expected) => {
    expect(filePathsOf(value)).toEqual(expected);
  });
});

describe('safeCell', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+86 138', "'+86 138"],
    ['-3', "'-3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['刘子涵', '刘子涵'],
    [88, 88],
    [null, ''],
  ])('%j -> %j', (value, expected) => {
    expect(safeCell(value)).toBe(expected);
  });
});
