import { describe, expect, it } from 'vitest';
import { contentLengthOf, MAX_HEAD_BYTES, MalformedHead, parseResponseHead } from './response-head.js';

const head = (text: string) => Buffer.from(text, 'latin1');

describe('a response head', () => {
  it('gives the status and the headers, names in lower case, repeated ones joined', () => {
    const parsed = parseResponseHead(
      head(
        'HTTP/1.1 206 Partial Content\r\nContent-Length: 3\r\nContent-Range:  bytes 2-4/10 \r\n' +
          'X-Amz-Meta-A: 1\r\nx-amz-meta-a: 2\r\nEmpty:\r\n\r\n',
      ),
    );
    expect(parsed.status).toBe(206);
    expect(Object.fromEntries(parsed.headers)).toEqual({
      'content-length': '3',
      'content-range': 'bytes 2-4/10',
      'x-amz-meta-a': '1, 2',
      empty: '',
    });
    expect(parseResponseHead(head('HTTP/1.0 200\r\n\r\n')).status).toBe(200);
  });

  it.each([
    ['no blank line at the end', 'HTTP/1.1 200 OK\r\nContent-Length: 1\r\n'],
    ['bare line feeds', 'HTTP/1.1 200 OK\nContent-Length: 1\n\n'],
    ['a line feed inside a header', 'HTTP/1.1 200 OK\r\nA: 1\nB: 2\r\n\r\n'],
    ['HTTP/2 in the status line', 'HTTP/2 200 OK\r\n\r\n'],
    ['a status of two digits', 'HTTP/1.1 20 OK\r\n\r\n'],
    ['a status of 0xx', 'HTTP/1.1 099 OK\r\n\r\n'],
    ['something else talking', 'SSH-2.0-OpenSSH\r\n\r\n'],
    ['a space before the colon', 'HTTP/1.1 200 OK\r\nContent-Length : 1\r\n\r\n'],
    ['a folded line', 'HTTP/1.1 200 OK\r\nA: 1\r\n 2\r\n\r\n'],
    ['a header with no colon', 'HTTP/1.1 200 OK\r\nContent-Length 1\r\n\r\n'],
    ['a control character in a value', 'HTTP/1.1 200 OK\r\nA: 1\u00002\r\n\r\n'],
    ['a name that is not a token', 'HTTP/1.1 200 OK\r\nA(b): 1\r\n\r\n'],
  ])('is refused with %s', (_, text) => {
    expect(() => parseResponseHead(head(text))).toThrow(MalformedHead);
  });

  it('is refused past its size limit', () => {
    const long = `HTTP/1.1 200 OK\r\nA: ${'x'.repeat(MAX_HEAD_BYTES)}\r\n\r\n`;
    expect(() => parseResponseHead(head(long))).toThrow(/too long/);
  });
});

describe("a body's length", () => {
  const lengthOf = (headers: string) =>
    contentLengthOf(parseResponseHead(head(`HTTP/1.1 200 OK\r\n${headers}\r\n`)));

  it('is the Content-Length when nothing else frames the body', () => {
    expect(lengthOf('Content-Length: 1048576\r\n')).toBe(1048576);
    expect(lengthOf('Content-Length: 0\r\n')).toBe(0);
  });

  it.each([
    ['no Content-Length', 'Connection: close\r\n'],
    ['a chunked body', 'Transfer-Encoding: chunked\r\n'],
    ['a chunked body with a length beside it', 'Transfer-Encoding: chunked\r\nContent-Length: 5\r\n'],
    ['two lengths', 'Content-Length: 5\r\nContent-Length: 5\r\n'],
    ['a sign', 'Content-Length: +5\r\n'],
    ['a negative length', 'Content-Length: -5\r\n'],
    ['not a number', 'Content-Length: five\r\n'],
    ['a length beyond exact integers', 'Content-Length: 9999999999999999\r\n'],
  ])('is unknown with %s', (_, headers) => {
    expect(lengthOf(headers)).toBeNull();
  });
});
