/**
 * Response headers for serving a stored file. The user sees the original name (SPEC §3: the '{uid}---'
 * prefix is dropped), which may be Chinese and may contain quotes or line breaks a client chose on purpose,
 * so the header carries an RFC 5987 `filename*` and a plain ASCII fallback that cannot end the quoted string
 * or the header line.
 */
import { displayFileName, extensionOf, isPreviewable } from '@practice/sdk';
import { contentTypeOf } from './content-type.js';

// The console previews these by blob (SPEC §7.4); SVG is never inline, since it may carry script.
const canBeInline = (name: string) => isPreviewable(name) || extensionOf(name) === 'jpeg';

/** The display name without control characters or separators; 'file' when nothing is left. */
function headerSafeName(pathOrName: string): string {
  const name = displayFileName(pathOrName)
    .replace(/[\p{Cc}\u2028\u2029]/gu, '')
    .replace(/[/\\]/g, '_')
    .trim();
  return name === '' ? 'file' : name;
}

// RFC 5987 attr-char leaves only ALPHA DIGIT and !#$&+-.^_`|~ unescaped; encodeURIComponent also leaves '()*.
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Printable ASCII without '"', '\' or '%' (some clients decode it); runs of anything else become one '_'. */
function asciiFallback(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\%]/g, '_');
  const extension = extensionOf(ascii);
  const stem = extension ? ascii.slice(0, -(extension.length + 1)) : ascii;
  return /[A-Za-z0-9]/.test(stem) ? ascii : `file${extension ? `.${extension}` : ''}`;
}

export interface DispositionOptions {
  /** Ask for inline display; honoured only for previewable types (images and pdf). */
  inline?: boolean;
}

export function contentDisposition(pathOrName: string, options: DispositionOptions = {}): string {
  const name = headerSafeName(pathOrName);
  const type = options.inline && canBeInline(name) ? 'inline' : 'attachment';
  return `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/**
 * Every header a /files/ response should carry. nosniff stops a browser from running a text file it guesses
 * is HTML; the sandboxing policy keeps any active content inert even when opened directly. Chromium will not
 * show a PDF in a sandboxed document, so PDF is left without it (it cannot run the page's script anyway).
 */
export function fileResponseHeaders(
  file: { path: string; size: number; contentType?: string },
  options: DispositionOptions = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': file.contentType ?? contentTypeOf(file.path),
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition(file.path, options),
    'X-Content-Type-Options': 'nosniff',
  };
  if (extensionOf(file.path) !== 'pdf') {
    headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  }
  return headers;
}
