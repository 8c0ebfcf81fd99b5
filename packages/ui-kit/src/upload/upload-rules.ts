/**
 * Which files an upload field takes and what it says when it refuses one (SPEC §5, §8). Pure, so the view
 * and the tests cannot disagree about wording or order of the checks.
 */
import {
  BANNER_IMAGE_TYPES,
  BANNER_RECOMMENDED_SIZE,
  checkSingleFile,
  checkUploadSize,
  DEFAULT_UPLOAD_MAX_MB,
  IMAGE_EXTENSIONS,
  IMAGE_PASTE_TYPES,
  matchesTypeList,
  UPLOAD_FAILED,
  uploadFailedFor,
  uploadTypeNotAllowed,
} from '@practice/sdk';

export type UploadAccept = 'image' | 'any';
export type BannerPage = 'home' | 'other';

export interface UploadRules {
  accept: UploadAccept;
  maxMb: number;
  /** Banner images take a narrower list of types and come with a recommended size. */
  banner?: BannerPage;
}

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export const defaultRules = (rules: Partial<UploadRules> = {}): UploadRules => ({
  accept: rules.banner ? 'image' : (rules.accept ?? 'any'),
  maxMb: rules.maxMb ?? DEFAULT_UPLOAD_MAX_MB,
  ...(rules.banner ? { banner: rules.banner } : {}),
});

/** The types the field takes, or null when any file will do. */
export function allowedTypes(rules: UploadRules): readonly string[] | null {
  if (rules.banner) return BANNER_IMAGE_TYPES;
  return rules.accept === 'image' ? IMAGE_EXTENSIONS : null;
}

/** The file input's accept attribute: a hint to the browser's picker, the check below still decides. */
export function inputAccept(rules: UploadRules): string | undefined {
  return allowedTypes(rules)
    ?.map((type) => `.${type}`)
    .join(',');
}

/** Pasting only adds files to image fields, and only the clipboard image kinds the spec lists. */
export const acceptsPaste = (rules: UploadRules): boolean => rules.accept === 'image';

export function bannerSizeHint(page: BannerPage): string {
  const { width, height } = BANNER_RECOMMENDED_SIZE[page];
  return `建议尺寸 ${width}*${height}`;
}

export type FileSource = 'pick' | 'paste';

/**
 * null when the one file may be uploaded, else the message to show. The count comes first (a second file is
 * refused whatever it is), then the type, then the size, so the user fixes the most basic problem first.
 * `currentCount` counts the file already in the field or on its way up.
 */
export function checkCandidate(
  files: readonly FileLike[],
  currentCount: number,
  rules: UploadRules,
  source: FileSource = 'pick',
): string | null {
  const oneFile = checkSingleFile(currentCount + files.length - 1);
  if (oneFile) return oneFile;
  const [file] = files;
  if (!file) return null;
  const types = allowedTypes(rules);
  if (source === 'paste' && !matchesTypeList(file, IMAGE_PASTE_TYPES)) {
    return uploadTypeNotAllowed(IMAGE_PASTE_TYPES);
  }
  if (types && !matchesTypeList(file, types)) return uploadTypeNotAllowed(types);
  return checkUploadSize(file.size, rules.maxMb);
}

/**
 * Thrown by an `upload` callback when the server answered with a code other than 10000: its message (possibly
 * empty) is the server's. Any other rejection counts as a network or server failure.
 */
export class UploadRejectedError extends Error {
  override readonly name = 'UploadRejectedError';
}

const isRejected = (error: unknown): error is Error =>
  error instanceof UploadRejectedError || (error instanceof Error && error.name === 'UploadRejectedError');

export function uploadFailureMessage(error: unknown, fileName: string): string {
  if (isRejected(error)) return error.message.trim() || uploadFailedFor(fileName);
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return detail.trim() ? `${UPLOAD_FAILED} ${detail.trim()}` : UPLOAD_FAILED;
}

/** Pasted files, or an empty list when the clipboard holds text only. */
export function filesFromClipboard(data: DataTransfer | null): File[] {
  if (!data) return [];
  return Array.from(data.items)
    .filter((item) => item.kind === 'file')
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null);
}
