/**
 * The head of an HTTP/1.1 response, read strictly: what object-get.ts needs to decide whether an object
 * store's answer is one it can stream itself (a 200 or 206 with a Content-Length and nothing else framing
 * the body). Anything this does not parse cleanly is refused outright rather than guessed at: the caller
 * then goes the SDK's way, never streams a body whose length it did not understand.
 */

/** The most a head may take; a store's are under 2 KB, so more means something else is talking. */
export const MAX_HEAD_BYTES = 16 * 1024;

export interface ResponseHead {
  readonly status: number;
  /** Lower-case names; a name sent twice keeps its values joined by ', ' (RFC 9110 5.3). */
  readonly headers: ReadonlyMap<string, string>;
}

export class MalformedHead extends Error {
  override name = 'MalformedHead';
}

const STATUS_LINE = /^HTTP\/1\.[01] ([1-9]\d\d)(?: [\t -~\x80-\xff]*)?$/;
// A token (RFC 9110 5.6.2), then a colon with no space before it; the value has no control characters.
const HEADER_LINE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):[\t ]*([\t -~\x80-\xff]*?)[\t ]*$/;

/** Where the head ends (the index just past its blank line) in `bytes`, or -1 while it has not come yet. */
export function headEnd(bytes: Buffer): number {
  const at = bytes.indexOf('\r\n\r\n', 0, 'latin1');
  return at < 0 ? -1 : at + 4;
}

/** The head in `bytes` (the blank line included, as headEnd measures it); MalformedHead for anything else. */
export function parseResponseHead(bytes: Buffer): ResponseHead {
  if (bytes.length > MAX_HEAD_BYTES) throw new MalformedHead('the head is too long');
  const text = bytes.toString('latin1');
  if (!text.endsWith('\r\n\r\n')) throw new MalformedHead('the head does not end with a blank line');
  const lines = text.slice(0, -4).split('\r\n');
  const status = STATUS_LINE.exec(lines[0] ?? '');
  if (!status) throw new MalformedHead(`not a status line: ${JSON.stringify(lines[0]?.slice(0, 80))}`);
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    // A bare LF, a folded line (obsolete, RFC 9112 5.2) or a space before the colon: all refused.
    const m = HEADER_LINE.exec(line);
    if (!m?.[1]) throw new MalformedHead(`not a header line: ${JSON.stringify(line.slice(0, 80))}`);
    const name = m[1].toLowerCase();
    const value = m[2] ?? '';
    const before = headers.get(name);
    headers.set(name, before === undefined ? value : `${before}, ${value}`);
  }
  return { status: Number(status[1]), headers };
}

/**
 * The body's length when the head frames it by Content-Length alone, else null: chunked or any other
 * Transfer-Encoding, no Content-Length, or one that is not a single plain number (two that differ, a sign).
 */
export function contentLengthOf(head: ResponseHead): number | null {
  if (head.headers.has('transfer-encoding')) return null;
  const value = head.headers.get('content-length');
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
