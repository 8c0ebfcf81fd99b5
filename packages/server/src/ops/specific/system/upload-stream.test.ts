import { describe, expect, it } from 'vitest';
import { uploadLimits } from '../../../files/index.js';
import { streamSingleFile } from './upload-stream.js';

/*
 * The single-file reader as the upload handler relies on it: the file is handed over before the body has
 * ended, and a second file that follows it shows in `finished` (the handler then removes what it stored).
 */
const BOUNDARY = 'b0undary';
const part = (field: string, name: string, content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
  `Content-Type: application/octet-stream\r\n\r\n${content}\r\n`;

/** A request whose body the test writes piece by piece. */
function requestWithBody() {
  let push: (text: string | null) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) =>
        text === null ? controller.close() : controller.enqueue(new TextEncoder().encode(text));
    },
  });
  const request = new Request('http://localhost/upload', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, push };
}

async function readAll(data: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of data) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
}

const limits = uploadLimits({ maxMb: 1 });

describe('streamSingleFile', () => {
  it('hands over the file before the body ends, and finishes once it has ended with that one file', async () => {
    const { request, push } = requestWithBody();
    const head = 'h'.repeat(70 * 1024);
    push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="报告.txt"\r\n\r\n${head}`);
    const file = await streamSingleFile(request, limits, 'file', () => false);
    expect(file.name).toBe('报告.txt');
    expect(file.head.byteLength).toBeGreaterThanOrEqual(64 * 1024);
    const content = readAll(file.data);
    push(`tail\r\n--${BOUNDARY}--\r\n`);
    push(null);
    expect(await content).toBe(`${head}tail`);
    await expect(file.finished).resolves.toBeUndefined();
  });

  it('says through finished that a second file followed, after the first was read whole', async () => {
    const { request, push } = requestWithBody();
    const one = 'o'.repeat(70 * 1024);
    push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n${one}`);
    const file = await streamSingleFile(request, limits, 'file', () => false);
    // The first part's end is only known at the next boundary: the second file's start.
    const content = readAll(file.data);
    push(`\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="other"; filename="b.txt"\r\n\r\n`);
    const first = await content.then(
      (text) => ({ text }),
      (error: unknown) => ({ error }),
    );
    push(`two\r\n--${BOUNDARY}--\r\n`);
    push(null);
    await expect(file.finished).rejects.toThrow('只能上传1个文件');
    // Whether the store saw the whole first file or a failure, nothing of it may stay: the handler removes
    // a stored file when finished rejects, and a failed save stores nothing.
    expect(first).toSatisfy(
      (r: { text?: string; error?: unknown }) => r.text === one || r.error !== undefined,
    );
  });

  it('refuses a file past the limit while it streams, and a body that breaks off', async () => {
    const big = requestWithBody();
    big.push(part('file', 'big.txt', 'x'.repeat(1024 * 1024 + 1)));
    big.push(`--${BOUNDARY}--\r\n`);
    big.push(null);
    await expect(
      streamSingleFile(big.request, limits, 'file', () => false).then((f) => readAll(f.data)),
    ).rejects.toThrow('上传文件大小不能超过 1MB!');

    const broken = requestWithBody();
    broken.push(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nno end`,
    );
    broken.push(null);
    await expect(
      streamSingleFile(broken.request, limits, 'file', () => false).then((f) => readAll(f.data)),
    ).rejects.toThrow('上传内容格式不正确');
  });
});
