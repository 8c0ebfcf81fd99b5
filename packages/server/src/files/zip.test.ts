import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestStore, type TestStore } from '../../test/storage-backends.js';
import { FILE_MESSAGES } from './errors.js';
import type { FileStorage } from './storage.js';
import { buildBatchZip, MISSING_FILES_ENTRY } from './zip.js';

// Zips are streamed from the store's files into the store, on the local disk and on an object store alike.
describe.each(STORE_KINDS)('on the %s store', (kind) => {
  let store: TestStore;
  let storage: FileStorage;

  beforeEach(async () => {
    store = await startTestStore(kind);
    storage = store.storage;
  });
  afterEach(() => store.close());

  const put = async (name: string, content: string | Uint8Array, folder = 'Internship/cFilePath') =>
    (
      await storage.save({
        data: typeof content === 'string' ? new TextEncoder().encode(content) : content,
        originalName: name,
        folder,
      })
    ).path;

  async function unzipStored(path: string) {
    return unzipSync(new Uint8Array(await buffer((await storage.open(path)).stream)));
  }

  describe('buildBatchZip', () => {
    it('writes a folder per record, de-duplicates names and lists missing files', async () => {
      const report = await put('实习报告.pdf', 'report of 张三');
      const reportAgain = await put('实习报告.pdf', 'second report');
      const photo = await put('照片.JPG', 'jpeg bytes');
      const other = await put('实习报告.pdf', 'report of the other 张三');

      const result = await buildBatchZip(storage, {
        zipName: '实习材料',
        schoolName: '某大学',
        records: [
          {
            folder: '张三',
            files: [report, reportAgain, { path: photo, name: '证件照.jpg' }, 'default/x/gone---日志.docx'],
          },
          { folder: '张三', files: [other] },
          { folder: '../李四', files: ['../../etc/passwd'] },
        ],
      });

      expect(result.path).toMatch(/^某大学\/batch-download\/[A-Za-z0-9]{32}---实习材料\.zip$/);
      expect(result.name).toBe('实习材料.zip');
      expect(result.entries).toEqual([
        '张三/实习报告.pdf',
        '张三/实习报告 (2).pdf',
        '张三/证件照.jpg',
        '张三 (2)/实习报告.pdf',
      ]);
      expect(result.missing).toEqual(['张三/日志.docx', '_李四/passwd']);

      const files = await unzipStored(result.path);
      expect(Object.keys(files).sort()).toEqual([...result.entries, MISSING_FILES_ENTRY].sort());
      expect(strFromU8(files['张三/实习报告.pdf'] ?? new Uint8Array())).toBe('report of 张三');
      expect(strFromU8(files['张三/实习报告 (2).pdf'] ?? new Uint8Array())).toBe('second report');
      expect(strFromU8(files['张三 (2)/实习报告.pdf'] ?? new Uint8Array())).toBe('report of the other 张三');
      const missingBytes = files[MISSING_FILES_ENTRY] ?? new Uint8Array();
      expect([...missingBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM, for Notepad
      const missingList = strFromU8(missingBytes);
      expect(missingList).toContain('张三/日志.docx\r\n');
      expect(missingList).toContain('_李四/passwd\r\n');
      expect(result.size).toBe((await storage.stat(result.path))?.size);
    });

    it('has no missing-files entry when everything is found', async () => {
      const a = await put('a.txt', 'a');
      const result = await buildBatchZip(storage, {
        zipName: 'x.zip',
        records: [{ folder: 'A', files: [a] }],
      });
      expect(Object.keys(await unzipStored(result.path))).toEqual(['A/a.txt']);
      expect(result.path.startsWith('default/batch-download/')).toBe(true);
    });

    it('streams large files intact, compressed or stored as they are', async () => {
      const big = randomBytes(3 * 1024 * 1024);
      const text = 'line of text\n'.repeat(200_000);
      const paths = [await put('video.mp4', big), await put('log.txt', text)];
      const result = await buildBatchZip(storage, {
        zipName: 'big',
        records: [{ folder: '王五', files: paths }],
      });
      const files = await unzipStored(result.path);
      expect(Buffer.from(files['王五/video.mp4'] ?? []).equals(big)).toBe(true);
      expect(strFromU8(files['王五/log.txt'] ?? new Uint8Array())).toBe(text);
      expect(result.size).toBeLessThan(big.byteLength + text.length / 10);
    });

    it('refuses a selection without files', async () => {
      await expect(
        buildBatchZip(storage, { zipName: 'x', records: [{ folder: 'A', files: [] }] }),
      ).rejects.toMatchObject({
        message: FILE_MESSAGES.nothingToZip,
        status: 404,
      });
    });

    it('leaves no zip behind when a file fails while being read', async () => {
      const a = await put('a.txt', 'a');
      const failing: FileStorage = {
        ...storage,
        open: async () => ({
          stream: Readable.from(
            (async function* () {
              yield Buffer.from('start');
              throw new Error('disk read error');
            })(),
          ),
          size: 10,
          contentType: 'text/plain',
          name: 'a.txt',
          modifiedAt: new Date(),
        }),
      };
      await expect(
        buildBatchZip(failing, { zipName: 'x', records: [{ folder: 'A', files: [a] }] }),
      ).rejects.toThrow('disk read error');
      expect((await store.leftovers()).filter((f) => f.includes('batch-download'))).toEqual([]);
    });
  });
});
