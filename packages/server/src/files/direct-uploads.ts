/**
 * Direct uploads (issue 31): on an object store the browser PUTs a large file straight to the store with a
 * short-lived presigned URL for one server-made key, so the bytes never pass through this server. Until the
 * server has looked at the object (it exists, its size is the declared one and within the limit, its first
 * bytes are what its extension promises: the same rules as a server upload) the key is pending in
 * app_direct_upload and counts for nothing: it is not the caller's upload in the ledger, no row may name it
 * (file-refs.ts), and the sweep removes its object once its time is past. A refused object is removed at once.
 */
import { extensionOf, uploadTooLarge } from '@practice/sdk';
import type { Queryable } from '../db/driver.js';
import { assertFileType, fileKindOfFolder } from './content-type.js';
import { FileError } from './errors.js';
import type { FileStorage } from './storage.js';

/** How long a presigned URL works: long enough to start a large upload, short enough to be useless if leaked. */
export const DIRECT_URL_SECONDS = 15 * 60;
/**
 * How long after its URL expired a pending upload may still be verified, and before the sweep removes it: a
 * PUT that began just before the expiry may take this long to arrive.
 */
export const DIRECT_GRACE_MS = 60 * 60 * 1000;

export const DIRECT_MESSAGES = {
  unavailable: '当前文件存储不支持浏览器直传，请使用服务器上传',
  publicFolder: '公共目录的图片须经服务器上传，不能直传',
  unknown: '直传记录不存在或已过期，请重新上传',
  notArrived: '文件尚未上传到存储，请上传完成后再确认',
  sizeMismatch: '存储中的文件大小与申报的不一致，请重新上传',
  unverified: '文件尚未通过校验，不能引用',
  storeDown: '对象存储暂时无法访问，请稍后重试',
} as const;

export interface PendingUpload {
  readonly path: string;
  readonly userId: string;
  readonly schoolId: string | null;
  readonly folder: string;
  /** The name shown for the file (the key's name part), whose extension the content must match. */
  readonly name: string;
  readonly size: number;
  readonly expiresAt: Date;
  readonly verifiedAt: Date | null;
}

export async function notePending(q: Queryable, p: Omit<PendingUpload, 'verifiedAt'>): Promise<void> {
  await q.query(
    `insert into app_direct_upload (path, user_id, school_id, folder, name, size, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
    [p.path, p.userId, p.schoolId, p.folder, p.name, p.size, p.expiresAt.toISOString()],
  );
}

type PendingRow = {
  path: string;
  user_id: string;
  school_id: string | null;
  folder: string;
  name: string;
  size: string | number;
  expires_at: Date | string;
  verified_at: Date | string | null;
};

/** The direct upload at `path` if `userId` asked for it: another caller's key is as unknown as a made-up one. */
export async function ownPending(q: Queryable, path: string, userId: string): Promise<PendingUpload | null> {
  const [row] = await q.query<PendingRow>(
    'select * from app_direct_upload where path = $1 and user_id = $2',
    [path, userId],
  );
  if (!row) return null;
  return {
    path: row.path,
    userId: row.user_id,
    schoolId: row.school_id,
    folder: row.folder,
    name: row.name,
    size: Number(row.size),
    expiresAt: new Date(row.expires_at),
    verifiedAt: row.verified_at === null ? null : new Date(row.verified_at),
  };
}

/** Whether a pending upload may still be verified at `now`. */
export const stillVerifiable = (p: PendingUpload, now = Date.now()) =>
  p.verifiedAt !== null || p.expiresAt.getTime() + DIRECT_GRACE_MS > now;

/**
 * Marks the upload verified; false when its record is gone meanwhile (the sweep took it at the end of its
 * grace while the object was being read), so that a file the sweep removed is never handed out.
 */
export async function markVerified(q: Queryable, path: string): Promise<boolean> {
  const rows = await q.query(
    'update app_direct_upload set verified_at = coalesce(verified_at, now()) where path = $1 returning path',
    [path],
  );
  return rows.length > 0;
}

/** Those of `paths` that are direct uploads not verified (yet or ever): no row may name them. */
export async function unverifiedAmong(q: Queryable, paths: readonly string[]): Promise<string[]> {
  if (!paths.length) return [];
  const rows = await q.query<{ path: string }>(
    'select path from app_direct_upload where path = any($1) and verified_at is null',
    [[...paths]],
  );
  return rows.map((r) => r.path);
}

/** Removes the object and forgets the upload; the key then names nothing. */
async function discard(q: Queryable, storage: FileStorage, path: string): Promise<void> {
  await storage.remove(path);
  await q.query('delete from app_direct_upload where path = $1 and verified_at is null', [path]);
}

// The content rules read a file's first bytes (sniff.ts: 64 KiB are plenty); an SVG is read whole, because
// what it may run can sit anywhere in it.
const HEAD_BYTES = 64 * 1024;

async function headOf(storage: FileStorage, p: PendingUpload): Promise<Uint8Array> {
  const whole = extensionOf(p.name) === 'svg';
  const opened = await storage.open(p.path, whole ? undefined : { start: 0, end: HEAD_BYTES - 1 });
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Looks at the object of a pending upload: missing, a FileError (the client may PUT and ask again); oversized,
 * of another size than declared, or not what its name says, a FileError after the object and the record are
 * removed. Errors of the store itself pass through unchanged.
 */
export async function verifyPending(
  q: Queryable,
  storage: FileStorage,
  p: PendingUpload,
  maxMb: number,
): Promise<void> {
  const info = await storage.stat(p.path);
  if (!info) throw new FileError(DIRECT_MESSAGES.notArrived);
  try {
    if (info.size > maxMb * 1024 * 1024) throw new FileError(uploadTooLarge(maxMb), 413);
    if (info.size !== p.size) throw new FileError(DIRECT_MESSAGES.sizeMismatch);
    assertFileType(fileKindOfFolder(p.folder), p.name, await headOf(storage, p));
  } catch (error) {
    if (error instanceof FileError) await discard(q, storage, p.path);
    throw error;
  }
}

/** Removes the objects of direct uploads never verified whose time is past; answers how many went. */
export async function sweepUnverified(q: Queryable, storage: FileStorage, now = Date.now()): Promise<number> {
  const rows = await q.query<{ path: string }>(
    'select path from app_direct_upload where verified_at is null and expires_at < $1',
    [new Date(now - DIRECT_GRACE_MS).toISOString()],
  );
  let removed = 0;
  for (const { path } of rows) {
    try {
      await discard(q, storage, path);
      removed += 1;
    } catch {
      // The store did not answer: the record stays, and the next sweep tries again.
    }
  }
  return removed;
}
