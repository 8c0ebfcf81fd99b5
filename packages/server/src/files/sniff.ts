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
 * Anything that can run or fetch when a browser opens the SVG: script elements, on* handlers, javascript: or
 * data:text/html URLs, animations that rewrite href, embedded HTML, entity declarations (expansion bombs) and
 * links that leave the file. A deny-list cannot be complete, so the server also serves SVG as an attachment
 * with a sandboxing Content-Security-Policy (see disposition.ts); this check keeps obvious payloads out.
 */
const SVG_ACTIVE_CONTENT: readonly RegExp[] = [
  /<(?:[\w.-]+:)?script\b/i,
  /\son[a-z]+\s*=/i,
  /(?:java|vb)script\s*:/i,
  /data:text\/html/i,
  /<(?:[\w.-]+:)?(?:foreignObject|iframe|embed|object|handler|listener)\b/i,
  /<!ENTITY/i,
  /@import/i,
  /attributeName\s*=\s*["']\s*(?:xlink:)?href/i,
  /\b(?:href|src)\s*=(?!\s*["']\s*(?:#|data:image\/(?:png|jpe?g|gif|webp)[;,]))/i,
];

export function isUnsafeSvg(bytes: Uint8Array): boolean {
  const text = new TextDecoder().decode(bytes);
  return SVG_ACTIVE_CONTENT.some((pattern) => pattern.test(text));
}
