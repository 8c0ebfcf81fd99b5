/**
 * Reads the first sheet of an uploaded workbook into rows of strings. Runs in its own worker (a separate
 * realm, started once per file and then discarded): sheetjs-style is a SheetJS 0.15 fork with known
 * prototype-pollution and ReDoS bugs on crafted files, so whatever it corrupts stays here, a runaway parse is
 * killed by the parent's timeout, and only plain string arrays cross back by structured clone.
 *
 * The heap limit does not hold what the bundled JSZip inflates (typed arrays live outside the heap), so a zip
 * bomb never gets here: the parent measures the archive first (zip-limits.ts).
 *
 * Plain .mjs on purpose: the parent starts it by URL, which works the same under tsx, vitest and plain Node.
 */
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from 'sheetjs-style';

const PROTOTYPES = [
  Object.prototype,
  Array.prototype,
  String.prototype,
  Function.prototype,
  Number.prototype,
];

// Every own property of the shared prototypes, by identity: pollution adds keys or swaps values.
const snapshot = () =>
  PROTOTYPES.map((proto) => new Map(Reflect.ownKeys(proto).map((key) => [key, descriptorParts(proto, key)])));

function descriptorParts(proto, key) {
  const d = Object.getOwnPropertyDescriptor(proto, key);
  return [d?.value, d?.get, d?.set];
}

function unchanged(before) {
  return PROTOTYPES.every((proto, i) => {
    const keys = Reflect.ownKeys(proto);
    const saved = before[i];
    return (
      keys.length === saved.size &&
      keys.every((key) => {
        const parts = descriptorParts(proto, key);
        const old = saved.get(key);
        return old !== undefined && parts.every((part, j) => part === old[j]);
      })
    );
  });
}

// Whole numbers in a General (or text) format are read from the value: the formatted text of a long mobile
// number may be scientific ('1.38E+10'), and an ID must keep every digit.
const PLAIN_FORMATS = new Set([undefined, 'General', '0', '@']);

function cellText(cell) {
  if (cell === null || typeof cell !== 'object') return '';
  const { t, v, w, z } = cell;
  if (t === 'n' && Number.isSafeInteger(v) && PLAIN_FORMATS.has(z)) return String(v);
  if (typeof w === 'string') return w;
  return v === undefined || v === null ? '' : String(v);
}

function readRows(bytes, maxRows, maxColumns) {
  const book = XLSX.read(bytes, {
    type: 'array',
    sheets: 0,
    sheetRows: maxRows,
    cellNF: true,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
  });
  const name = book.SheetNames?.[0];
  const sheet = typeof name === 'string' && Object.hasOwn(book.Sheets, name) ? book.Sheets[name] : undefined;
  const ref = sheet && Object.hasOwn(sheet, '!ref') ? sheet['!ref'] : undefined;
  if (typeof ref !== 'string') return [];
  const range = XLSX.utils.decode_range(ref);
  const rows = [];
  // From A1, not from the range start, so rows[i] is always spreadsheet row i + 1.
  for (let r = 0; r <= Math.min(range.e.r, maxRows - 1); r += 1) {
    const row = [];
    for (let c = 0; c <= Math.min(range.e.c, maxColumns - 1); c += 1) {
      const address = XLSX.utils.encode_cell({ r, c });
      row.push(String(cellText(Object.hasOwn(sheet, address) ? sheet[address] : undefined)));
    }
    while (row.length > 0 && row[row.length - 1] === '') row.pop();
    rows.push(row);
  }
  return rows;
}

const { bytes, maxRows, maxColumns } = workerData;
const before = snapshot();
let reply;
try {
  const rows = readRows(new Uint8Array(bytes), maxRows, maxColumns);
  reply = unchanged(before) ? { ok: true, rows } : { ok: false, reason: 'polluted' };
} catch {
  reply = unchanged(before) ? { ok: false, reason: 'unreadable' } : { ok: false, reason: 'polluted' };
}
parentPort.postMessage(reply);
