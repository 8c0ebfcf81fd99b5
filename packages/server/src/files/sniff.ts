/**
 * Content sniffing for uploads: which image a file really is, by its first bytes, and whether an SVG carries
 * anything active. Kept apart from the extension rules so each can be tested on its own table.
 */
export type SniffedImage = 'png' | 'jpeg' | 'gif' | 'bmp' | 'webp' | 'svg';

const ascii = (bytes: Uint8Array, start: number, text: string): boolean =>
  bytes.length >= start + text.length && [...text].every((c, i) => bytes[start + i] === c.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

// The DIB header sizes of the BMP variants (core, v1 to v5): 'BM' alone would let any text starting with
// those two letters pass as an image.
const BMP_DIB_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

function isBmp(bytes: Uint8Array): boolean {
  if (!ascii(bytes, 0, 'BM') || bytes.length < 26) return false;
  const dibSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(14, true);
  return BMP_DIB_SIZES.has(dibSize);
}

// Root detection reads at most this much: prologue, comments and a doctype come before <svg in real files.
const SVG_HEAD_CHARS = 64 * 1024;

/** Skips the XML prologue (declaration, comments, doctype, whitespace) with indexOf, never a backtracking regex. */
function rootTagStart(text: string): number {
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text.charAt(at))) at += 1;
    const closer = text.startsWith('<?', at)
      ? '?>'
      : text.startsWith('<!--', at)
        ? '-->'
        : /^<!doctype/i.test(text.slice(at, at + 9))
          ? '>'
          : null;
    if (closer === null) return at;
    const end = text.indexOf(closer, at + 2);
    if (end === -1) return -1;
    at = end + closer.length;
  }
}

function isSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(
      bytes.subarray(0, SVG_HEAD_CHARS),
    );
  } catch {
    // Cutting at SVG_HEAD_CHARS may split a character; only a small file with bad UTF-8 is really not text.
    if (bytes.length <= SVG_HEAD_CHARS) return false;
    text = new TextDecoder().decode(bytes.subarray(0, SVG_HEAD_CHARS));
  }
  const at = rootTagStart(text);
  return at !== -1 && /^<svg[\s>/]/i.test(text.slice(at, at + 5));
}

export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  if (isBmp(bytes)) return 'bmp';
  return isSvg(bytes) ? 'svg' : null;
}

/**
 * Anything that can run or fetch when a browser opens the SVG: script elements, on* handlers (also set by an
 * animation: <set attributeName="onclick">), javascript: or data:text/html URLs, animations that rewrite href,
 * embedded HTML, entity declarations (expansion bombs) and links that leave the file. A deny-list cannot be
 * complete, so the server also serves SVG as an attachment with a sandboxing Content-Security-Policy (see
 * disposition.ts); this check keeps obvious payloads out.
 */
const SVG_ACTIVE_CONTENT: readonly RegExp[] = [
  /<(?:[\w.-]+:)?script\b/i,
  // A handler may follow whitespace, a '/' (<svg/onload=...>) or a closing quote, as a browser's parser allows.
  /[\s/"']on[a-z]+\s*=/i,
  /data:text\/html/i,
  /<(?:[\w.-]+:)?(?:foreignObject|iframe|embed|object|handler|listener)\b/i,
  /<!ENTITY/i,
  /@import/i,
  /attributeName\s*=\s*["']?\s*(?:on|(?:xlink:)?href\b)/i,
  /\b(?:href|src)\s*=(?!\s*["']\s*(?:#|data:image\/(?:png|jpe?g|gif|webp)[;,]))/i,
];

// A browser drops tabs and line breaks inside a URL's scheme ('java\nscript:'), so schemes are looked for in a
// copy without any whitespace or control characters.
const SCRIPT_SCHEME = /(?:java|vb|live)script:/i;

/** XML character references (&#115; &#x73;) and the predefined entities, as the parser reads them. */
function decodeReferences(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(
    /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(amp|lt|gt|quot|apos));?/gi,
    (all, dec, hex, name) => {
      const code = dec ? Number(dec) : hex ? Number.parseInt(hex, 16) : -1;
      if (name) return named[String(name).toLowerCase()] ?? all;
      return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    },
  );
}

export function isUnsafeSvg(bytes: Uint8Array): boolean {
  const raw = new TextDecoder().decode(bytes);
  const text = decodeReferences(raw);
  if ([raw, text].some((form) => SVG_ACTIVE_CONTENT.some((pattern) => pattern.test(form)))) return true;
  return SCRIPT_SCHEME.test(text.replace(/[\s\p{Cc}]+/gu, ''));
}

/*
 * What the other accepted types must start with (their magic numbers), so that a name cannot smuggle in
 * another kind of file: a .pdf that is a zip, a .docx that is a program, an .xls that is a web page. The
 * Office formats are containers: the Open XML ones (docx, xlsx, pptx) are zips, the older ones (doc, xls,
 * ppt, wps) OLE compound files. Text types have no signature: they must merely not be binary or markup.
 */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const isZip = (bytes: Uint8Array) => startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP);
const isOle = (bytes: Uint8Array) => startsWith(bytes, OLE);
// PDF readers accept the header anywhere in the first kilobyte; some generators put a line before it.
const isPdf = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).includes('%PDF-');
const isMp4 = (bytes: Uint8Array) => ascii(bytes, 4, 'ftyp');
// An ID3 tag, else an MPEG audio frame's 11 sync bits.
const isMp3 = (bytes: Uint8Array) =>
  ascii(bytes, 0, 'ID3') || (bytes.length > 1 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);

// Programs and markup: never what a text file may be (a browser or a shell would run them).
const EXECUTABLES: readonly (readonly number[])[] = [
  [0x4d, 0x5a], // MZ: Windows programs
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0xca, 0xfe, 0xba, 0xbe],
  [0x23, 0x21], // #! scripts
];
const MARKUP = /^\s*<(?:!doctype|html|head|body|script|svg|iframe|\?xml)\b/i;

function isPlainText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  if (EXECUTABLES.some((signature) => startsWith(head, signature))) return false;
  // UTF-16 text (marked by its byte order mark) is full of zero bytes; anything else with one is binary.
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return true;
  if (head.includes(0)) return false;
  // GBK and other legacy encodings decode with replacement characters: only the markup check reads the text.
  return !MARKUP.test(new TextDecoder().decode(head).replace(/^\uFEFF/, ''));
}

const DOCUMENT_CONTENT: Readonly<Record<string, (bytes: Uint8Array) => boolean>> = {
  pdf: isPdf,
  zip: isZip,
  docx: (bytes) => startsWith(bytes, ZIP),
  xlsx: (bytes) => startsWith(bytes, ZIP),
  pptx: (bytes) => startsWith(bytes, ZIP),
  doc: isOle,
  xls: isOle,
  ppt: isOle,
  wps: isOle,
  rar: (bytes) => ascii(bytes, 0, 'Rar!\u001a\u0007'),
  '7z': (bytes) => startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  mp4: isMp4,
  mp3: isMp3,
  txt: isPlainText,
  csv: isPlainText,
};

/**
 * Whether the first bytes of a file (64 KiB are plenty) are what a non-image `extension` promises. An
 * extension with no rule here is not one uploads accept (content-type.ts's allow-list comes first).
 */
export function documentMatches(extension: string, head: Uint8Array): boolean {
  const rule = DOCUMENT_CONTENT[extension];
  return rule?.(head) === true;
}
