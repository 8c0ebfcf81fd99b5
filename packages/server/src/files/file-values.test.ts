import { describe, expect, it } from 'vitest';
import { filePathsOf, htmlFormOf, pathsInFileValue, pathsInHtml } from './file-values.js';
import { isPublicFile, publicPresetOf } from './public-folders.js';

const KEY = '华东理工职业技术学院/Internship/cFilePath/0a1b---实习 报告(1)&附件.pdf';
const encoded = (path: string) => `/files/${path.split('/').map(encodeURIComponent).join('/')}`;

describe('pathsInHtml', () => {
  it.each([
    ['an encoded src', `<p><img src="${encoded(KEY)}"></p>`],
    ['under an API prefix and a host', `<img src="https://x.example/api${encoded(KEY)}?inline=1">`],
    ['a raw src with escaped ampersands', `<img src="/files/${KEY.replace('&', '&amp;')}">`],
    ['a link', `<a href='${encoded(KEY)}'>附件</a>`],
    ['text that reads as an encoded URL', `<p>见 ${encoded(KEY)}</p>`],
  ])('finds the key in %s', (_, html) => {
    expect(pathsInHtml(html)).toContain(KEY);
  });

  it('finds what the /files check matches, wherever it stands', () => {
    // The read side looks for htmlFormOf(key): the write side must have checked that key.
    for (const around of ['<p>', 'x', '<img src="', "src='/api"]) {
      expect(pathsInHtml(`${around}${htmlFormOf(KEY)}>`)).toContain(KEY);
    }
  });

  it('ignores URLs elsewhere and keys that could leave the store', () => {
    expect(pathsInHtml('<img src="https://x.example/a.png"><img src="/files/..%2Fetc/passwd">')).toEqual([]);
  });
});

describe('pathsInFileValue', () => {
  it.each([
    [KEY, [KEY]],
    [` ${KEY} `, [KEY]],
    [JSON.stringify([KEY, { cFilePath: 'a/b/2---y.jpg' }]), [KEY, 'a/b/2---y.jpg']],
    [`x.pdf&&${KEY}&&Internship&&120`, [KEY]],
    [encoded(KEY), [KEY]],
    ['https://example.com/x.pdf', []],
    ['../etc/passwd', []],
  ])('%j names %j', (value, keys) => {
    for (const key of keys) expect(pathsInFileValue(value)).toContain(key);
    expect(pathsInFileValue(value).every((p) => !p.startsWith('/') && !p.includes('..'))).toBe(true);
    if (!keys.length) expect(pathsInFileValue(value)).toEqual([]);
  });

  it('covers everything the zips pack', () => {
    const value = JSON.stringify([KEY, { cFilePath: `n&&${KEY}x&&f&&1` }]);
    for (const path of filePathsOf(value)) expect(pathsInFileValue(value)).toContain(path);
  });
});

describe('public folders', () => {
  it.each([
    ['rich-text', 'richText'],
    ['news', 'news'],
    ['banners/cPics', 'banner'],
    ['Internship/cFilePath', null],
    ['references/cFilePath', null],
    ['internship', null],
  ])('%s is the preset %s', (folder, preset) => {
    expect(publicPresetOf(folder)).toBe(preset);
  });

  it.each(['rich-text/a', 'news/2024', 'banners', 'banners/cPics/x', 'Banners/cPics', 'NEWS'])(
    'refuses %s: a public folder must be a preset exactly',
    (folder) => {
      expect(() => publicPresetOf(folder)).toThrow('上传目录不合法');
    },
  );

  it.each([
    ['default/news/1---a.png', true],
    ['学校/banners/cPics/1---a.svg', true],
    ['学校/rich-text/1---a.webp', true],
    ['demo/banners/b1---横幅.jpg', true],
    ['default/news/1---a.pdf', false],
    ['default/news/x/1---a.png', false],
    ['default/banners/x/1---a.png', false],
    ['default/Internship/cFilePath/1---a.png', false],
    ['news/1---a.png', false],
  ])('%s is public: %s', (path, expected) => {
    expect(isPublicFile(path)).toBe(expected);
  });
});
