/**
 * Batch download (SPEC §7.3): the files of the selected records in one zip, a folder per record, saved through
 * storage under batch-download/ so the answer can be a file URL. Each file is streamed chunk by chunk into
 * fflate's streaming Zip and on to disk, so memory holds a chunk, not a file. Files that are gone are listed in
 * 缺失文件.txt rather than failing the whole download.
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { displayFileName, extensionOf, sanitizeFileName } from '@practice/sdk';
import { Zip, ZipDeflate, type ZipInputFile, ZipPassThrough } from 'fflate';
import { FILE_MESSAGES, FileError, isFileError } from './errors.js';
import type { FileStorage, StoredFile } from './storage.js';
import { BATCH_DOWNLOAD_FOLDER } from './storage-path.js';
import { UniqueNames } from './unique-names.js';

export interface ZipSourceFile {
  /** Storage key of the file. */
  path: string;
  /** Name inside the zip; defaults to the display name of the key (without '{uid}---'). */
  name?: string;
}

export interface ZipRecord {
  /** Folder for this record's files, e.g. the student's name. */
  folder: string;
  files: readonly (string | ZipSourceFile)[];
}

export interface BatchZipInput {
  records: readonly ZipRecord[];
  /** Name of the zip as the user will see it, e.g. '实习材料.zip'. */
  zipName: string;
  schoolName?: string | null;
}

export interface BatchZipResult extends StoredFile {
  /** Entry names written, in order (without the missing-files list). */
  entries: string[];
  /** 'folder/name' of every file that could not be found. */
  missing: string[];
}

export const MISSING_FILES_ENTRY = '缺失文件.txt';

// Already compressed formats are stored as they are: deflating them again costs time and saves nothing.
const STORED_AS_IS = new Set(['zip', 'rar', '7z', 'jpg', 'jpeg', 'png', 'gif', 'webp', 'mp4', 'mp3']);
const OFFICE_OPEN_XML = new Set(['docx', 'xlsx', 'pptx']);

function zipEntry(name: string): ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void } {
  const extension = extensionOf(name);
  return STORED_AS_IS.has(extension) || OFFICE_OPEN_XML.has(extension)
    ? new ZipPassThrough(name)
    : new ZipDeflate(name, { level: 6 });
}

/** One path segment: separators and control characters replaced, no leading dots, never empty. */
const segment = (value: string, fallback: string) =>
  value
    .replace(/[\p{Cc}]/gu, '')
    .replace(/[/\\]/g, '_')
    .trim()
    .replace(/^\.+/, '') || fallback;

// Windows Notepad needs the BOM to read UTF-8 Chinese, and CRLF to break lines.
const missingFilesText = (missing: readonly string[]) =>
  `\uFEFF以下文件在服务器上未找到, 未能打包:\r\n${missing.join('\r\n')}\r\n`;

export async function buildBatchZip(storage: FileStorage, input: BatchZipInput): Promise<BatchZipResult> {
  const sources = input.records.flatMap((record) => record.files);
  if (sources.length === 0) throw new FileError(FILE_MESSAGES.nothingToZip, 404);

  const output = new PassThrough();
  // Errors reach storage.save through its reader; without a listener an early one would also crash the process.
  output.on('error', () => {});
  const zipName = /\.zip$/i.test(input.zipName) ? input.zipName : `${input.zipName}.zip`;
  const saved = storage.save({
    data: output,
    originalName: zipName,
    folder: BATCH_DOWNLOAD_FOLDER,
    schoolName: input.schoolName,
  });
  saved.catch(() => {}); // Observed below; this only stops an early failure from counting as unhandled.

  let mustDrain = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) output.destroy(error);
    else if (!output.write(chunk)) mustDrain = true;
    if (final && !error) output.end();
  });
  // Waits for the disk to catch up; a failed save ends the wait instead of leaving it hanging forever.
  const drained = async () => {
    if (!mustDrain) return;
    mustDrain = false;
    await Promise.race([once(output, 'drain'), saved]);
  };

  const entries: string[] = [];
  const missing: string[] = [];
  const folders = new UniqueNames();
  try {
    for (const record of input.records) {
      const folder = folders.claim(segment(record.folder, '未命名'));
      const names = new UniqueNames();
      for (const source of record.files) {
        const file = typeof source === 'string' ? { path: source } : source;
        const shownName = `${folder}/${segment(sanitizeFileName(file.name ?? displayFileName(file.path)), 'file')}`;
        const opened = await storage.open(file.path).catch((error: unknown) => {
          if (isFileError(error)) return null; // Gone, or a key that was never valid: report, do not fail.
          throw error;
        });
        if (opened === null) {
          missing.push(shownName);
          continue;
        }
        const name = `${folder}/${names.claim(shownName.slice(folder.length + 1))}`;
        const entry = zipEntry(name);
        zip.add(entry);
        for await (const chunk of opened.stream) {
          entry.push(chunk as Uint8Array);
          await drained();
        }
        entry.push(new Uint8Array(0), true);
        entries.push(name);
      }
    }
    if (missing.length > 0) {
      const list = new ZipDeflate(MISSING_FILES_ENTRY, { level: 6 });
      zip.add(list);
      list.push(new TextEncoder().encode(missingFilesText(missing)), true);
    }
    zip.end();
  } catch (error) {
    zip.terminate();
    output.destroy(error as Error); // storage.save then removes its temporary file
    await saved.catch(() => {});
    throw error;
  }
  return { ...(await saved), entries, missing };
}
