import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '../../test/s3rver.js';
import { type CopyOptions, copyToStore, JOURNAL_NAME, summaryLines } from './copy-to-store.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { FileStorage } from './storage.js';
import { makeTempDir } from './testing.js';

const FILES: Record<string, string> = {
  'default/news/a1---图片.png': 'png bytes',
  '一中/diary/b2---日志.pdf': 'pdf bytes, a little longer',
  '一中/resume/c3---简历.docx': 'docx',
};
const MISSING = '一中/diary/d4---丢失.pdf';

let bucket: TestBucket;
let target: FileStorage;
let dir: string;
let cleanup: () => Promise<void>;
const text = async (storage: FileStorage, path: string) => {
  const chunks: Buffer[] = [];
  for await (const c of (await storage.open(path)).stream) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks).toString();
};

beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
  for (const [path, content] of Object.entries(FILES)) {
    await mkdir(join(dir, ...path.split('/').slice(0, -1)), { recursive: true });
    await writeFile(join(dir, ...path.split('/')), content);
  }
  // A chunked upload's part: local to the process, never a stored file.
  await mkdir(join(dir, '.multipart', 'u1'), { recursive: true });
  await writeFile(join(dir, '.multipart', 'u1', '0'), 'part');
  bucket = await startTestBucket('practice/');
  target = createS3Storage(bucket.settings);
});
afterEach(async () => {
  await bucket.close();
  await cleanup();
});

const options = (o: Partial<CopyOptions> = {}): CopyOptions => ({
  source: createLocalStorage({ root: dir }),
  filesDir: dir,
  target,
  targetName: 'test-bucket',
  referenced: new Map([
    ['default/news/a1---图片.png', 'GatewayNewsInfo:n1'],
    [MISSING, 'InternshipDiaryItem:i9'],
  ]),
  concurrency: 2,
  ...o,
});

describe('moving the local files to an object store', () => {
  it('copies every file, verified, keeps the local ones, and lists a referenced file found nowhere', async () => {
    const lines: string[] = [];
    const summary = await copyToStore(options({ report: (l) => lines.push(l) }));
    expect(summary).toMatchObject({ total: 3, copied: 3, skipped: 0, failed: [] });
    expect(summary.missing).toEqual([{ path: MISSING, row: 'InternshipDiaryItem:i9' }]);
    expect((await bucket.leftovers()).sort()).toEqual(
      Object.keys(FILES)
        .map((p) => `practice/${p}`)
        .sort(),
    );
    for (const [path, content] of Object.entries(FILES)) {
      expect(await text(target, path)).toBe(content);
      expect(await readFile(join(dir, ...path.split('/')), 'utf8')).toBe(content);
    }
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^\[3\/3\] 已复制 .*，累计 39 B \/ 39 B$/);
    expect(summaryLines(summary).join('\n')).toContain(`缺失 ${MISSING}（引用于 InternshipDiaryItem:i9）`);
  });

  it('resumes: a second run skips what is there and verified, and copies what is new or unfinished', async () => {
    // The first run is cut off after one file: the store refuses the rest.
    let writes = 0;
    const failing: FileStorage = {
      ...target,
      write: async (path, data) => {
        writes += 1;
        if (writes > 1) throw new Error('连接被重置');
        return target.write(path, data);
      },
    };
    const first = await copyToStore(options({ target: failing, concurrency: 1 }));
    expect(first).toMatchObject({ copied: 1, skipped: 0 });
    expect(first.failed.map((f) => f.reason)).toEqual(['连接被重置', '连接被重置']);

    await writeFile(join(dir, 'default', 'news', 'e5---新图.png'), 'new since');
    const second = await copyToStore(options());
    expect(second).toMatchObject({ total: 4, copied: 3, skipped: 1, failed: [] });
    // A run killed while noting a file leaves half a line: the rest of the journal still counts, and the
    // next note is read too (the last run finds every file noted, and reads no object back).
    await appendFile(join(dir, JOURNAL_NAME), '{"store":"test-bucket","path":"default/ne');
    await writeFile(join(dir, 'default', 'news', 'f6---又一张.png'), 'newer');
    expect(await copyToStore(options())).toMatchObject({ total: 5, copied: 1, skipped: 4, failed: [] });
    const unread: FileStorage = { ...target, open: () => Promise.reject(new Error('不应读回')) };
    const third = await copyToStore(options({ target: unread }));
    expect(third).toMatchObject({ total: 5, copied: 0, skipped: 5, failed: [] });
    // Without the journal (another machine's disk, or deleted) the objects are compared by content instead.
    await writeFile(join(dir, JOURNAL_NAME), '');
    expect(await copyToStore(options())).toMatchObject({ copied: 0, skipped: 5 });
  });

  it('finds a referenced file that is not on this disk but already in the store', async () => {
    await target.write(MISSING, new TextEncoder().encode('already moved'));
    const summary = await copyToStore(options());
    expect(summary.missing).toEqual([]);
  });

  it('detects a copy that does not match, removes it, and copies again an object changed since', async () => {
    // A store that keeps other bytes than it was sent (same length): the read-back catches it.
    const corrupting: FileStorage = {
      ...target,
      write: async (path, data) => {
        let bytes = '';
        for await (const c of data as AsyncIterable<Uint8Array>) bytes += Buffer.from(c).toString();
        return target.write(path, new TextEncoder().encode(bytes.replace(/^./, 'X')));
      },
    };
    const bad = await copyToStore(options({ target: corrupting }));
    expect(bad.copied).toBe(0);
    expect(bad.failed.map((f) => f.path)).toEqual(Object.keys(FILES).sort((a, b) => a.localeCompare(b)));
    expect(bad.failed[0]?.reason).toContain('复制后校验不符');
    expect(await bucket.leftovers()).toEqual([]);

    expect(await copyToStore(options())).toMatchObject({ copied: 3, failed: [] });
    // An object changed after it was verified: the journal's quick check trusts its size, --verify does not.
    const path = '一中/resume/c3---简历.docx';
    await target.write(path, new TextEncoder().encode('DOCX'));
    expect(await copyToStore(options())).toMatchObject({ copied: 0, skipped: 3 });
    expect(await copyToStore(options({ verifyAll: true }))).toMatchObject({ copied: 1, skipped: 2 });
    expect(await text(target, path)).toBe('docx');
  });
});
