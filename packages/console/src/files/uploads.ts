import { isSdkError, type UploadFolder, uploadFile } from '@practice/sdk';
import { UploadRejectedError } from '@practice/ui-kit';
import { sdk } from '../sdk.js';

/*
 * The ui-kit's upload fields take "a function that stores one file and resolves with its path". This is
 * that function over the SDK's BatchUpload helper for one folder preset of SPEC §7.4 (banners/cPics,
 * news, rich-text, the default file folder), for every screen. A refusal with a code is the server's word and the field shows it as such
 * (UploadRejectedError); anything else is a network or server failure (上传失败！...).
 */
export function uploaderFor(folder: UploadFolder): (file: File) => Promise<string> {
  return async (file) => {
    try {
      const [stored] = await uploadFile(sdk, file, file.name, { folder });
      if (!stored?.path) throw new UploadRejectedError('');
      return stored.path;
    } catch (error) {
      if (isSdkError(error) && error.kind === 'business') throw new UploadRejectedError(error.message);
      throw error;
    }
  };
}

/** Where a stored path is shown from (the server's /files, or object storage for oss/ paths). */
export const fileUrl = (path: string): string => sdk.config.fileUrl(path);
