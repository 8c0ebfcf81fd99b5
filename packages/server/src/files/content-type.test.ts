import { describe, expect, it } from 'vitest';
import { assertFileType, contentTypeOf, fileKindOfFolder, fileTypeProblem } from './content-type.js';
import { FILE_MESSAGES, FileError } from './errors.js';
import { documentMatches, isUnsafeSvg, sniffImage } from './sniff.js';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const text = (value: string) => new TextEncoder().encode(value);
const GIF = text('GIF89a\u0001\u0000\u0001\u0000');
const WEBP = text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
const bmp = (dibSize: number) => {
  const bytes = new Uint8Array(30);
  bytes.set(text('BM'));
  new DataView(bytes.buffer).setUint32(14, dibSize, true);
  return bytes;
};
const SVG = text(
  '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
);

describe('sniffImage', () => {
  it.each([
    ['png', PNG, 'png'],
    ['jpeg', JPEG, 'jpeg'],
    ['gif', GIF, 'gif'],
    ['webp', WEBP, 'webp'],
    ['bmp', bmp(40), 'bmp'],
    ['svg with prologue', SVG, 'svg'],
    ['svg with BOM and doctype', text('\uFEFF<!DOCTYPE svg>\n<svg viewBox="0 0 1 1"/>'), 'svg'],
    ['text starting with BM', text('BM is not a bitmap, just text of some length'), null],
    ['plain text', text('hello, I am not a picture'), null],
    ['html', text('<!doctype html><html><body><svg></svg></body></html>'), null],
    ['empty', new Uint8Array(0), null],
    ['invalid utf-8', Uint8Array.from([0x3c, 0xff, 0xfe, 0x73]), null],
  ])('%s', (_, bytes, expected) => {
    expect(sniffImage(bytes)).toBe(expected);
  });
});

describe('isUnsafeSvg', () => {
  const svg = (inner: string, attrs = '') =>
    text(`<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${inner}</svg>`);
  it.each([
    ['script element', svg('<script>alert(1)</script>')],
    ['namespaced script', svg('<svg:script>alert(1)</svg:script>')],
    ['onload handler', svg('', ' onload="alert(1)"')],
    ['handler on a child with a newline', svg('<rect\nonclick = "x()"/>')],
    ['javascript link', svg('<a href="javascript:alert(1)"><text>x</text></a>')],
    ['external link', svg('<image href="https://evil.example/x.png"/>')],
    ['animated href', svg('<set attributeName="href" to="java&#x73;cript:alert(1)"/>')],
    ['foreignObject', svg('<foreignObject><div>x</div></foreignObject>')],
    ['entity declaration', text('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>')],
    ['css import', svg('<style>@import url(x.css);</style>')],
    ['an animation that sets a handler', svg('<set attributeName="onmouseover" to="alert(1)"/>')],
    ['an unquoted animated handler', svg('<animate attributeName=onclick values="alert(1)"/>')],
    ['a handler after a slash', text('<svg/onload="alert(1)"/>')],
    ['an encoded handler name', svg('<set attributeName="&#111;nload" to="alert(1)"/>')],
    ['a javascript: link split by a line break', svg('<a href="java\nscript:alert(1)"><text>x</text></a>')],
    ['an entity-encoded javascript: link', svg('<a href="#" to="jav&#x61;script&#58;alert(1)"/>')],
  ])('refuses %s', (_, bytes) => {
    expect(isUnsafeSvg(bytes)).toBe(true);
  });

  it.each([
    ['plain shapes', SVG],
    ['internal reference', svg('<use href="#a"/><use xlink:href = "#b"/>')],
    ['embedded raster', svg('<image href="data:image/png;base64,iVBOR"/>')],
    ['the word script in text', svg('<text>description of the transcript</text>')],
  ])('accepts %s', (_, bytes) => {
    expect(isUnsafeSvg(bytes)).toBe(false);
  });
});

