/**
 * The object store: any server speaking the S3 protocol (Aliyun OSS, MinIO, Tencent COS, AWS S3), so that
 * every process of a deployment reads and writes the same files. Keys are the same server-made storage keys
 * as on disk, under an optional prefix. An upload with a limit passes through a temporary file and goes as
 * one PutObject; a write without one (zips, the demo's stand-ins) streams through a multipart upload a few parts
 * at a time. Neither holds a whole file in memory; one that fails or passes the size limit leaves no object.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { displayFileName, uploadTooLarge } from '@practice/sdk';
import { contentTypeOf } from './content-type.js';
import { FILE_MESSAGES, FileError, RangeNotSatisfiable } from './errors.js';
import { chunksOf, type FileData } from './file-data.js';
import { type GetOptions, getObject } from './object-get.js';
import {
  type ByteRange,
  type FileInfo,
  type FileStorage,
  newStorageKey,
  type OpenedFile,
  type RangeRequest,
} from './storage.js';
import { storagePathSegments } from './storage-path.js';

export interface S3Settings {
  /** https://oss-cn-hangzhou.aliyuncs.com, http://127.0.0.1:9000 ...; absent for AWS itself. */
  readonly endpoint?: string | undefined;
  readonly region: string;
  readonly bucket: string;
  /** Both or neither: without them the SDK's own chain is used (an instance role, AWS_* variables). */
  readonly accessKeyId?: string | undefined;
  readonly secretAccessKey?: string | undefined;
  /** bucket in the path (MinIO, s3rver) rather than in the host name (OSS, COS, S3). */
  readonly forcePathStyle: boolean;
  /** Put before every key ('practice/'), so one bucket can hold several deployments. */
  readonly keyPrefix: string;
}

// Each part waits in memory until sent: an upload holds at most the parts in flight and the one being
// filled, 5 MB each (S3's smallest part), so about 15 MB however large the file.
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
// The most one PutObject may carry; a larger limit keeps the multipart upload.
const SINGLE_PUT_MAX_BYTES = 5 * 1024 ** 3;
// A download's URL is signed by this process and used at once: a minute is ample (one refused goes the SDK's way).
const DIRECT_GET_SECONDS = 60;

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
const isMissing = (error: unknown) => statusOf(error) === 404;

