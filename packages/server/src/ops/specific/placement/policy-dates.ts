/*
 * Dates as insurers' workbooks hold them: typed text (2026-03-01, 2026/3/1, 2026.3.1, 2026年3月1日), a date
 * cell as the parser formats it (Excel's default short date, 3/1/26 or 3/1/2026), or a bare day number of a
 * cell formatted as General (46082). Answers 'YYYY-MM-DD', or null for anything else or a day the calendar
 * lacks (2026-02-30).
 */

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

function real(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (y < 1990 || y > 2100) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

export function policyDate(cell: string): string | null {
  const text = cell.trim();
  const ymd =
    /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(text);
  if (ymd) return real(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  const mdy = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (mdy) {
    const year = Number(mdy[3]);
    return real(year < 100 ? 2000 + year : year, Number(mdy[1]), Number(mdy[2]));
  }
  if (/^\d{5}$/.test(text)) {
    const date = new Date(EXCEL_EPOCH + Number(text) * DAY_MS);
    return real(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  return null;
}
