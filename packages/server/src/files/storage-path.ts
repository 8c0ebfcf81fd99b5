/**
 * Storage paths are relative keys such as 'default/news/{uid}---报名表.pdf' (SPEC §3) and travel in URLs under
 * '/files/' (the SDK's default fileBase). Everything that turns a key or URL into a place on disk goes through
 * these checks, so traversal is refused in one place rather than remembered in every route.
 */
import { FILE_MESSAGES, FileError } from './errors.js';

export const FILES_URL_PREFIX = '/files/';
export const BATCH_DOWNLOAD_FOLDER = 'batch-download';

const MAX_PATH_CHARS = 1024;
const MAX_FOLDER_CHARS = 100;
// The contract's folder rule (operations/uploads.ts): ASCII word segments, such as 'banners/cPics'.
const PLAIN_FOLDER = /^[\w-]+(?:\/[\w-]+)*$/;

/** A BatchUpload folder (SPEC §7.4 presets or other plain segments), else 上传目录不合法. */
export function checkUploadFolder(folder: string): string {
  const trimmed = folder.trim();
  if (trimmed.length > MAX_FOLDER_CHARS || !PLAIN_FOLDER.test(trimmed)) {
    throw new FileError(FILE_MESSAGES.folderInvalid);
  }
  return trimmed;
}

const invalidPath = () => new FileError(FILE_MESSAGES.pathInvalid);

// Decodes up to three times, so a key that a careless caller decodes again still cannot become '..'.
function decodedForms(segment: string): string[] {
  const forms = [segment];
  for (let i = 0; i < 3; i += 1) {
    const previous = forms[forms.length - 1] ?? '';
    let next: string;
    try {
      next = decodeURIComponent(previous);
    } catch {
      break;
    }
    if (next === previous) break;
    forms.push(next);
  }
  return forms;
}

function isSafeSegment(segment: string): boolean {
  if (segment === '' || segment.startsWith('.')) return false;
  return decodedForms(segment).every((form) => form !== '.' && form !== '..' && !/[/\\\p{Cc}]/u.test(form));
}

/**
 * The segments of a storage key, or 文件路径不合法 for anything that could leave the root: absolute paths,
 * drive letters, backslashes, control characters (NUL), '.'/'..' (also percent-encoded), and hidden names
 * (a leading dot, which is how storage marks files still being written).
 */
export function storagePathSegments(path: string): string[] {
  if (typeof path !== 'string' || path === '' || path.length > MAX_PATH_CHARS) throw invalidPath();
  if (path.startsWith('/') || /[\\\p{Cc}]/u.test(path)) throw invalidPath();
  const segments = path.split('/');
  if (/^[a-z]:$/i.test(segments[0] ?? '') || !segments.every(isSafeSegment)) throw invalidPath();
  return segments;
}

/** The storage key addressed by a URL path under '/files/' (each segment percent-decoded once). */
export function storagePathFromUrl(urlPath: string): string {
  if (!urlPath.startsWith(FILES_URL_PREFIX)) throw invalidPath();
  const decoded = urlPath
    .slice(FILES_URL_PREFIX.length)
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        throw invalidPath();
      }
    });
  // An encoded separator inside one segment would otherwise become a new segment after joining.
  if (decoded.some((segment) => /[/\\]/.test(segment))) throw invalidPath();
  const path = decoded.join('/');
  storagePathSegments(path);
  return path;
}

/** The URL path a stored key is served from, segment by segment encoded as the SDK's fileUrl() does. */
export const fileUrlPath = (path: string): string =>
  FILES_URL_PREFIX + storagePathSegments(path).map(encodeURIComponent).join('/');
