import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { MULTIPART_FOLDER } from '../../../files/sweep.js';
import { type Client, formWith, HUADONG, raw, signIn, urlOf } from './test-client.js';

// MultipartUpload reads a part as it arrives, straight to its file (chunks.ts); files.test.ts has the
// whole chunked upload. Here: what a part too large leaves (nothing) and that its 413 reaches a client still
// sending it, with a declared length or without (a chunked body is cut off only as it passes the limit).
let server: TestServer;
let school: Client;
const MB = 1024 * 1024;
const LIMIT_MB = 5; // startTestServer's uploadMaxMb
const TOO_LARGE = `上传文件大小不能超过 ${LIMIT_MB}MB!`;

beforeAll(async () => {
  server = await startTestServer();
  school = await signIn(server.url, HUADONG.admin);
}, 180_000);
afterAll(() => server?.close());

/** A new chunked upload of the school's administrator, and the folder its parts wait in. */
async function newUpload(name: string) {
  const hash = createHash('md5').update(name).digest('hex');
  const { uploadId } = await school.sdk.MultipartVerify({ cFileHash: hash, cFileName: `${name}.bin` });
  return { uploadId, dir: join(server.filesDir, MULTIPART_FOLDER, uploadId) };
}

const sendPart = (uploadId: string, partNumber: number, bytes: Uint8Array) =>
  raw(server.url, 'MultipartUpload', {
    token: school.token,
    query: { uploadId, partNumber },
    form: formWith('blob', bytes),
  });

/**
 * A part sent over a socket in 64 KB pieces, with Transfer-Encoding: chunked unless `declared`: the answer
 * the client reads, whether or not the server answers before the body is all sent.
 */
function sendStreamed(uploadId: string, partNumber: number, bytes: number, declared = false) {
  const boundary = 'partb0undary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(urlOf(server.url, 'MultipartUpload'));
  url.searchParams.set('uploadId', uploadId);
  url.searchParams.set('partNumber', String(partNumber));
  return new Promise<{ status: number; json: { Code?: number; Message?: string; Content?: unknown } }>(
    (resolve, reject) => {
      const request = httpRequest(
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${school.token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            ...(declared ? { 'content-length': head.length + bytes + tail.length } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString()) }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      const piece = Buffer.alloc(64 * 1024, 1);
      let left = bytes;
      // A server that answers early and stops reading leaves this waiting for a drain; the answer is read anyway.
      const write = () => {
        while (left > 0) {
          if (request.destroyed) return;
          const n = Math.min(left, piece.length);
          left -= n;
          if (!request.write(piece.subarray(0, n))) return void request.once('drain', write);
        }
        request.end(tail);
      };
      request.write(head);
      write();
    },
  );
}

const leftoversIn = async (dir: string) => (await readdir(dir)).filter((name) => name !== 'meta.json').sort();

describe('a part of a chunked upload', () => {
  it('is refused 413 once the parts together pass the limit, leaving the parts before it and nothing else', async () => {
    const { uploadId, dir } = await newUpload('sum');
    expect((await sendPart(uploadId, 1, new Uint8Array(3 * MB))).json.Content).toEqual({
      partNumber: 1,
      size: 3 * MB,
    });
    const refused = await sendPart(uploadId, 2, new Uint8Array(3 * MB));
    expect(refused.status).toBe(413);
    expect(refused.json).toMatchObject({ Code: 413, Message: TOO_LARGE });
    expect(await leftoversIn(dir)).toEqual(['part-1']);
    // Sent again, a part replaces itself: only the other parts count against the limit.
    expect((await sendPart(uploadId, 1, new Uint8Array(4 * MB))).json.Content).toEqual({
      partNumber: 1,
      size: 4 * MB,
    });
    expect((await sendPart(uploadId, 2, new Uint8Array(MB))).json.Content).toEqual({
      partNumber: 2,
      size: MB,
    });
    expect(await leftoversIn(dir)).toEqual(['part-1', 'part-2']);
  });

  it.each([
    ['alone past the limit, without a declared length', 0, 12 * MB, false],
    ['past the limit with the parts before it, without a declared length', 4 * MB, 3 * MB, false],
    ['past the limit with the parts before it, with its length declared', 4 * MB, 3 * MB, true],
  ])('gets its 413 to a client still sending it: %s', async (_, before, bytes, declared) => {
    const { uploadId, dir } = await newUpload(`s${before}${bytes}${declared}`);
    if (before) expect((await sendPart(uploadId, 1, new Uint8Array(before))).status).toBe(200);
    const answer = await sendStreamed(uploadId, 2, bytes, declared);
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ Code: 413, Message: TOO_LARGE });
    expect(await leftoversIn(dir)).toEqual(before ? ['part-1'] : []);
  });

  it('is refused with a second file after it, which only the end of the body shows, leaving nothing', async () => {
    const { uploadId, dir } = await newUpload('two');
    const form = formWith('blob', new Uint8Array(MB));
    form.append('other', new Blob([new Uint8Array(10)]), 'b.bin');
    const r = await raw(server.url, 'MultipartUpload', {
      token: school.token,
      query: { uploadId, partNumber: 1 },
      form,
    });
    expect(r.json.Message).toBe('只能上传1个文件, 请先取消已选择或已上传文件');
    expect(await leftoversIn(dir)).toEqual([]);
  });

  it('is written whole from a streamed body within the limit', async () => {
    const { uploadId, dir } = await newUpload('whole');
    const answer = await sendStreamed(uploadId, 1, 2 * MB + 17);
    expect(answer.json).toMatchObject({ Content: { partNumber: 1, size: 2 * MB + 17 } });
    expect(await leftoversIn(dir)).toEqual(['part-1']);
    expect((await stat(join(dir, 'part-1'))).size).toBe(2 * MB + 17);
  });
});
