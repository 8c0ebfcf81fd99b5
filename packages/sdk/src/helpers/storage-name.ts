/**
 * Object-storage naming of SPEC §3 ("File naming in storage"):
 *   {school name or default}/{module}/{uid or timestamp}---{original name}, thumbnails prefixed S_.
 * The uid prefix keeps same-named uploads apart; displayFileName() strips it again for the user.
 */

export const STORAGE_NAME_SEPARATOR = '---';
export const THUMBNAIL_PREFIX = 'S_';
export const DEFAULT_STORAGE_FOLDER = 'default';

// Used when nothing printable is left of a name, so a key never ends in a bare separator.
const FALLBACK_NAME = 'file';

const stripControl = (value: string): string => value.replace(/\p{Cc}/gu, '');

// Browsers report "C:\fakepath\a.png" for some inputs; both separators count.
const lastSegment = (value: string): string => value.split(/[/\\]/).pop() ?? '';

/**
 * The bare file name a user chose, safe to embed in a key: control characters removed and any folder part
 * dropped, so a crafted name like "../../x" cannot climb out of the module folder.
 */
export function sanitizeFileName(originalName: string): string {
  const name = lastSegment(stripControl(originalName)).trim();
  return name === '' || name === '.' || name === '..' ? FALLBACK_NAME : name;
}

function checkUid(uid: string | number): string {
  const text = String(uid);
  if (text === '' || text.includes(STORAGE_NAME_SEPARATOR) || /[/\\\p{Cc}]/u.test(text)) {
    // A uid containing the separator would make displayFileName() cut the name in the wrong place.
    throw new RangeError(`storage uid must be non-empty without "/", "\\" or "---": ${JSON.stringify(text)}`);
  }
  return text;
}

/** `${uid}---${name}`; without a uid the current epoch milliseconds stand in, as the original product did. */
export function storageFileName(originalName: string, uid?: string | number): string {
  return `${checkUid(uid ?? Date.now())}${STORAGE_NAME_SEPARATOR}${sanitizeFileName(originalName)}`;
}

export interface StorageKeyInput {
  /** From global state; absent or blank when no school is chosen. */
  schoolName?: string | null;
  /** Module folder, possibly nested such as 'references/cFilePath'. */
  module: string;
  originalName: string;
  uid?: string | number;
  thumbnail?: boolean;
}

function cleanFolder(value: string): string[] {
  return stripControl(value)
    .split(/[/\\]/)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

// A school name is one folder even if it contains a slash, so its separators are removed, not split on.
function schoolFolder(schoolName: string | null | undefined): string {
  const name = stripControl(schoolName ?? '')
    .replace(/[/\\]/g, '')
    .trim();
  return name === '' ? DEFAULT_STORAGE_FOLDER : name;
}

export function storageKey(input: StorageKeyInput): string {
  const module = cleanFolder(input.module);
  if (module.length === 0) {
    throw new RangeError(`storage module folder is empty: ${JSON.stringify(input.module)}`);
  }
  const prefix = input.thumbnail ? THUMBNAIL_PREFIX : '';
  return [
    schoolFolder(input.schoolName),
    ...module,
    prefix + storageFileName(input.originalName, input.uid),
  ].join('/');
}

/** The name to show: folder path dropped, then everything up to and including the first '---'. */
export function displayFileName(name: string): string {
  const base = lastSegment(name);
  const at = base.indexOf(STORAGE_NAME_SEPARATOR);
  return at === -1 ? base : base.slice(at + STORAGE_NAME_SEPARATOR.length);
}
