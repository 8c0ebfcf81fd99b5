/**
 * Moving a deployment's files from the local disk to an object store (issue 31, part 5): every file of the
 * local store is copied under the same key, read back and compared (size and SHA-256) before it counts, and
 * every key a row references is checked to be there. Nothing local is ever deleted, so the disk stays the
 * fallback until the switch to FILE_STORE=s3 is made and trusted.
 *
 * Resumable: each verified file is noted in a journal beside the files (a hidden name, never listed as a
 * stored file). A later run skips a file the journal names with the same size and time when the store still
 * has an object of that size; any other file whose object exists is compared by content, and copied again
 * when it differs. `verifyAll` ignores the journal and reads every object back.
 */
import { createHash } from 'node:crypto';
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chunksOf } from './file-data.js';
import type { FileStorage } from './storage.js';

/** Beside the files (FILES_DIR); hidden, so the local store never lists it. */
export const JOURNAL_NAME = '.copied-to-store.jsonl';

export interface CopyOptions {
  /** The local store (its root is filesDir). */
  readonly source: FileStorage;
  readonly filesDir: string;
  readonly target: FileStorage;
  /** Names the target in the journal (endpoint, bucket, prefix): another store's notes count for nothing. */
  readonly targetName: string;
  /** Keys rows reference → the first row holding each (referenced-paths.ts). */
  readonly referenced: ReadonlyMap<string, string>;
  /** Read every object back, whatever the journal says. */
  readonly verifyAll?: boolean;
  /** Files copied at once (default 4). */
  readonly concurrency?: number;
  /** One line per file and the summary's lines. */
  readonly report?: (line: string) => void;
}

export interface CopySummary {
  /** Local files: what the run went through. */
  total: number;
  totalBytes: number;
  /** Copied and verified by this run (objects that differed included). */
  copied: number;
  copiedBytes: number;
  /** Already in the store and verified (now or by an earlier run). */
  skipped: number;
  /** Referenced by a row but neither on this disk nor in the store: key and row. */
  missing: { path: string; row: string }[];
  failed: { path: string; reason: string }[];
}

interface JournalEntry {
  store: string;
  path: string;
  size: number;
  mtimeMs: number;
  sha256: string;
}

function readJournal(text: string, store: string): Map<string, JournalEntry> {
  const entries = new Map<string, JournalEntry>();
  for (const line of text.split('\n')) {
    try {
      const entry = JSON.parse(line) as JournalEntry;
      if (entry.store === store && typeof entry.path === 'string') entries.set(entry.path, entry);
    } catch {
      // A line cut off by an interrupted run: that file is verified again.
    }
  }
  return entries;
}

/** The size and SHA-256 of a stored file, read as a stream. */
async function digestOf(storage: FileStorage, path: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const { stream } = await storage.open(path);
  for await (const chunk of chunksOf(stream)) {
    hash.update(chunk);
    size += chunk.byteLength;
  }
  return { size, sha256: hash.digest('hex') };
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [amount, unit] =
    bytes < 1024 ** 2
      ? [bytes / 1024, 'KB']
      : bytes < 1024 ** 3
        ? [bytes / 1024 ** 2, 'MB']
        : [bytes / 1024 ** 3, 'GB'];
  return `${amount.toFixed(1)} ${unit}`;
}

type Outcome = { kind: 'copied' | 'skipped' } | { kind: 'failed'; reason: string };

