import { describe, expect, it } from 'vitest';
import { StoreConfigError, storeSettingsFromEnv } from './store-config.js';

// Every setting that cannot work stops the start with a message naming the variable (main.ts prints it).
const S3 = { FILE_STORE: 's3', S3_BUCKET: 'practice-files', S3_REGION: 'oss-cn-hangzhou' };

describe('storeSettingsFromEnv', () => {
  it('keeps the local disk unless FILE_STORE=s3', () => {
    expect(storeSettingsFromEnv({})).toBeUndefined();
    expect(storeSettingsFromEnv({ FILE_STORE: 'local', S3_BUCKET: 'ignored' })).toBeUndefined();
  });

  it('reads the object store, with defaults for what may be left out', () => {
    expect(storeSettingsFromEnv(S3)).toEqual({
      kind: 's3',
      endpoint: undefined,
      region: 'oss-cn-hangzhou',
      bucket: 'practice-files',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      keyPrefix: '',
    });
    expect(
      storeSettingsFromEnv({
        ...S3,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_KEY_PREFIX: '/province-a',
      }),
    ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, keyPrefix: 'province-a/' });
  });

  it.each([
    [{ FILE_STORE: 'oss' }, 'FILE_STORE 只能为 local 或 s3，当前为 "oss"'],
    [{ FILE_STORE: 's3', S3_REGION: 'x' }, '须设置 S3_BUCKET'],
    [{ FILE_STORE: 's3', S3_BUCKET: 'b' }, '须设置 S3_REGION'],
    [{ ...S3, S3_ENDPOINT: 'oss-cn-hangzhou.aliyuncs.com' }, 'S3_ENDPOINT 须为 http(s) 地址'],
    [{ ...S3, S3_ACCESS_KEY_ID: 'id' }, '须同时设置或同时不设置'],
    [{ ...S3, S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE 只能为 true 或 false'],
    [{ ...S3, S3_KEY_PREFIX: 'a/../b' }, 'S3_KEY_PREFIX 只能由普通目录名组成'],
  ])('refuses %j', (env, message) => {
    expect(() => storeSettingsFromEnv(env)).toThrow(StoreConfigError);
    expect(() => storeSettingsFromEnv(env)).toThrow(message);
  });
});
