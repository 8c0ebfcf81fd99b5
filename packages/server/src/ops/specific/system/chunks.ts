import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extensionOf, IMAGE_EXTENSIONS, uploadTooLarge } from '@practice/sdk';
import { assertFileType, fileKindOfFolder, fileStorage, uploadLimits } from '../../../files/index.js';
import { MULTIPART_FOLDER } from '../../../files/sweep.js';
import { admitFolder } from '../../../files/upload-gate.js';
import { ApiError, badRequest, refused } from '../../../http/errors.js';
import { type OpContext, signedIn } from '../../context.js';
import { onNoRow } from '../../declared.js';
import { streamSingleFile } from './upload-stream.js';
import { saveUpload } from './uploads.js';

/*
 * Chunked uploads (Upload/MultipartVerify, MultipartUpload, MultipartMerge): a large file travels in parts
 * that survive a dropped connection. A part is written to disk as it arrives, never held whole in memory.
 * Parts wait in {filesDir}/.multipart/{uploadId}/, a folder the storage keys can never name (storage refuses
 * hidden segments); the merge passes the same folder gate and content check as BatchUpload, checks size and
 * hash, writes the whole file through the same storage (atomic rename, noted as the caller's upload), then
 * removes the parts.
 * The upload id is derived from the user, the file's hash and its name, so asking again resumes.
 */

interface Meta {
  userId: string;
  hash: string;
  fileName: string;
}
interface Done {
  cFilePath: string;
  fSize: number;
}

export const UNKNOWN_UPLOAD = '分片上传编号不存在，请先校验文件';
export const HASH_MISMATCH = '文件校验失败，合并后的文件与校验值不一致，请重新上传';

const root = (ctx: OpContext) => join(ctx.config.filesDir, MULTIPART_FOLDER);
const folderOf = (ctx: OpContext, uploadId: string) => join(root(ctx), uploadId);
const partName = (n: number) => `part-${n}`;

/** A bookkeeping file, or null when it is missing or unreadable (a crash mid-write leaves no half state). */
async function readJson<T>(path: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

async function partsOf(dir: string): Promise<Map<number, number>> {
  const sizes = new Map<number, number>();
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const m = /^part-(\d+)$/.exec(name);
    if (m) sizes.set(Number(m[1]), (await stat(join(dir, name))).size);
  }
  return sizes;
}

/** The caller's own upload, or UNKNOWN_UPLOAD (another user's id is as unknown as a made-up one). */
async function ownUpload(ctx: OpContext, uploadId: string): Promise<{ dir: string; meta: Meta }> {
  const dir = folderOf(ctx, uploadId);
  const meta = await readJson<Meta>(join(dir, 'meta.json'));
  if (!meta || meta.userId !== signedIn(ctx).userId) throw badRequest(UNKNOWN_UPLOAD);
  return { dir, meta };
}

export const multipartVerify = onNoRow(
  "the caller's own chunked upload: its parts are files, not rows",
  async (ctx, { query }) => {
    const caller = signedIn(ctx);
    const hash = String(query.cFileHash).toLowerCase();
    const fileName = String(query.cFileName);
    const uploadId = createHash('sha256')
      .update(`${caller.userId}\n${hash}\n${fileName}`)
      .digest('hex')
      .slice(0, 40);
    const dir = folderOf(ctx, uploadId);
    await mkdir(dir, { recursive: true });
    const metaPath = join(dir, 'meta.json');
    if (!(await readJson<Meta>(metaPath))) {
      await writeFile(metaPath, JSON.stringify({ userId: caller.userId, hash, fileName } satisfies Meta));
    }
    const done = await readJson<Done>(join(dir, 'done.json'));
    const stillThere = !!done && (await fileStorage(ctx.config).stat(done.cFilePath)) !== null;
    return {
      uploadId,
      exists: !!stillThere,
      cFilePath: stillThere ? (done?.cFilePath ?? null) : null,
      uploadedParts: stillThere ? [] : [...(await partsOf(dir)).keys()].sort((a, b) => a - b),
    };
  },
);

/** The parts together passed the limit: the sender's fault, answered after the rest of the part is read. */
class PartTooLarge extends ApiError {
  constructor(message: string) {
    super(413, message);
  }
}

/** Writes a part to `target` as it arrives, refusing it (413) at the first byte past `roomBytes`. */
async function writePart(data: AsyncIterable<Uint8Array>, target: string, roomBytes: number, maxMb: number) {
  let size = 0;
  await pipeline(
    Readable.from(data, { objectMode: false }),
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.byteLength;
        done(size > roomBytes ? new PartTooLarge(uploadTooLarge(maxMb)) : null, chunk);
      },
    }),
    createWriteStream(target),
  );
  return size;
}

