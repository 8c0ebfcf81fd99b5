import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, FileError } from './errors.js';
import { singleUploadedFile, uploadLimits } from './multipart-limits.js';

const MB = 1024 * 1024;
const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('uploadLimits', () => {
  it.each([
    [{}, 100],
    [{ env: {} }, 100],
    [{ env: { UPLOAD_MAX_MB: '20' } }, 20],
    [{ env: { UPLOAD_MAX_MB: ' 0.5 ' } }, 0.5],
    [{ maxMb: 5, env: { UPLOAD_MAX_MB: '20' } }, 5],
  ])('%j gives %d MB', (options, maxMb) => {
    const limits = uploadLimits(options);
    expect(limits.maxMb).toBe(maxMb);
    expect(limits.maxBytes).toBe(Math.floor(maxMb * MB));
    expect(limits.bodyLimitBytes).toBeGreaterThan(limits.maxBytes);
    expect(limits.tooLargeMessage).toBe(`上传文件大小不能超过 ${maxMb}MB!`);
  });

  it.each(['', 'abc', '0', '-1', 'Infinity'])('refuses UPLOAD_MAX_MB=%j at start-up', (value) => {
    expect(() => uploadLimits({ env: { UPLOAD_MAX_MB: value } })).toThrow(RangeError);
  });
});

describe('singleUploadedFile', () => {
  const limits = uploadLimits({ maxMb: 1 });

  it('returns the one file of the body', () => {
    const upload = file('报名表.pdf', 10);
    expect(singleUploadedFile({ file: upload, folder: 'news' }, limits)).toBe(upload);
    expect(singleUploadedFile({ file: [upload] }, limits)).toBe(upload);
  });

  it('accepts exactly the limit', () => {
    expect(singleUploadedFile({ file: file('a.zip', MB) }, limits).size).toBe(MB);
  });

  it.each([
    ['no file', { folder: 'news' }, FILE_MESSAGES.noFile, 400],
    ['a text field named file', { file: 'a.pdf' }, FILE_MESSAGES.noFile, 400],
    ['the file under another field', { other: file('a.pdf', 1) }, FILE_MESSAGES.noFile, 400],
    [
      'two files in one field',
      { file: [file('a.pdf', 1), file('b.pdf', 1)] },
      '只能上传1个文件, 请先取消已选择或已上传文件',
      400,
    ],
    [
      'a second file in another field',
      { file: file('a.pdf', 1), extra: file('b.pdf', 1) },
      '只能上传1个文件, 请先取消已选择或已上传文件',
      400,
    ],
    ['one byte over the limit', { file: file('a.zip', MB + 1) }, '上传文件大小不能超过 1MB!', 413],
  ])('refuses %s', (_, body, message, status) => {
    expect(() => singleUploadedFile(body, limits)).toThrow(new FileError(message, status as 400 | 413));
  });
});
