import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, FileError } from './errors.js';
import { checkUploadFolder, fileUrlPath, storagePathFromUrl, storagePathSegments } from './storage-path.js';

describe('checkUploadFolder', () => {
  it.each([
    'rich-text',
    'news',
    'banners/cPics',
    'references/cFilePath',
    'Internship/cFilePath',
    'internship',
    'batch-download',
    ' news ',
  ])('accepts the preset or plain folder %j', (folder) => {
    expect(checkUploadFolder(folder)).toBe(folder.trim());
  });

  it.each([
    '../etc',
    'news/../../x',
    '/abs',
    'C:\\temp',
    'a\\b',
    'news/',
    'a//b',
    '.hidden',
    'new\u0000s',
    '学校',
    'a%2F..',
    '',
    'x'.repeat(101),
  ])('refuses %j with 上传目录不合法', (folder) => {
    expect(() => checkUploadFolder(folder)).toThrow(new FileError(FILE_MESSAGES.folderInvalid));
  });
});

describe('storagePathSegments', () => {
  it('splits a server-made key with Chinese, spaces and a literal percent sign', () => {
    expect(storagePathSegments('某大学/news/abc---实习 报告 100％.pdf')).toEqual([
      '某大学',
      'news',
      'abc---实习 报告 100％.pdf',
    ]);
  });

  it.each([
    ['parent segment', 'default/../secret'],
    ['leading parent', '../x'],
    ['only dots', '..'],
    ['current dir', './default/x'],
    ['absolute', '/etc/passwd'],
    ['drive letter', 'C:/Windows/win.ini'],
    ['backslash', 'default\\..\\x'],
    ['NUL byte', 'default/a.png\u0000.txt'],
    ['newline', 'default/a\n.png'],
    ['encoded parent', 'default/%2e%2e/x'],
    ['double-encoded parent', 'default/%252e%252e/x'],
    ['encoded slash', 'default/a%2F..%2Fb'],
    ['encoded backslash', 'default/..%5Cx'],
    ['encoded NUL', 'default/a%00b'],
    ['empty segment', 'default//x'],
    ['trailing slash', 'default/x/'],
    ['hidden temporary file', 'default/news/.abc.uploading'],
    ['empty', ''],
    ['too long', `a/${'b'.repeat(1100)}`],
  ])('refuses %s', (_, path) => {
    expect(() => storagePathSegments(path)).toThrow(new FileError(FILE_MESSAGES.pathInvalid));
  });
});

describe('storagePathFromUrl', () => {
  it('decodes what fileUrlPath encoded', () => {
    const key = 'default/news/abc---报名表 (1)#2.pdf';
    const url = fileUrlPath(key);
    expect(url.startsWith('/files/default/news/abc---')).toBe(true);
    expect(url).not.toMatch(/[ #\u4e00-\u9fff]/);
    expect(storagePathFromUrl(url)).toBe(key);
  });

  it.each([
    '/files/..%2F..%2Fetc%2Fpasswd',
    '/files/default/%2e%2e/%2e%2e/etc/passwd',
    '/files/default/..%5C..%5Cx',
    '/files/%2Fetc%2Fpasswd',
    '/files/default/a%00.png',
    '/files/default/%E4%ZZ',
    '/other/default/a.png',
    '/files/',
  ])('refuses %j', (url) => {
    expect(() => storagePathFromUrl(url)).toThrow(new FileError(FILE_MESSAGES.pathInvalid));
  });
});