describe('documentMatches', () => {
  const ZIP = Uint8Array.from([0x50, 0x4b, 3, 4, 20, 0, 0, 0]);
  const OLE = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
  const EXE = text('MZ\u0090\u0000\u0003');
  const HTML = text('<!DOCTYPE html><html><body>x</body></html>');
  const MP4 = Uint8Array.from([0, 0, 0, 24, ...text('ftypmp42')]);
  it.each([
    ['pdf', text('%PDF-1.7\n'), true],
    ['pdf', text('\r\n%PDF-1.4 after a line'), true],
    ['pdf', ZIP, false],
    ['pdf', HTML, false],
    ['zip', ZIP, true],
    ['zip', Uint8Array.from([0x50, 0x4b, 5, 6, 0, 0]), true],
    ['zip', EXE, false],
    ['docx', ZIP, true],
    ['xlsx', OLE, false],
    ['xls', OLE, true],
    ['xls', HTML, false],
    ['doc', OLE, true],
    ['wps', OLE, true],
    ['rar', text('Rar!\u001a\u0007\u0001\u0000'), true],
    ['7z', Uint8Array.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]), true],
    ['mp4', MP4, true],
    ['mp4', HTML, false],
    ['mp3', text('ID3\u0004\u0000'), true],
    ['mp3', Uint8Array.from([0xff, 0xfb, 0x90, 0x64]), true],
    ['mp3', text('not audio'), false],
    ['txt', text('第一行\r\n第二行'), true],
    ['txt', Uint8Array.from([0xc4, 0xe3, 0xba, 0xc3]), true], // GBK 你好: legacy encodings are text too
    ['txt', Uint8Array.from([0xff, 0xfe, 0x61, 0, 0x62, 0]), true], // UTF-16 with its byte order mark
    ['txt', EXE, false],
    ['txt', text('#!/bin/sh\nrm -rf /'), false],
    ['txt', Uint8Array.from([0x61, 0, 0x62]), false],
    ['csv', text('姓名,学号\n张三,1'), true],
    ['csv', text('\uFEFF  <html><script>x</script>'), false],
    ['exe', EXE, false],
  ] as const)('%s with %j', (extension, bytes, expected) => {
    expect(documentMatches(extension, bytes)).toBe(expected);
  });
});

describe('fileTypeProblem', () => {
  it.each([
    ['image', 'a.png', PNG, null],
    ['image', 'a.jpg', JPEG, null],
    ['image', 'photo.png', JPEG, null], // phones mislabel rasters; harmless
    ['image', 'a.webp', WEBP, null],
    ['image', 'a.bmp', bmp(124), null],
    ['image', 'logo.svg', SVG, null],
    ['image', 'fake.png', text('just some text pretending'), FILE_MESSAGES.imageOnly],
    ['image', 'page.png', text('<html><script>alert(1)</script></html>'), FILE_MESSAGES.imageOnly],
    ['image', 'a.pdf', text('%PDF-1.7'), FILE_MESSAGES.imageOnly],
    ['image', 'noext', PNG, FILE_MESSAGES.imageOnly],
    ['image', 'evil.svg', text('<svg onload="alert(1)"/>'), FILE_MESSAGES.svgUnsafe],
    ['image', 'vector.png', SVG, FILE_MESSAGES.imageMismatch],
    ['image', 'raster.svg', PNG, FILE_MESSAGES.imageMismatch],
    ['banner', 'a.gif', GIF, null],
    ['banner', 'a.webp', WEBP, FILE_MESSAGES.imageOnly],
    ['banner', 'a.png', bmp(40), FILE_MESSAGES.imageOnly],
    ['file', 'report.pdf', text('%PDF-1.7'), null],
    ['file', '报告.DOCX', Uint8Array.from([0x50, 0x4b, 3, 4, 20, 0]), null],
    ['file', 'report.pdf', Uint8Array.from([0x50, 0x4b, 3, 4, 20, 0]), FILE_MESSAGES.contentMismatch],
    ['file', '报告.docx', text('MZ\u0090\u0000'), FILE_MESSAGES.contentMismatch],
    ['file', 'photo.jpg', JPEG, null],
    ['file', 'fake.jpg', text('not an image'), FILE_MESSAGES.imageMismatch],
    ['file', 'evil.svg', text('<svg><script>x</script></svg>'), FILE_MESSAGES.svgUnsafe],
  ] as const)('%s field, %s', (kind, name, bytes, expected) => {
    expect(fileTypeProblem(kind, name, bytes)).toBe(expected);
  });

  it.each(['page.html', 'run.exe', 'x.js', 'noext'])(
    'a file field refuses %s and lists what it accepts',
    (name) => {
      const problem = fileTypeProblem('file', name, text('x'));
      expect(problem).toMatch(/^不支持的文件类型/);
      expect(problem).toContain('pdf, doc, docx');
    },
  );

  it('assertFileType throws the message with 415', () => {
    expect(() => assertFileType('image', 'fake.png', text('text'))).toThrow(
      new FileError(FILE_MESSAGES.imageOnly, 415),
    );
    expect(() => assertFileType('image', 'a.png', PNG)).not.toThrow();
  });
});

describe('kinds and served types', () => {
  it.each([
    ['rich-text', 'image'],
    ['news', 'image'],
    ['banners/cPics', 'banner'],
    ['references/cFilePath', 'file'],
    ['Internship/cFilePath', 'file'],
    ['internship', 'file'],
  ])('folder %s is a %s field', (folder, kind) => {
    expect(fileKindOfFolder(folder)).toBe(kind);
  });

  it.each([
    ['a.PNG', 'image/png'],
    ['a.jpeg', 'image/jpeg'],
    ['a.svg', 'image/svg+xml'],
    ['a.txt', 'text/plain; charset=utf-8'],
    ['a.html', 'application/octet-stream'],
    ['default/x/abc---a.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('%s is served as %s', (name, type) => {
    expect(contentTypeOf(name)).toBe(type);
  });
});
