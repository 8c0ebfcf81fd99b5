import { callerByToken } from '../auth/caller.js';
import type { Db } from '../db/driver.js';
import { FILE_MESSAGES } from '../files/errors.js';
import { mayReadFile } from '../files/file-readers.js';
import { isPublicFile } from '../files/public-folders.js';
import { ApiError, LOGIN_REQUIRED } from './errors.js';
import { noteCall } from './request-log.js';
import { credentialsOf } from './session-cookie.js';

/*
 * Who may read a stored file at /files/. Pictures at the portal's public presets (banners, news and their
 * editor's pictures) are served to anyone; every other file only to a signed-in user, by the Authorization
 * header (the SDK's downloads) or by the session cookie (http/session-cookie.ts), which is what a browser's
 * <img> sends, and then only to its uploader or to someone whose row scope covers a row that references it
 * (files/file-readers.ts). A revoked or expired session is refused through either.
 */

export { isPublicFile };

export type FileAccess = 'public' | 'private';

/**
 * How a file may be served to this request, or why not: 401 请先登录 without a live sign-in, 403 无权查看该文件
 * when nothing the caller may see references it. A missing file answers the same, so the check tells no one
 * what exists.
 */
export async function fileAccess(db: Db, request: Request, path: string): Promise<FileAccess> {
  if (isPublicFile(path)) return 'public';
  const credentials = credentialsOf(request);
  const caller = credentials ? await callerByToken(db, credentials.token) : null;
  if (!caller) throw new ApiError(401, LOGIN_REQUIRED);
  noteCall(request, 'files', caller.userId);
  if (!(await mayReadFile(db, caller, path))) throw new ApiError(403, FILE_MESSAGES.readForbidden);
  return 'private';
}
