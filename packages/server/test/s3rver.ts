/**
 * An S3-protocol server for the tests (s3rver): in this process, on a free loopback port, its objects in a
 * temporary folder, so the object-store backend is tested with nothing outside the machine. Each call makes
 * a bucket of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createS3Client } from '../src/files/s3-storage.js';
import type { StoreSettings } from '../src/files/store-config.js';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface TestBucket {
  readonly settings: StoreSettings;
  /** Every object key and every unfinished multipart upload in the bucket: what a failed write must not leave. */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

let bucketNumber = 0;

export async function startTestBucket(keyPrefix = ''): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  bucketNumber += 1;
  const bucket = `practice-test-${process.pid}-${bucketNumber}`;
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();
  const settings: StoreSettings = {
    kind: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    keyPrefix,
  };
  const client = createS3Client(settings);
  return {
    settings,
    async leftovers() {
      const objects = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      // s3rver cannot list unfinished uploads (NotImplemented); a real store would show them here.
      const uploads = await client
        .send(new ListMultipartUploadsCommand({ Bucket: bucket }))
        .then((r) => (r.Uploads ?? []).map((u) => `unfinished: ${u.Key}`))
        .catch(() => []);
      return [...(objects.Contents ?? []).map((o) => o.Key ?? ''), ...uploads];
    },
    async close() {
      client.destroy();
      // The server's own client keeps its connections alive; without this the close waits out their timeout.
      s3.httpServer?.closeAllConnections();
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
