/**
 * Which store a server keeps files in, from its environment (README "Stored files"): the local disk unless
 * FILE_STORE=s3. A bad setting stops the start with a message naming the variable; a store that is set
 * right but does not answer shows at /readyz, so that a process can start while the store is still coming up.
 */

import { lazyS3Storage } from './lazy-s3-storage.js';
import { createLocalStorage } from './local-storage.js';
import type { S3Settings } from './s3-storage.js';
import type { FileStorage } from './storage.js';

export type StoreSettings = { readonly kind: 's3' } & S3Settings;

/** What the store is chosen from: the local folder, and the object store's settings when there is one. */
export interface StoreConfig {
  /** Local folder of files (the local store), and of chunked uploads' parts on either store. */
  readonly filesDir: string;
  readonly store?: StoreSettings | undefined;
}

export class StoreConfigError extends Error {
  override readonly name = 'StoreConfigError';
}

const flag = (name: string, value: string | undefined): boolean => {
  if (value === undefined || value === '') return false;
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  throw new StoreConfigError(`${name} 只能为 true 或 false，当前为 ${JSON.stringify(value)}`);
};

/** The object store's settings from S3_* variables, or undefined for the local disk. */
export function storeSettingsFromEnv(env: Record<string, string | undefined>): StoreSettings | undefined {
  const kind = (env.FILE_STORE ?? 'local').trim().toLowerCase();
  if (kind === 'local' || kind === '') return undefined;
  if (kind !== 's3')
    throw new StoreConfigError(`FILE_STORE 只能为 local 或 s3，当前为 ${JSON.stringify(kind)}`);
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  if (!bucket) throw new StoreConfigError('FILE_STORE=s3 时须设置 S3_BUCKET（存放文件的存储桶）');
  const region = value('S3_REGION');
  if (!region)
    throw new StoreConfigError(
      'FILE_STORE=s3 时须设置 S3_REGION（如 oss-cn-hangzhou、ap-guangzhou、us-east-1）',
    );
  const endpoint = value('S3_ENDPOINT');
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint))
    throw new StoreConfigError(`S3_ENDPOINT 须为 http(s) 地址，当前为 ${JSON.stringify(endpoint)}`);
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey)
    throw new StoreConfigError('S3_ACCESS_KEY_ID 与 S3_SECRET_ACCESS_KEY 须同时设置或同时不设置');
  const keyPrefix = (value('S3_KEY_PREFIX') ?? '').replace(/^\/+/, '');
  if (/(^|\/)\.{1,2}(\/|$)|\\/.test(keyPrefix))
    throw new StoreConfigError(`S3_KEY_PREFIX 只能由普通目录名组成，当前为 ${JSON.stringify(keyPrefix)}`);
  return {
    kind: 's3',
    endpoint,
    region,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', value('S3_FORCE_PATH_STYLE')),
    // A prefix is a folder: 'practice' and 'practice/' mean the same.
    keyPrefix: keyPrefix && !keyPrefix.endsWith('/') ? `${keyPrefix}/` : keyPrefix,
  };
}

// One store per configuration: the object store's client keeps its connections open between calls.
const made = new WeakMap<StoreConfig, FileStorage>();

/** The store of a server's configuration (the same object for every call of one server). */
export function fileStorage(config: StoreConfig): FileStorage {
  let storage = made.get(config);
  if (!storage) {
    storage = config.store ? lazyS3Storage(config.store) : createLocalStorage({ root: config.filesDir });
    made.set(config, storage);
  }
  return storage;
}