export function createS3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
    // The SDK's newer default adds CRC checksums (and aws-chunked bodies) that OSS, COS and older MinIO
    // refuse; only what the protocol requires keeps every S3-compatible store working.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function createS3Storage(
  settings: S3Settings,
  client = createS3Client(settings),
  directGet: GetOptions = {},
): FileStorage {
  const Bucket = settings.bucket;
  const prefix = settings.keyPrefix;
  /** The object key of a storage key, refused like a path on disk (the same keys are valid on both). */
  const keyOf = (path: string) => prefix + storagePathSegments(path).join('/');
  /** A folder's prefix ('' is the top), checked like a key. */
  const folderKey = (folder: string) =>
    folder === '' ? prefix : `${prefix}${storagePathSegments(folder.replace(/\/$/, '')).join('/')}/`;

  async function head(path: string): Promise<FileInfo | null> {
    try {
      const h = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(path) }));
      return { path, size: h.ContentLength ?? 0, modifiedAt: h.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /**
   * An upload with a limit (what a client sends) is first written to a temporary file and then sent as one
   * PutObject of a known length, read from the disk as it goes: a multipart upload holds three 5 MB parts in
   * memory per upload, so 20 uploads at once held 300 MB (bench/files-store.ts); this holds a few 64 KB
   * buffers. The disk is the operating system's temporary folder (TMPDIR), emptied again whatever happens.
   */
  async function spooled(path: string, data: FileData, maxMb: number): Promise<number> {
    const maxBytes = maxMb * 1024 * 1024;
    const folder = await mkdtemp(join(tmpdir(), 'practice-upload-'));
    const file = join(folder, 'body');
    try {
      let size = 0;
      // Stops at the first byte past the limit, before anything reaches the store.
      await pipeline(
        Readable.from(chunksOf(data), { objectMode: false }),
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.byteLength;
            done(size > maxBytes ? new FileError(uploadTooLarge(maxMb), 413) : null, chunk);
          },
        }),
        createWriteStream(file),
      );
      const Key = keyOf(path);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: contentTypeOf(displayFileName(path)),
          }),
        );
      } catch (error) {
        // A put that failed half way may have been acknowledged by the store: the key is new, so it goes.
        await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => {});
        throw error;
      }
      return size;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async function upload(path: string, data: FileData, maxMb: number | undefined): Promise<number> {
    if (maxMb !== undefined && maxMb * 1024 * 1024 <= SINGLE_PUT_MAX_BYTES) return spooled(path, data, maxMb);
    const maxBytes = maxMb === undefined ? Number.POSITIVE_INFINITY : maxMb * 1024 * 1024;
    let size = 0;
    let refusal: FileError | undefined;
    async function* limited() {
      for await (const chunk of chunksOf(data)) {
        size += chunk.byteLength;
        if (size > maxBytes) {
          refusal = new FileError(uploadTooLarge(maxMb ?? 0), 413);
          throw refusal;
        }
        yield chunk;
      }
    }
    const body = Readable.from(limited(), { objectMode: false });
    const Key = keyOf(path);
    const task = new Upload({
      client,
      params: { Bucket, Key, Body: body, ContentType: contentTypeOf(displayFileName(path)) },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    try {
      await task.done();
      return size;
    } catch (error) {
      body.destroy(); // stops reading the request (chunksOf cancels a web stream)
      await task.abort().catch(() => {});
      // The key is new and random: anything there now is this upload's own, half-acknowledged object.
      await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => {});
      throw refusal ?? error;
    }
  }

  /** The Range header to send: absolute, because some S3-compatible servers misread a suffix ('bytes=-500'). */
  async function rangeHeader(path: string, request: RangeRequest): Promise<string> {
    if (!('suffix' in request)) return `bytes=${request.start}-${request.end ?? ''}`;
    const info = await head(path);
    if (!info) throw new FileError(FILE_MESSAGES.notFound, 404);
    if (request.suffix <= 0 || info.size === 0) throw new RangeNotSatisfiable(info.size);
    return `bytes=${Math.max(0, info.size - request.suffix)}-`;
  }

  /**
   * The object read over a socket of its own (object-get.ts), from a presigned GetObject URL: about a third
   * of the SDK stream's CPU per byte sent. Null for any answer but a plain 200 or 206 (a 404, a 416, a
   * chunked body...), or when the store could not be reached: openBySdk then asks again, and answers as it
   * always has, its retries included.
   */
  async function openDirect(
    path: string,
    Key: string,
    Range: string | undefined,
  ): Promise<OpenedFile | null> {
    const url = await getSignedUrl(
      client,
      new GetObjectCommand({ Bucket, Key, ...(Range ? { Range } : {}) }),
      {
        expiresIn: DIRECT_GET_SECONDS,
      },
    );
    const got = await getObject(new URL(url), Range ? { Range } : {}, directGet).catch(() => null);
    if (!got) return null;
    const name = displayFileName(path);
    const range = Range ? rangeFrom(got.head.headers.get('content-range')) : undefined;
    if (Range && got.head.status === 206 && !range) {
      // A partial answer this cannot place in the file: not sent as if it were the whole.
      got.body.destroy();
      return null;
    }
    const modified = got.head.headers.get('last-modified');
    return {
      stream: got.body,
      size: range ? range.size : got.length,
      contentType: contentTypeOf(name),
      name,
      modifiedAt: modified ? new Date(modified) : new Date(0),
      ...(range ? { range: { start: range.start, end: range.end } } : {}),
    };
  }

  async function openBySdk(path: string, Key: string, Range: string | undefined): Promise<OpenedFile> {
    try {
      const got = await client.send(new GetObjectCommand({ Bucket, Key, ...(Range ? { Range } : {}) }));
      const name = displayFileName(path);
      const range = Range ? rangeFrom(got.ContentRange) : undefined;
      const size = range ? range.size : (got.ContentLength ?? 0);
      return {
        stream: got.Body as Readable,
        size,
        contentType: contentTypeOf(name),
        name,
        modifiedAt: got.LastModified ?? new Date(0),
        ...(range ? { range: { start: range.start, end: range.end } } : {}),
      };
    } catch (error) {
      if (isMissing(error)) throw new FileError(FILE_MESSAGES.notFound, 404);
      if (statusOf(error) === 416) throw new RangeNotSatisfiable((await head(path))?.size ?? 0);
      throw error;
    }
  }

  async function* listed(folder: string): AsyncGenerator<FileInfo> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: folderKey(folder), ContinuationToken }),
      );
      for (const o of page.Contents ?? []) {
        if (!o.Key) continue;
        yield {
          path: o.Key.slice(prefix.length),
          size: o.Size ?? 0,
          modifiedAt: o.LastModified ?? new Date(0),
        };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    kind: 's3',
    async save({ data, originalName, folder, schoolName, maxMb }) {
      const path = newStorageKey({ originalName, folder, schoolName });
      const size = await upload(path, data, maxMb);
      return { path, name: displayFileName(path), size };
    },
    write: (path, data) => upload(path, data, undefined),
    async open(path, request) {
      const Key = keyOf(path);
      const Range = request && (await rangeHeader(path, request));
      return (await openDirect(path, Key, Range)) ?? (await openBySdk(path, Key, Range));
    },
    stat: head,
    async presignPut(path, { size, contentType, expiresInSeconds }) {
      const command = new PutObjectCommand({
        Bucket,
        Key: keyOf(path),
        ContentLength: size,
        ContentType: contentType,
      });
      // Both headers are signed: the store refuses a PUT of another size or type (a presigned PUT cannot say
      // "at most", so the exact declared size is bound, and the server checks the object again afterwards).
      const url = await getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(['content-length', 'content-type']),
      });
      return { url, headers: { 'Content-Type': contentType } };
    },
    async remove(path) {
      // S3 answers a delete of a missing key as a success, so whether there was a file is asked first.
      if (!(await head(path))) return false;
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(path) }));
      return true;
    },
    async folders(folder) {
      const names: string[] = [];
      const Prefix = folderKey(folder);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, Delimiter: '/', ContinuationToken }),
        );
        for (const p of page.CommonPrefixes ?? []) {
          const name = p.Prefix?.slice(Prefix.length, -1);
          if (name && !name.startsWith('.')) names.push(name);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      if (names.length) return names;
      // Some S3-compatible servers (s3rver) answer a delimited listing with nothing for keys two folders down.
      // On a store that lists properly an empty answer means an empty folder, and the walk below ends at once.
      const found = new Set<string>();
      const under = Prefix.length - prefix.length;
      for await (const file of listed(folder)) {
        const [name, ...rest] = file.path.slice(under).split('/');
        if (name && rest.length && !name.startsWith('.')) found.add(name);
      }
      return [...found];
    },
    list: listed,
    async sweepUnfinished(olderThan) {
      let removed = 0;
      const page = await client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: prefix }));
      for (const u of page.Uploads ?? []) {
        if (!u.Key || !u.UploadId || (u.Initiated?.getTime() ?? 0) >= olderThan) continue;
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: u.Key, UploadId: u.UploadId }));
        removed += 1;
      }
      return removed;
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

/** 'bytes 0-99/1234' → the range sent and the whole size. */
function rangeFrom(header: string | undefined): (ByteRange & { size: number }) | undefined {
  const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  return m ? { start: Number(m[1]), end: Number(m[2]), size: Number(m[3]) } : undefined;
}
