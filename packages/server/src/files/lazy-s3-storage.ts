/**
 * The object store, loaded on its first use. The AWS SDK's client, uploader and presigner cost a process
 * about 20 MB once imported; a static import made every server pay that at start, the ones on the local disk
 * (the default) included. Here only a server with FILE_STORE=s3 loads them, at its first call to the store
 * (in practice the start's check). The store behaves exactly as createS3Storage's: each call waits for the
 * same one instance.
 */
import type { S3Settings } from './s3-storage.js';
import type { FileStorage } from './storage.js';

export function lazyS3Storage(settings: S3Settings): FileStorage {
  let made: Promise<FileStorage> | undefined;
  const store = () => {
    made ??= import('./s3-storage.js').then(({ createS3Storage }) => createS3Storage(settings));
    return made;
  };
  return {
    kind: 's3',
    save: async (input) => (await store()).save(input),
    write: async (path, data) => (await store()).write(path, data),
    open: async (path, range) => (await store()).open(path, range),
    stat: async (path) => (await store()).stat(path),
    remove: async (path) => (await store()).remove(path),
    folders: async (prefix) => (await store()).folders(prefix),
    list: (prefix) => ({
      async *[Symbol.asyncIterator]() {
        yield* (await store()).list(prefix);
      },
    }),
    sweepUnfinished: async (olderThan) => (await store()).sweepUnfinished(olderThan),
    // The object store always presigns (s3-storage.ts); the question mark is the local disk's.
    presignPut: async (path, input) => {
      const s3 = await store();
      if (!s3.presignPut) throw new Error('the object store gives no presigned URLs');
      return s3.presignPut(path, input);
    },
    check: async () => (await store()).check(),
  };
}
