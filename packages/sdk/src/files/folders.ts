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
