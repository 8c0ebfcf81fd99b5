/**
 * The portal's public folders (the SDK's PUBLIC_UPLOAD_FOLDERS: the news editor's pictures, news, banners):
 * what is stored there is served to anyone with a shared cache, so only the presets' exact folders count,
 * only pictures are public, and an upload must name a preset exactly. A sub-folder ('news/x', 'banners') would
 * otherwise be a public folder no rule covers.
 */
import {
  extensionOf,
  IMAGE_EXTENSIONS,
  PUBLIC_UPLOAD_FOLDERS,
  UPLOAD_FOLDERS,
  type UploadFolder,
} from '@practice/sdk';
import { FILE_MESSAGES, FileError } from './errors.js';

/** Folder → preset, for the public presets ('rich-text' → richText, 'banners/cPics' → banner). */
const PUBLIC_PRESETS: ReadonlyMap<string, UploadFolder> = new Map(
  PUBLIC_UPLOAD_FOLDERS.map((key) => [UPLOAD_FOLDERS[key].folder, key]),
);

// First segments of the public presets ('banners' of 'banners/cPics').
const PUBLIC_TOPS = new Set([...PUBLIC_PRESETS.keys()].map((folder) => folder.split('/')[0] ?? ''));
// Any upload folder starting with one, in any case, is in public territory (a case-insensitive disk, a
// proxy that lower-cases paths).
const PUBLIC_TOPS_ANY_CASE = new Set([...PUBLIC_TOPS].map((top) => top.toLowerCase()));

/** The public preset an upload folder names exactly, or null for a private folder. */
export function publicPresetOf(folder: string): UploadFolder | null {
  const exact = PUBLIC_PRESETS.get(folder);
  if (exact) return exact;
  if (PUBLIC_TOPS_ANY_CASE.has((folder.split('/')[0] ?? '').toLowerCase())) {
    throw new FileError(FILE_MESSAGES.folderInvalid);
  }
  return null;
}

/**
 * Whether a stored key is public content: {school}/{public preset}/{name} with a picture's extension. The
 * seed keeps its sample banners one level up (demo/banners/{name}), which is read the same way; nothing can
 * be uploaded there any more.
 */
export function isPublicFile(path: string): boolean {
  const segments = path.split('/');
  if (segments.length < 3) return false;
  const folder = segments.slice(1, -1).join('/');
  const atPreset = PUBLIC_PRESETS.has(folder) || (segments.length === 3 && PUBLIC_TOPS.has(folder));
  const name = segments[segments.length - 1] ?? '';
  return atPreset && (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}
