/**
 * Reading an uploaded import workbook (AppUser/AppUserImport). The bytes are checked here (name, size, the
 * container signature, so a text file renamed .xls never reaches SheetJS's text-format parsers, and an
 * .xlsx's unpacked size, zip-limits.ts) and parsed in xlsx-worker.mjs under a memory limit and a hard
 * timeout. See that file for why.
 */
import { Worker } from 'node:worker_threads';
import { checkImportFile, IMPORT_ONLY_EXCEL } from '@practice/sdk';
import { FILE_MESSAGES, FileError } from './errors.js';
import { USER_IMPORT_COLUMNS } from './user-import-columns.js';
import { checkZipExpansion } from './zip-limits.js';

export interface ParseOptions {
  /** The worker is terminated after this long (default 30 s). */
  timeoutMs?: number;
  /** Data rows accepted after the header (default 10 000). */
  maxRows?: number;
  /** Heap of the parsing worker (default 512 MB). */
  memoryMb?: number;
}

type WorkerReply = { ok: true; rows: unknown } | { ok: false; reason: 'polluted' | 'unreadable' };

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // .xlsx is an Office Open XML zip
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // .xls is a compound file
const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((b, i) => bytes[i] === b);

// A few spare columns beyond the template, so a shifted header is still reported by name.
const MAX_COLUMNS = USER_IMPORT_COLUMNS.length + 4;

export const tooManyImportRows = (maxRows: number) => `导入数据不能超过 ${maxRows} 行, 请分批导入`;

function checkUpload(bytes: Uint8Array, fileName: string): void {
  const problems = checkImportFile(fileName, bytes.byteLength);
  if (problems !== null) {
    throw new FileError(problems.join('; '), problems.includes(IMPORT_ONLY_EXCEL) ? 415 : 413);
  }
  const isZip = startsWith(bytes, ZIP_SIGNATURE);
  if (!isZip && !startsWith(bytes, CFB_SIGNATURE)) throw new FileError(IMPORT_ONLY_EXCEL, 415);
  // The worker's heap limit does not cover what an inflater allocates: a zip bomb is refused before it starts.
  if (isZip) checkZipExpansion(bytes);
}

const isRows = (value: unknown): value is string[][] =>
  Array.isArray(value) && value.every((row) => Array.isArray(row) && row.every((c) => typeof c === 'string'));

// Each parse may take a worker with a large heap; a few at a time keeps a burst of imports from exhausting
// the server's memory. Waiting happens before the worker starts, so the timeout measures parsing only.
const MAX_PARALLEL_PARSES = 2;
let runningParses = 0;
const waitingParses: (() => void)[] = [];

async function parseSlot(): Promise<() => void> {
  if (runningParses < MAX_PARALLEL_PARSES) runningParses += 1;
  else await new Promise<void>((resolve) => waitingParses.push(resolve)); // the slot is handed over as is
  return () => {
    const next = waitingParses.shift();
    if (next) next();
    else runningParses -= 1;
  };
}

function runWorker(bytes: Uint8Array, maxRows: number, options: ParseOptions): Promise<string[][]> {
  const copy = bytes.slice(); // transferred to the worker, so the caller's buffer stays usable
  const worker = new Worker(new URL('./xlsx-worker.mjs', import.meta.url), {
    workerData: { bytes: copy.buffer, maxRows, maxColumns: MAX_COLUMNS },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: options.memoryMb ?? 512, stackSizeMb: 4 },
    env: {}, // the parser has no business reading the server's secrets
    execArgv: [],
    stdout: true,
    stderr: true,
  });
  // SheetJS logs warnings on odd files; they are not ours to print.
  worker.stdout.resume();
  worker.stderr.resume();

  return new Promise<string[][]>((resolve, reject) => {
    const finish = (error: FileError | null, rows?: string[][]) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      worker.on('error', () => {}); // a late error from a worker being terminated must not crash the server
      void worker.terminate();
      if (error) reject(error);
      else resolve(rows ?? []);
    };
    const timer = setTimeout(
      () => finish(new FileError(FILE_MESSAGES.parseTimeout, 422)),
      options.timeoutMs ?? 30_000,
    );
    worker.once('message', (reply: WorkerReply) => {
      if (reply.ok && isRows(reply.rows)) finish(null, reply.rows);
      else if (!reply.ok && reply.reason === 'polluted')
        finish(new FileError(FILE_MESSAGES.parseUnsafe, 422));
      else finish(new FileError(FILE_MESSAGES.parseFailed, 422));
    });
    worker.once('error', (error: NodeJS.ErrnoException) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(new FileError(outOfMemory ? FILE_MESSAGES.parseTooLarge : FILE_MESSAGES.parseFailed, 422));
    });
    worker.once('exit', () => finish(new FileError(FILE_MESSAGES.parseFailed, 422)));
  });
}

/**
 * The first sheet as rows of strings (untrimmed, trailing blanks dropped): rows[i] is spreadsheet row i + 1, rows[0] the header.
 * Throws FileError with the spec's messages (只能上传 Excel (.xls,.xlsx) 文件, 文件大小不能超过100MB) or
 * this folder's parse messages (timeout, unreadable, unsafe, too many rows).
 */
export async function parseUserImport(
  bytes: Uint8Array,
  fileName: string,
  options: ParseOptions = {},
): Promise<string[][]> {
  checkUpload(bytes, fileName);
  const maxRows = options.maxRows ?? 10_000;
  // Two more than allowed: the header, and one row to notice the limit was passed.
  const release = await parseSlot();
  const rows = await runWorker(bytes, maxRows + 2, options).finally(release);
  while (rows.length > 0 && (rows[rows.length - 1] ?? []).every((cell) => cell.trim() === '')) rows.pop();
  if (rows.length > maxRows + 1) throw new FileError(tooManyImportRows(maxRows), 413);
  return rows;
}
