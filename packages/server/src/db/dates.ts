/**
 * Wire dates are stored as text in one form, 'YYYY-MM-DD HH:mm:ss' (date fields 'YYYY-MM-DD'), so that they
 * sort and compare as text and come back exactly as the console shows them. Times with a zone are turned
 * into China Standard Time, the schools' clock.
 */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

export function formatCst(ms: number, withTime = true): string {
  const d = new Date(ms + CST_OFFSET_MS);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return withTime
    ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
    : day;
}

export const nowText = () => formatCst(Date.now());

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

/** The end of a range given as a day includes the whole day. */
export const rangeEnd = (value: string) => {
  const v = normalizeDate(value, true);
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim().replace(/\//g, '-')) ? `${v.slice(0, 10)} 23:59:59` : v;
};
