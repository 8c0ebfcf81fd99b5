/*
 * Wire dates in one comparable form, 'YYYY-MM-DD HH:mm:ss' (date fields 'YYYY-MM-DD'), as the reference
 * server stores them: text in that form sorts and compares in time order. Times with a zone are turned into
 * China Standard Time, the schools' clock; times without one are taken as written (already China time).
 */

const CST_OFFSET_MS = 8 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as China Standard Time: 'YYYY-MM-DD HH:mm:ss', or the day alone. */
export function formatCst(ms: number, withTime = true): string {
  const d = new Date(ms + CST_OFFSET_MS);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return withTime
    ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
    : day;
}

/**
 * Whether a wire date names a moment the calendar has: 2026-02-30 and 2026-13-01 match the wire form
 * (field.ts WIRE_DATE) but no day, nor does 25:00. Text not in the wire form is left to the form check.
 */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value.trim());
  if (!m) return true;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((part) => Number(part ?? 0)) as number[];
  const at = new Date(Date.UTC(y as number, (mo as number) - 1, d));
  const dayExists =
    at.getUTCFullYear() === y && at.getUTCMonth() === (mo as number) - 1 && at.getUTCDate() === d;
  return dayExists && h <= 23 && mi <= 59 && s <= 59;
}
export const NO_SUCH_DATE = '日期不存在，请检查月份和日期';

/** Any accepted wire date (field.ts WIRE_DATE) in the comparable form; other text is returned trimmed. */
export function normalizeDate(value: string, withTime: boolean): string {
  const v = value.trim().replace(/\//g, '-');
  if (/(?:Z|[+-]\d{2}:?\d{2})$/.test(v)) {
    const ms = Date.parse(v.replace(' ', 'T'));
    if (!Number.isNaN(ms)) return formatCst(ms, withTime);
  }
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(v);
  if (!m) return v;
  if (!withTime) return m[1] as string;
  return `${m[1]} ${m[2] ?? '00'}:${m[3] ?? '00'}:${m[4] ?? '00'}`;
}
