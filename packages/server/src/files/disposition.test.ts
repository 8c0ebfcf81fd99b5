import { describe, expect, it } from 'vitest';
import { contentDisposition, fileResponseHeaders } from './disposition.js';

/** The filename* value decoded back, as a browser would. */
const decodedStar = (header: string) => decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? '');
const fallback = (header: string) => /filename="([^"]*)"/.exec(header)?.[1];

describe('contentDisposition', () => {
  it('encodes a Chinese name with quotes and CR/LF safely', () => {
    const header = contentDisposition('default/news/abc---实习"报告"\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="[^"\\]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(decodedStar(header)).toBe('实习"报告"Set-Cookie: x=1.pdf');
    expect(fallback(header)).toBe('____Set-Cookie: x=1.pdf');
  });

  it.each([
    ['drops the uid prefix and folders', 'school/news/a1B2---报名表.xlsx', '报名表.xlsx', 'file.xlsx'],
    [
      'keeps ASCII names readable',
      'x/y/uid---Final Report (v2).docx',
      'Final Report (v2).docx',
      'Final Report (v2).docx',
    ],
    ['escapes quote-like characters in filename*', "uid---it's (1)*.txt", "it's (1)*.txt", "it's (1)*.txt"],
    ['replaces percent and backslash in the fallback', 'uid---100% a\\b.txt', 'b.txt', 'b.txt'],
    ['names an empty name', 'uid---', 'file', 'file'],
    ['mixes ASCII and Chinese', 'uid---2024年总结.pdf', '2024年总结.pdf', '2024_.pdf'],
  ])('%s', (_, path, shown, ascii) => {
    const header = contentDisposition(path);
    expect(decodedStar(header)).toBe(shown);
    expect(fallback(header)).toBe(ascii);
    expect(/filename\*=UTF-8''(.+)$/.exec(header)?.[1]).not.toMatch(/['()*]/);
  });

  it.each([
    ['a.png', true, 'inline'],
    ['a.JPEG', true, 'inline'],
    ['a.pdf', true, 'inline'],
    ['a.svg', true, 'attachment'],
    ['a.html', true, 'attachment'],
    ['a.docx', true, 'attachment'],
    ['a.png', false, 'attachment'],
  ])('%s with inline=%s is %s', (name, inline, type) => {
    expect(contentDisposition(name, { inline }).split(';')[0]).toBe(type);
  });
});

describe('fileResponseHeaders', () => {
  it('adds nosniff, the length and a sandboxing policy', () => {
    const headers = fileResponseHeaders({ path: 'default/news/u---图.svg', size: 12 }, { inline: true });
    expect(headers).toMatchObject({
      'Content-Type': 'image/svg+xml',
      'Content-Length': '12',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': expect.stringContaining('sandbox'),
    });
    expect(headers['Content-Disposition']).toMatch(/^attachment;/);
  });

  it('leaves PDF without the sandbox so browsers can preview it', () => {
    const headers = fileResponseHeaders(
      { path: 'u---a.pdf', size: 1, contentType: 'application/pdf' },
      { inline: true },
    );
    expect(headers['Content-Security-Policy']).toBeUndefined();
    expect(headers['Content-Disposition']).toMatch(/^inline;/);
  });
});
