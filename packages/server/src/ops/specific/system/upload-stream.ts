import { Readable } from 'node:stream';
import { checkSingleFile, uploadTooLarge } from '@practice/sdk';
import busboy from 'busboy';
import { FILE_MESSAGES, FileError, type UploadLimits } from '../../../files/index.js';
import { ApiError, badRequest } from '../../../http/errors.js';
import { MALFORMED_MULTIPART, NOT_MULTIPART } from './upload-form.js';

/*
 * A single-file upload read as it arrives (BatchUpload, UploadImageNoPro, /file/upload): the file's first bytes
 * are held for the content check, and the rest flows on to the store, so a server taking many large uploads at
 * once holds a few buffers per upload, never whole files (bench/files-store.ts). The form's rules are those of
 * readSingleFile: one file in the named field, within the limit. What can only be known at the end of the body
 * (a second file after this one) is answered by `finished`, and the caller removes what it stored.
 */

// The content rules read a file's first bytes (sniff.ts: 64 KiB are plenty).
const HEAD_BYTES = 64 * 1024;

export interface StreamedUpload {
  readonly name: string;
  /** The first bytes, or the whole file when `whole` asked for it. */
  readonly head: Uint8Array;
  /** The whole file, the head first; it fails instead of ending when the upload is refused meanwhile. */
  readonly data: AsyncIterable<Uint8Array>;
  /** Resolves when the body ended with this one file; rejects with the refusal otherwise. */
  readonly finished: Promise<void>;
  /**
   * Refuses the file with `error`, unless reading the rest of it shows a refusal that comes first (over the
   * limit, a broken body), as when the whole form was read before any check; then stops reading the body.
   */
  refuseWith(error: unknown): Promise<never>;
  /** Stops reading the body. */
  abort(): void;
}

export async function streamSingleFile(
  request: Request,
  limits: UploadLimits,
  field: string,
  whole: (name: string) => boolean,
): Promise<StreamedUpload> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw badRequest(NOT_MULTIPART);
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limits.bodyLimitBytes) throw new ApiError(413, uploadTooLarge(limits.maxMb));
  if (!request.body) throw badRequest(MALFORMED_MULTIPART);
  let parser: busboy.Busboy;
  try {
    // Browsers send a non-ASCII file name as raw UTF-8 in the part's header.
    parser = busboy({
      headers: { 'content-type': type },
      limits: { fileSize: limits.maxBytes },
      defParamCharset: 'utf8',
    });
  } catch {
    throw badRequest(MALFORMED_MULTIPART);
  }
  const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>);

  let files = 0;
  let refusal: Error | undefined;
  const refuse = (error: Error) => {
    refusal ??= error;
  };
  let settleFile: (file: { name: string; stream: Readable } | Error) => void = () => {};
  const arrived = new Promise<{ name: string; stream: Readable } | Error>((resolve) => {
    settleFile = resolve;
  });
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('file', (name, stream, info) => {
      files += 1;
      stream.on('limit', () => refuse(new FileError(uploadTooLarge(limits.maxMb), 413)));
      if (files === 1 && name === field) {
        settleFile({ name: info.filename ?? '', stream });
        return;
      }
      if (files > 1) refuse(new FileError(checkSingleFile(files - 1) ?? FILE_MESSAGES.noFile));
      stream.resume();
    });
    parser.on('error', () => {
      refuse(badRequest(MALFORMED_MULTIPART));
      settleFile(refusal as Error);
      reject(refusal);
    });
    parser.on('close', () => {
      if (files === 0) refuse(new FileError(FILE_MESSAGES.noFile));
      settleFile(refusal ?? new FileError(FILE_MESSAGES.noFile));
      if (refusal) reject(refusal);
      else resolve();
    });
  });
  finished.catch(() => {}); // read by the caller; an early refusal must not surface as unhandled
  source.on('error', () => parser.destroy());
  source.pipe(parser);
  const abort = () => {
    source.destroy();
    parser.destroy();
  };

  const file = await arrived;
  if (file instanceof Error) {
    abort();
    throw file;
  }
  const chunks = file.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  /** The next piece of the file; a body that breaks off is the sender's fault (400), never a 500. */
  const next = async () => {
    try {
      return await chunks.next();
    } catch {
      refuse(badRequest(MALFORMED_MULTIPART));
      throw refusal;
    }
  };
  const held: Buffer[] = [];
  let size = 0;
  const wholeFile = whole(file.name);
  try {
    for (;;) {
      if (!wholeFile && size >= HEAD_BYTES) break;
      const piece = await next();
      if (piece.done) break;
      held.push(piece.value);
      size += piece.value.byteLength;
    }
    if (refusal) throw refusal;
  } catch (error) {
    abort();
    throw error;
  }
  async function* data(): AsyncGenerator<Uint8Array> {
    yield* held;
    for (;;) {
      const piece = await next();
      if (piece.done) break;
      yield piece.value;
    }
    // A part cut at the limit ends like a whole one: only the refusal tells them apart.
    if (refusal) throw refusal;
  }
  async function refuseWith(error: unknown): Promise<never> {
    try {
      for (;;) if ((await next()).done) break;
    } catch {
      // The body broke off: the refusal says so.
    }
    abort();
    throw refusal ?? error;
  }
  return { name: file.name, head: Buffer.concat(held), data: data(), finished, refuseWith, abort };
}
