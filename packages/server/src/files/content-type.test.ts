import { describe, expect, it } from 'vitest';
import { assertFileType, contentTypeOf, fileKindOfFolder, fileTypeProblem } from './content-type.js';
import { FILE_MESSAGES, FileError } from './errors.js';
import { isUnsafeSvg, sniffImage } from './sniff.js';

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
    ['file', '报告.DOCX', text('PK'), null],
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