export async function copyToStore(o: CopyOptions): Promise<CopySummary> {
  const report = o.report ?? (() => {});
  const journalFile = join(o.filesDir, JOURNAL_NAME);
  const noted = await readFile(journalFile, 'utf8').catch(() => '');
  const journal = o.verifyAll ? new Map<string, JournalEntry>() : readJournal(noted, o.targetName);
  // After a run killed mid-line, the next note starts on a line of its own.
  let journalWrites = noted && !noted.endsWith('\n') ? appendFile(journalFile, '\n') : Promise.resolve();
  const note = (entry: JournalEntry) => {
    journalWrites = journalWrites.then(() => appendFile(journalFile, `${JSON.stringify(entry)}\n`));
    return journalWrites;
  };

  const files: { path: string; size: number }[] = [];
  for await (const file of o.source.list('')) files.push({ path: file.path, size: file.size });
  files.sort((a, b) => a.path.localeCompare(b.path));
  const summary: CopySummary = {
    total: files.length,
    totalBytes: files.reduce((sum, f) => sum + f.size, 0),
    copied: 0,
    copiedBytes: 0,
    skipped: 0,
    missing: [],
    failed: [],
  };

  async function copyOne(path: string): Promise<Outcome> {
    const local = await o.source.stat(path);
    if (!local) return { kind: 'failed', reason: '本地文件在复制前消失' };
    const mtimeMs = local.modifiedAt.getTime();
    const known = journal.get(path);
    const there = await o.target.stat(path);
    if (known && known.size === local.size && known.mtimeMs === mtimeMs && there?.size === local.size) {
      return { kind: 'skipped' };
    }
    const mine = await digestOf(o.source, path);
    const entry = { store: o.targetName, path, size: mine.size, mtimeMs, sha256: mine.sha256 };
    if (there?.size === mine.size) {
      const theirs = await digestOf(o.target, path);
      if (theirs.sha256 === mine.sha256) {
        await note(entry);
        return { kind: 'skipped' };
      }
    }
    const { stream } = await o.source.open(path);
    try {
      await o.target.write(path, stream);
    } finally {
      stream.destroy(); // a write that failed half-way leaves the file open otherwise
    }
    const copy = await digestOf(o.target, path);
    if (copy.size !== mine.size || copy.sha256 !== mine.sha256) {
      // A wrong copy must not be served after the switch: it goes, and the next run copies again.
      await o.target.remove(path).catch(() => false);
      return {
        kind: 'failed',
        reason: `复制后校验不符（本地 ${mine.size} 字节，存储中 ${copy.size} 字节，内容哈希${copy.sha256 === mine.sha256 ? '相同' : '不同'}）`,
      };
    }
    await note(entry);
    return { kind: 'copied' };
  }

  let done = 0;
  let doneBytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++] as { path: string; size: number };
      const outcome = await copyOne(file.path).catch(
        (error: unknown): Outcome => ({
          kind: 'failed',
          reason: error instanceof Error ? error.message || error.name : String(error),
        }),
      );
      done += 1;
      doneBytes += file.size;
      if (outcome.kind === 'failed') summary.failed.push({ path: file.path, reason: outcome.reason });
      else if (outcome.kind === 'copied') {
        summary.copied += 1;
        summary.copiedBytes += file.size;
      } else summary.skipped += 1;
      const said = { copied: '已复制', skipped: '已存在，跳过', failed: '失败' }[outcome.kind];
      report(
        `[${done}/${files.length}] ${said} ${file.path} (${sizeText(file.size)})，累计 ${sizeText(doneBytes)} / ${sizeText(summary.totalBytes)}` +
          (outcome.kind === 'failed' ? `：${outcome.reason}` : ''),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, o.concurrency ?? 4) }, worker));
  await journalWrites;

  // A referenced key not on this disk may be in the store already (copied from another disk, or put there
  // since): only a key in neither place is missing.
  const local = new Set(files.map((f) => f.path));
  for (const [path, row] of [...o.referenced].sort(([a], [b]) => a.localeCompare(b))) {
    if (local.has(path)) continue;
    const there = await o.target.stat(path).catch(() => null);
    if (!there) summary.missing.push({ path, row });
  }
  summary.failed.sort((a, b) => a.path.localeCompare(b.path));
  return summary;
}

/** The summary's lines, in the order an operator reads them. */
export function summaryLines(s: CopySummary): string[] {
  const lines = [
    `共 ${s.total} 个本地文件（${sizeText(s.totalBytes)}）：复制 ${s.copied} 个（${sizeText(s.copiedBytes)}），已存在跳过 ${s.skipped} 个，失败 ${s.failed.length} 个；被引用但缺失 ${s.missing.length} 个`,
  ];
  for (const f of s.failed) lines.push(`  失败 ${f.path}：${f.reason}`);
  for (const m of s.missing) lines.push(`  缺失 ${m.path}（引用于 ${m.row}）`);
  return lines;
}
