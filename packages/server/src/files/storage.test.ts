import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, FileError } from './errors.js';
import { createLocalStorage, type FileStorage } from './storage.js';
import { listFiles, makeTempDir } from './testing.js';

let root: string;
let cleanup: () => Promise<void>;
let storage: FileStorage;

beforeEach(async () => {
  ({ dir: root, cleanup } = await makeTempDir());
  storage = createLocalStorage({ root });
});
afterEach(() => cleanup());

const bytes = (value: string) => new TextEncoder().encode(value);

describe('save and open', () => {
  it.each([
    ['实习 报告 (终稿).pdf', 'application/pdf'],
    ['a b c.png', 'image/png'],
    ['无扩展名', 'application/octet-stream'],
  ])('round-trips %j under a server-made name', async (originalName, contentType) => {
    const saved = await storage.save({ data: bytes('内容'), originalName, folder: 'references/cFilePath' });
    expect(saved.path).toMatch(/^default\/references\/cFilePath\/[A-Za-z0-9]{32}---/);
    expect(saved.name).toBe(originalName);
    expect(saved.size).toBe(6);
    const opened = await storage.open(saved.path);
    expect(opened).toMatchObject({ name: originalName, size: 6, contentType });
    expect(await text(opened.stream)).toBe('内容');
  });

  it('keeps two uploads of the same name apart', async () => {
    const first = await storage.save({ data: bytes('1'), originalName: 'a.txt', folder: 'news' });
    const second = await storage.save({ data: bytes('2'), originalName: 'a.txt', folder: 'news' });
    expect(first.path).not.toBe(second.path);
    expect(await listFiles(root)).toHaveLength(2);
  });

  it('puts the file under the school folder, which cannot climb out of the root', async () => {
    const school = await storage.save({
      data: bytes('x'),
      originalName: 'a.txt',
      folder: 'news',
      schoolName: '某大学',
    });
    expect(school.path.startsWith('某大学/news/')).toBe(true);
    for (const schoolName of ['..', '.', '../../etc', ' ', null]) {
      const saved = await storage.save({
        data: bytes('x'),
        originalName: 'a.txt',
        folder: 'news',
        schoolName,
      });
      expect(storage.resolve(saved.path).startsWith(join(root, saved.path.split('/')[0] ?? ''))).toBe(true);
      expect(saved.path).not.toMatch(/(^|\/)\.\.?(\/|$)/);
    }
  });

  it('drops folder parts from the original name and defuses percent signs', async () => {
    const saved = await storage.save({
      data: bytes('x'),
      originalName: '../../etc/pass%2Fwd',
      folder: 'news',
    });
    expect(saved.path).toMatch(/^default\/news\/[A-Za-z0-9]{32}---pass％2Fwd$/);
    expect(await readFile(storage.resolve(saved.path), 'utf8')).toBe('x');
  });

  it('shortens a very long Chinese name to fit the file system, keeping the extension', async () => {
    const saved = await storage.save({
      data: bytes('x'),
      originalName: `${'长'.repeat(200)}.docx`,
      folder: 'news',
    });
    const fileName = saved.path.split('/').pop() ?? '';
    expect(Buffer.byteLength(fileName)).toBeLessThanOrEqual(255);
    expect(saved.name).toMatch(/^长+\.docx$/);
  });

  it('accepts streams: Node readables and web streams', async () => {
    const node = await storage.save({
      data: Readable.from(['ab', 'cd']),
      originalName: 'n.txt',
      folder: 'news',
    });
    const web = await storage.save({
      data: new Blob(['网页流']).stream(),
      originalName: 'w.txt',
      folder: 'news',
    });
    expect(node.size).toBe(4);
    expect(await text((await storage.open(web.path)).stream)).toBe('网页流');
  });

  it('stops reading a web stream at the size limit', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(256 * 1024));
      },
    });
    await expect(
      storage.save({ data: endless, originalName: 'x.bin', folder: 'news', maxMb: 1 }),
    ).rejects.toThrow('上传文件大小不能超过 1MB!');
    expect(pulled).toBeLessThan(10);
    expect(await listFiles(root)).toEqual([]);
  });

  it('refuses folders outside the presets and plain segments', async () => {
    await expect(storage.save({ data: bytes('x'), originalName: 'a.txt', folder: '../x' })).rejects.toThrow(
      FILE_MESSAGES.folderInvalid,
    );
    expect(await listFiles(root)).toEqual([]);
  });
});

describe('failed writes leave nothing behind', () => {
  async function* failingAfterOneChunk() {
    yield bytes('half of the file');
    throw new Error('connection reset');
  }

  it('removes the partial file when the stream fails', async () => {
    await expect(
      storage.save({ data: failingAfterOneChunk(), originalName: 'a.pdf', folder: 'news' }),
    ).rejects.toThrow('connection reset');
    expect(await listFiles(root)).toEqual([]);
  });

  it('stops at the size limit with the spec message and removes the partial file', async () => {
    const chunks = Readable.from([new Uint8Array(600 * 1024), new Uint8Array(600 * 1024)]);
    const saving = storage.save({ data: chunks, originalName: 'big.zip', folder: 'news', maxMb: 1 });
    await expect(saving).rejects.toThrow(new FileError('上传文件大小不能超过 1MB!', 413));
    expect(await listFiles(root)).toEqual([]);
  });
});

describe('resolve, open and remove refuse traversal', () => {
  it.each([
    '../outside.txt',
    'default/../../outside.txt',
    '/etc/passwd',
    'default\\..\\..\\outside.txt',
    'default/%2e%2e/%2e%2e/outside.txt',
    'default/a.txt\u0000.png',
  ])('%j', async (path) => {
    expect(() => storage.resolve(path)).toThrow(FILE_MESSAGES.pathInvalid);
    await expect(storage.open(path)).rejects.toThrow(FILE_MESSAGES.pathInvalid);
    await expect(storage.remove(path)).rejects.toThrow(FILE_MESSAGES.pathInvalid);
  });

  it('answers 文件不存在 for a missing file or a folder, and removes once', async () => {
    const saved = await storage.save({ data: bytes('x'), originalName: 'a.txt', folder: 'news' });
    await expect(storage.open('default/news')).rejects.toMatchObject({
      status: 404,
      message: FILE_MESSAGES.notFound,
    });
    expect(await storage.remove(saved.path)).toBe(true);
    expect(await storage.remove(saved.path)).toBe(false);
    await expect(storage.open(saved.path)).rejects.toMatchObject({ status: 404 });
  });
});
