/** BatchUpload folder presets of SPEC §7.4, by what is being uploaded. */
export const UPLOAD_FOLDERS = {
  /** Images pasted or inserted in the rich-text editor. */
  richText: { folder: 'rich-text' },
  news: { folder: 'news', cTypes: '1' },
  banner: { folder: 'banners/cPics' },
  reference: { folder: 'references/cFilePath' },
  /** Any other file field. */
  file: { folder: 'Internship/cFilePath' },
  internship: { folder: 'internship' },
} as const satisfies Record<string, { folder: string; cTypes?: string }>;

export type UploadFolder = keyof typeof UPLOAD_FOLDERS;

/**
 * The presets whose files the school's portal shows to visitors: banners, news and the pictures of their
 * editor (their rows are public reads). The reference server serves these without a sign-in and every other
 * stored file only to a signed-in user (a browser's <img> sends its sign-in as a cookie set at LoginCheck).
 */
export const PUBLIC_UPLOAD_FOLDERS: readonly UploadFolder[] = ['richText', 'news', 'banner'];
