/** One uploaded file, whichever form the server reported it in. */
export interface UploadedFile {
  name: string;
  path: string;
  folder: string;
  size: number | null;
  thumbnailPath: string | null;
}

type Entry =
  | string
  | {
      cFileName?: string | null;
      cFilePath: string;
      cThumbnailPath?: string | null;
      cThumbnailSPath?: string | null;
      fSize?: number | null;
    };

/**
 * BatchUpload's FileList entries are 'name&&path&&folder&&size' strings (the second part is the path) or
 * objects with cFilePath and thumbnails (SPEC §3, §7.4).
 */
export function parseFileList(list: readonly Entry[]): UploadedFile[] {
  return list.map((entry) => {
    if (typeof entry === 'string') {
      const [name = '', path = '', folder = '', size = ''] = entry.split('&&');
      const bytes = Number(size);
      return {
        name,
        path,
        folder,
        size: size !== '' && Number.isFinite(bytes) ? bytes : null,
        thumbnailPath: null,
      };
    }
    const path = entry.cFilePath;
    return {
      name: entry.cFileName ?? path.split('/').pop() ?? path,
      path,
      folder: path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '',
      size: entry.fSize ?? null,
      thumbnailPath: entry.cThumbnailSPath ?? entry.cThumbnailPath ?? null,
    };
  });
}

/** The inverse, for uploads that bypass BatchUpload (direct to OSS) but must report the same shape. */
export const formatFileEntry = (f: Pick<UploadedFile, 'name' | 'path' | 'folder' | 'size'>) =>
  [f.name, f.path, f.folder, f.size ?? ''].join('&&');
