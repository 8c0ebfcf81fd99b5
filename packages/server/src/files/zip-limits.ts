/**
 * Zip bombs: an upload of a few hundred kilobytes that inflates to hundreds of megabytes (issue 24: a 300 kB
 * .xlsx sent to AppUserImport ended the server out of memory). The zips the server reads are the .xlsx
 * imports, parsed by SheetJS's bundled JSZip in xlsx-worker.mjs: it inflates an entry whole, and only then
 * compares it with the size the archive declares. So every zip is measured here first, on its raw bytes and
 * read the way JSZip reads it (the last end record, its central directory, each entry's local header):
 *   1. the central directory: the declared unpacked sizes together, each entry's compression ratio, the
 *      number of entries; nothing is inflated for that;
 *   2. each compressed entry inflated as a stream whose output is counted and dropped: declared sizes can
 *      lie, and an entry that inflates past its declared size is refused at that point.
 * The parser then never inflates more than the declared sizes, and they are within the limits.
 */
import { Inflate } from 'fflate';
import { FILE_MESSAGES, FileError } from './errors.js';

export interface ZipLimits {
  /** All entries unpacked together. */
  readonly maxUnpackedBytes: number;
  /** Unpacked size over packed size, for an entry larger than RATIO_GRACE_BYTES. */
  readonly maxRatio: number;
  readonly maxEntries: number;
}

const MB = 1024 * 1024;

/**
 * A 10 000-row import unpacks to about 10 MB; 50 MB leaves room for styles and pictures. 100 is Apache POI's
 * default ratio for Office files; spreadsheet XML usually packs 5 to 20 times.
 */
export const ZIP_LIMITS: ZipLimits = { maxUnpackedBytes: 50 * MB, maxRatio: 100, maxEntries: 1000 };

/** Small entries (an empty sheet's styles) may pack very well and still cannot hurt. */
const RATIO_GRACE_BYTES = MB;
/** Compressed bytes fed to the inflater at a time: deflate expands at most ~1 032 times, so ~4 MB out. */
const FEED_BYTES = 4096;

const END_OF_DIRECTORY = [0x50, 0x4b, 0x05, 0x06];
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ZIP64_MARK = 0xffffffff;

export const unpackedTooLarge = (limits: ZipLimits) =>
  `文件解压后超过 ${Math.round(limits.maxUnpackedBytes / MB)} MB, 疑似压缩炸弹, 已拒绝读取`;
export const ratioTooHigh = (limits: ZipLimits) =>
  `文件的压缩比超过 ${limits.maxRatio} 倍, 疑似压缩炸弹, 已拒绝读取`;
export const tooManyEntries = (limits: ZipLimits) => `压缩包内的文件超过 ${limits.maxEntries} 个, 已拒绝读取`;
export const SIZE_LIED = '文件中的压缩数据比它声明的大小更大, 已拒绝读取';

interface Entry {
  readonly method: number;
  readonly packed: number;
  readonly unpacked: number;
  readonly localHeader: number;
}

/** The central directory as JSZip finds it: from the last end record, entry after entry. */
function directoryOf(bytes: Uint8Array, view: DataView, limits: ZipLimits): Entry[] {
  const end = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).lastIndexOf(
    Buffer.from(END_OF_DIRECTORY),
  );
  if (end < 0) throw new FileError(FILE_MESSAGES.parseFailed, 422);
  // Fields at their 16- or 32-bit maximum mean ZIP64: sizes or counts no workbook within the limits needs.
  const counts = [4, 6, 8, 10].map((at) => view.getUint16(end + at, true));
  const spans = [12, 16].map((at) => view.getUint32(end + at, true));
  if (counts.includes(0xffff) || spans.includes(ZIP64_MARK))
    throw new FileError(unpackedTooLarge(limits), 413);
  const entries: Entry[] = [];
  for (let at = spans[1] as number; view.getUint32(at, true) === DIRECTORY_ENTRY; ) {
    if (entries.length >= limits.maxEntries) throw new FileError(tooManyEntries(limits), 413);
    entries.push({
      method: view.getUint16(at + 10, true),
      packed: view.getUint32(at + 20, true),
      unpacked: view.getUint32(at + 24, true),
      localHeader: view.getUint32(at + 42, true),
    });
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

function checkDeclared(entries: readonly Entry[], limits: ZipLimits): void {
  let total = 0;
  for (const e of entries) {
    if (e.packed === ZIP64_MARK || e.unpacked === ZIP64_MARK)
      throw new FileError(unpackedTooLarge(limits), 413);
    total += e.unpacked;
    if (total > limits.maxUnpackedBytes) throw new FileError(unpackedTooLarge(limits), 413);
    if (e.unpacked > RATIO_GRACE_BYTES && e.unpacked > Math.max(e.packed, 1) * limits.maxRatio)
      throw new FileError(ratioTooHigh(limits), 413);
  }
}

/** Whether the deflated data inflates to more than `limit` bytes; the output is counted, never kept. */
function inflatesPast(data: Uint8Array, limit: number): boolean {
  let size = 0;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
  });
  try {
    for (let at = 0; at < data.length && size <= limit; at += FEED_BYTES) {
      inflater.push(data.subarray(at, at + FEED_BYTES), at + FEED_BYTES >= data.length);
    }
  } catch {
    // A broken stream stops here, and stops the parser at the same byte: what came out is all it can get.
  }
  return size > limit;
}

function checkInflated(bytes: Uint8Array, view: DataView, entries: readonly Entry[]): void {
  for (const e of entries) {
    if (view.getUint32(e.localHeader, true) !== LOCAL_HEADER)
      throw new FileError(FILE_MESSAGES.parseFailed, 422);
    // Where JSZip starts reading: after the local header's own name and extra field.
    const start =
      e.localHeader +
      30 +
      view.getUint16(e.localHeader + 26, true) +
      view.getUint16(e.localHeader + 28, true);
    if (start + e.packed > bytes.byteLength) throw new FileError(FILE_MESSAGES.parseFailed, 422);
    if (e.method === STORED) continue; // stored as is: no larger than the upload itself
    if (e.method !== DEFLATED) throw new FileError(FILE_MESSAGES.parseFailed, 422);
    if (inflatesPast(bytes.subarray(start, start + e.packed), e.unpacked))
      throw new FileError(SIZE_LIED, 422);
  }
}

/**
 * Refuses a zip (an .xlsx) whose content would unpack past the limits: 413 with the limit it passes, 422 when
 * an entry inflates past its own declared size or the archive cannot be read. Costs one streaming inflate.
 */
export function checkZipExpansion(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const entries = directoryOf(bytes, view, limits);
    checkDeclared(entries, limits);
    checkInflated(bytes, view, entries);
  } catch (error) {
    // A field pointing outside the file: no parser can read it either.
    if (error instanceof RangeError) throw new FileError(FILE_MESSAGES.parseFailed, 422);
    throw error;
  }
}
