import { describe, expect, it } from 'vitest';
import { BANNER_IMAGE_TYPES, IMAGE_PASTE_TYPES } from './constants.js';
import {
  checkImportFile,
  checkSingleFile,
  checkSpreadsheetName,
  checkUploadSize,
  extensionOf,
  isImageName,
  isPreviewable,
  matchesTypeList,
} from './file-checks.js';
import {
  IMPORT_ONLY_EXCEL,
  IMPORT_TOO_LARGE,
  SPREADSHEET_FORMAT_ERROR,
  UPLOAD_ONE_FILE,
} from './messages.js';

const MB = 1024 * 1024;

describe('extensionOf', () => {
  it.each([
    ['a.PNG', 'png'],
    ['archive.tar.gz', 'gz'],
    ['noext', ''],
    ['.env', ''],
    ['trailing.', ''],
    ['dir.v2/file', ''],
    ['C:\\fakepath\\Book1.XLSX', 'xlsx'],
    ['oss/s/m/u---a.jpg?x-oss-process=style/thumb', 'jpg'],
    ['', ''],
  ])('%j -> %j', (name, expected) => {
    expect(extensionOf(name)).toBe(expected);
  });
});

describe('checkUploadSize', () => {
  it.each([
    [0, undefined, null],
    [100 * MB, undefined, null],
    [100 * MB + 1, undefined, '上传文件大小不能超过 100MB!'],
    [5 * MB, 5, null],
    [5 * MB + 1, 5, '上传文件大小不能超过 5MB!'],
    [0.6 * MB, 0.5, '上传文件大小不能超过 0.5MB!'],
  ])('%i bytes, limit %s MB -> %j', (size, maxMb, expected) => {
    expect(checkUploadSize(size, maxMb)).toBe(expected);
  });

  it.each([
    [-1, 100],
    [Number.NaN, 100],
    [1, 0],
    [1, Number.NaN],
  ])('rejects size %d with limit %d', (size, maxMb) => {
    expect(() => checkUploadSize(size, maxMb)).toThrow(RangeError);
  });
});

describe('checkSingleFile', () => {
  it.each([
    [0, null],
    [1, UPLOAD_ONE_FILE],
    [3, UPLOAD_ONE_FILE],
  ])('%i already present -> %j', (count, expected) => {
    expect(checkSingleFile(count)).toBe(expected);
  });
});

describe('checkImportFile', () => {
  it.each([
    ['users.xlsx', MB, null],
    ['users.XLS', 100 * MB, null],
    ['users.csv', MB, [IMPORT_ONLY_EXCEL]],
    ['users.xlsx', 100 * MB + 1, [IMPORT_TOO_LARGE]],
    ['users.pdf', 200 * MB, [IMPORT_ONLY_EXCEL, IMPORT_TOO_LARGE]],
  ])('%s (%i bytes) -> %j', (name, size, expected) => {
    expect(checkImportFile(name, size)).toEqual(expected);
  });
});

describe('checkSpreadsheetName', () => {
  it.each([
    ['a.xlsx', null],
    ['a.xlc', null],
    ['a.xlm', null],
    ['a.xls', null],
    ['a.xlt', null],
    ['a.xlw', null],
    ['a.CSV', null],
    ['a.ods', SPREADSHEET_FORMAT_ERROR],
    ['xlsx', SPREADSHEET_FORMAT_ERROR],
  ])('%s -> %j', (name, expected) => {
    expect(checkSpreadsheetName(name)).toBe(expected);
  });
});

describe('isImageName / isPreviewable', () => {
  it.each([
    ['a.jpg', true, true],
    ['a.JPEG', true, false],
    ['a.png', true, true],
    ['a.svg', true, false],
    ['a.webp', true, true],
    ['a.pdf', false, true],
    ['a.docx', false, false],
    ['png', false, false],
  ])('%s -> image %s, previewable %s', (name, image, previewable) => {
    expect(isImageName(name)).toBe(image);
    expect(isPreviewable(name)).toBe(previewable);
  });
});

describe('matchesTypeList', () => {
  it.each([
    [{ type: 'image/png' }, IMAGE_PASTE_TYPES, true],
    [{ type: 'image/svg+xml' }, IMAGE_PASTE_TYPES, true],
    [{ type: 'image/tiff' }, IMAGE_PASTE_TYPES, false],
    [{ type: 'image/jpeg', name: 'x.jpg' }, BANNER_IMAGE_TYPES, true],
    [{ type: '', name: 'x.JPG' }, BANNER_IMAGE_TYPES, true],
    [{ type: 'image/webp', name: 'x.webp' }, BANNER_IMAGE_TYPES, false],
    [{ type: 'text/png', name: 'x.txt' }, IMAGE_PASTE_TYPES, false],
    [{}, IMAGE_PASTE_TYPES, false],
  ])('%j -> %s', (file, list, expected) => {
    expect(matchesTypeList(file, list)).toBe(expected);
  });
});
