import type { PracticeSdk } from '../client/create.js';
import { SdkError } from '../client/errors.js';
import { DEFAULT_UPLOAD_MAX_MB, MULTIPART_PARALLEL, STS_REFRESH_MS } from '../helpers/constants.js';
import { checkUploadSize } from '../helpers/file-checks.js';
import { randomId } from '../helpers/random-id.js';
import { storageKey } from '../helpers/storage-name.js';
import { formatFileEntry } from './file-list.js';

/** Paths of files kept in object storage start with this; everything else lives on the server (SPEC §7.4). */
export const OSS_PREFIX = 'oss/';

/** The part of ali-oss this helper uses, so tests and other object stores can stand in for it. */
export interface OssClient {
  multipartUpload(
    name: string,
    file: Blob,
    options: { parallel: number; partSize: number; progress?: (p: number) => void; mime?: string },
  ): Promise<unknown>;
  delete(name: string): Promise<unknown>;
}
export type OssClientFactory = (options: Record<string, unknown>) => OssClient | Promise<OssClient>;

/** ali-oss is large (~177 kB gz): it is imported only when the first direct upload starts. */
const loadAliOss: OssClientFactory = async (options) => {
  const module = (await import('ali-oss')) as unknown as {
    default: new (o: Record<string, unknown>) => OssClient;
  };
  return new module.default(options);
};

export interface OssUploaderOptions {
  /** Folder for the school (SPEC §3 file naming); 'default' when none. */
  schoolName?: () => string | null | undefined;
  createClient?: OssClientFactory;
  partSize?: number;
}

export interface OssUploadResult {
  Code: 10000;
  Message: string;
  FileList: string[];
}

/**
 * Direct browser-to-OSS uploads with temporary credentials from Common/GetAssumeRole, refreshed every
 * 3 540 000 ms (just inside the usual one-hour STS lifetime), three parts in parallel. The result has
 * BatchUpload's shape with Code 10000, so callers treat both paths alike.
 */
export function createOssUploader(sdk: PracticeSdk, options: OssUploaderOptions = {}) {
  let client: Promise<OssClient> | null = null;

  const credentials = async () => {
    const sts = await sdk.GetAssumeRole();
    return {
      sts,
      auth: {
        accessKeyId: sts.Credentials.AccessKeyId,
        accessKeySecret: sts.Credentials.AccessKeySecret,
        stsToken: sts.Credentials.SecurityToken,
      },
    };
  };
  const connect = async () => {
    const { sts, auth } = await credentials();
    return (options.createClient ?? loadAliOss)({
      region: sts.Region,
      bucket: sts.Bucket,
      secure: true,
      ...auth,
      refreshSTSToken: async () => (await credentials()).auth,
      refreshSTSTokenInterval: STS_REFRESH_MS,
    });
  };
  const ready = () => {
    client ??= connect().catch((error: unknown) => {
      client = null; // let the next upload ask for credentials again
      throw error;
    });
    return client;
  };

  return {
    async upload(
      file: Blob,
      fileName: string,
      module: string,
      onProgress?: (ratio: number) => void,
      maxMb = DEFAULT_UPLOAD_MAX_MB,
    ): Promise<OssUploadResult> {
      const tooLarge = checkUploadSize(file.size, maxMb);
      if (tooLarge) throw new SdkError({ kind: 'validation', message: tooLarge });
      const key = storageKey({
        schoolName: options.schoolName?.(),
        module,
        originalName: fileName,
        uid: randomId(16),
      });
      const oss = await ready();
      await oss.multipartUpload(key, file, {
        parallel: MULTIPART_PARALLEL,
        partSize: options.partSize ?? 1024 * 1024,
        ...(onProgress ? { progress: onProgress } : {}),
        ...(file.type ? { mime: file.type } : {}),
      });
      const path = OSS_PREFIX + key;
      return {
        Code: 10000,
        Message: '上传成功',
        FileList: [
          formatFileEntry({
            name: fileName,
            path,
            folder: key.slice(0, key.lastIndexOf('/')),
            size: file.size,
          }),
        ],
      };
    },
    /** Removes a file that was removed from a form; only 'oss/' paths live in object storage. */
    async remove(path: string): Promise<boolean> {
      if (!path.startsWith(OSS_PREFIX)) return false;
      await (await ready()).delete(path.slice(OSS_PREFIX.length));
      return true;
    },
  };
}

/** An image style (thumbnail, watermark) of an 'oss/' image is asked for with a suffix (SPEC §7.4). */
export const ossImageStyle = (url: string, style: string) =>
  `${url}${url.includes('?') ? '&' : '?'}x-oss-process=style/${encodeURIComponent(style)}`;