export const multipartUpload = onNoRow(
  "the caller's own chunked upload: its parts are files, not rows",
  async (ctx, { query }) => {
    const uploadId = String(query.uploadId);
    const partNumber = Number(query.partNumber);
    const { dir } = await ownUpload(ctx, uploadId);
    const limits = uploadLimits({ maxMb: ctx.config.uploadMaxMb });
    const others = [...(await partsOf(dir))]
      .filter(([n]) => n !== partNumber)
      .reduce((s, [, size]) => s + size, 0);
    // Read as it arrives, straight to the part's file: many parts at once hold a few buffers each, not
    // whole parts in memory. The form's rules are readSingleFile's (upload-stream.ts).
    const file = await streamSingleFile(ctx.request, limits, 'file', () => false);
    const temporary = join(dir, `.${randomBytes(8).toString('hex')}.uploading`);
    try {
      // The parts together are the file: their sum is held to the same limit as a single upload.
      const size = await writePart(file.data, temporary, limits.maxBytes - others, limits.maxMb);
      await file.finished;
      await rename(temporary, join(dir, partName(partNumber)));
      return { partNumber, size };
    } catch (error) {
      await rm(temporary, { force: true });
      // The rest of the part is read (and dropped) before the 413, so that the client, still sending, is
      // not cut off before it reads the answer; any other refusal came from the body itself.
      if (error instanceof PartTooLarge) return file.refuseWith(error);
      file.abort();
      throw error;
    }
  },
);

const HASHES: Record<number, string> = { 32: 'md5', 40: 'sha1', 64: 'sha256' };

async function* partStream(dir: string, count: number): AsyncGenerator<Uint8Array> {
  for (let n = 1; n <= count; n += 1) {
    for await (const chunk of createReadStream(join(dir, partName(n)))) yield chunk as Uint8Array;
  }
}

async function digestOf(dir: string, count: number, algorithm: string): Promise<string> {
  const hash = createHash(algorithm);
  for await (const chunk of partStream(dir, count)) hash.update(chunk);
  return hash.digest('hex');
}

/** Enough of the file for the type check: all of an image (its content is sniffed), a little of the rest. */
async function headOf(dir: string, count: number, name: string): Promise<Uint8Array> {
  const whole = (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name));
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of partStream(dir, count)) {
    chunks.push(chunk);
    size += chunk.byteLength;
    if (!whole && size >= 64 * 1024) break;
  }
  return Buffer.concat(chunks);
}

interface MergeBody {
  uploadId: string;
  cFileName: string;
  partCount: number;
  folder: string;
}

export const multipartMerge = onNoRow(
  "the caller's own chunked upload: it stores a new file in a folder admitFolder lets the caller write",
  async (ctx, { body }) => {
    const input = body as MergeBody;
    const folder = await admitFolder(ctx.db, signedIn(ctx), input.folder);
    const { dir, meta } = await ownUpload(ctx, input.uploadId);
    const done = await readJson<Done>(join(dir, 'done.json'));
    if (done) return done;
    const lock = await open(join(dir, 'merge.lock'), 'wx').catch(() => null);
    if (!lock) throw refused('该文件正在合并，请稍后再试');
    try {
      const parts = await partsOf(dir);
      const missing = Array.from({ length: input.partCount }, (_, i) => i + 1).filter((n) => !parts.has(n));
      if (missing.length) throw badRequest(`缺少分片：${missing.slice(0, 20).join(', ')}`);
      if ([...parts.keys()].some((n) => n > input.partCount))
        throw badRequest('分片数量与已上传的分片不一致');
      const maxMb = ctx.config.uploadMaxMb;
      const total = [...parts.values()].reduce((s, size) => s + size, 0);
      if (total > maxMb * 1024 * 1024) throw new ApiError(413, uploadTooLarge(maxMb));
      const algorithm = HASHES[meta.hash.length];
      if (algorithm && (await digestOf(dir, input.partCount, algorithm)) !== meta.hash)
        throw badRequest(HASH_MISMATCH);
      assertFileType(
        fileKindOfFolder(folder),
        input.cFileName,
        await headOf(dir, input.partCount, input.cFileName),
      );
      const stored = await saveUpload(ctx, {
        data: partStream(dir, input.partCount),
        originalName: input.cFileName,
        folder,
      });
      const result: Done = { cFilePath: stored.path, fSize: stored.size };
      await writeFile(join(dir, 'done.json'), JSON.stringify(result));
      for (const n of parts.keys()) await rm(join(dir, partName(n)), { force: true });
      return result;
    } finally {
      await lock.close();
      await rm(join(dir, 'merge.lock'), { force: true });
    }
  },
);
