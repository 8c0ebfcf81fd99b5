import { uploadTooLarge } from '@practice/sdk';
import type { Queryable } from '../../../db/driver.js';
import { singleUploadedFile, type UploadLimits } from '../../../files/index.js';
import { ApiError, badRequest } from '../../../http/errors.js';

/*
 * Reading a multipart upload without trusting its size: a declared Content-Length over the limit is
 * refused before a byte is read, and an undeclared (chunked) body is cut off as soon as it passes the
 * limit, so an oversized upload is never buffered whole.
 */

export const NOT_MULTIPART = '请使用 multipart/form-data 上传文件';
export const MALFORMED_MULTIPART = '上传内容格式不正确';

function limitedBody(body: ReadableStream<Uint8Array>, maxBytes: number, onCut: () => void) {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen <= maxBytes) {
          controller.enqueue(chunk);
        } else {
          onCut();
          controller.error(new RangeError('upload body over the limit'));
        }
      },
    }),
  );
}

export async function readForm(request: Request, limits: UploadLimits): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw badRequest(NOT_MULTIPART);
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limits.bodyLimitBytes) throw new ApiError(413, uploadTooLarge(limits.maxMb));
  if (!request.body) throw badRequest(MALFORMED_MULTIPART);
  let cutOff = false;
  const body = limitedBody(request.body, limits.bodyLimitBytes, () => {
    cutOff = true;
  });
  try {
    return await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    if (cutOff) throw new ApiError(413, uploadTooLarge(limits.maxMb));
    throw badRequest(MALFORMED_MULTIPART);
  }
}

/** The one file of the form (a second file anywhere is refused: SPEC §5 只能上传1个文件). */
export async function readSingleFile(request: Request, limits: UploadLimits, field: string): Promise<File> {
  const form = await readForm(request, limits);
  const record: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    record[key] = values.length === 1 ? values[0] : values;
  }
  return singleUploadedFile<File>(record, limits, field);
}

/** The school folder of the caller's uploads (SPEC §3: {school name or default}/{module}/...). */
export async function schoolNameOf(q: Queryable, schoolId: string | null): Promise<string | null> {
  if (schoolId === null) return null;
  const rows = await q.query<{ cSchoolName: string | null }>(
    'select "cSchoolName" from "School" where "fSchoolId" = $1',
    [schoolId],
  );
  return rows[0]?.cSchoolName ?? null;
}

/** '&&' separates the parts of a FileList entry (SPEC §3): a name must not contain it. */
export const entryName = (name: string) => name.replace(/&{2,}/g, '&');
