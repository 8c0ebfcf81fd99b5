/**
 * Date display of SPEC §9. The back ends send dates in several shapes (ISO, 'YYYY-MM-DD HH:mm:ss', epoch
 * seconds, epoch milliseconds, sometimes as numeric strings), so parsing is lenient and failure is silent:
 * a table cell shows '' rather than 'Invalid Date'.
 */
import dayjs from 'dayjs';

/** Display formats (dayjs tokens). */
export const DATE_TIME_DISPLAY_FORMAT = 'YYYY/MM/DD HH:mm:ss';
export const DATE_DISPLAY_FORMAT = 'YYYY/MM/DD';

/** Value formats handed to the UI date pickers, whose tokens are date-fns style (yyyy, dd), not dayjs. */
export const RANGE_PICKER_VALUE_FORMAT = 'yyyy-MM-dd';
export const DATE_TIME_PICKER_VALUE_FORMAT = 'yyyy/MM/dd HH:mm:ss';

export type DateInput = Date | string | number | null | undefined;

const SECONDS_DIGITS = 10;

/**
 * Epoch numbers: exactly ten integer digits means seconds (SPEC §9), anything else milliseconds. Ten digits
 * of milliseconds would fall in early 1970, which no record in this product carries, so the rule is safe.
 */
function fromEpoch(value: number): Date | null {
  if (!Number.isFinite(value)) return null;
  const isSeconds = Number.isInteger(value) && String(Math.abs(value)).length === SECONDS_DIGITS;
  const date = new Date(isSeconds ? value * 1000 : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Normalises any accepted input to a valid Date, or null when it is empty or cannot be read. */
export function parseDateInput(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'number') return fromEpoch(value);
  const text = value.trim();
  if (text === '') return null;
  if (/^-?\d+$/.test(text)) return fromEpoch(Number(text));
  // dayjs reads 'YYYY-MM-DD HH:mm:ss' (and slashes) as local time and defers anything else to Date.
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed.toDate() : null;
}

function format(value: DateInput, pattern: string): string {
  const date = parseDateInput(value);
  return date === null ? '' : dayjs(date).format(pattern);
}

/** 'YYYY/MM/DD HH:mm:ss' in local time, or '' for empty or unreadable input. */
export function formatDateTime(value: DateInput): string {
  return format(value, DATE_TIME_DISPLAY_FORMAT);
}

/** 'YYYY/MM/DD' in local time, or '' for empty or unreadable input. */
export function formatDate(value: DateInput): string {
  return format(value, DATE_DISPLAY_FORMAT);
}

/**
 * A value shown by its field's display variant (field.ts Display: 'date', 'dateTime'; anything else is text).
 * '' when empty; a value that is no readable date is shown as sent rather than hidden, so a back end's odd
 * value is seen and reported, not lost.
 */
export function formatByDisplay(display: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (display !== 'date' && display !== 'dateTime') return String(value);
  const input = typeof value === 'number' || value instanceof Date ? value : String(value);
  return (display === 'date' ? formatDate(input) : formatDateTime(input)) || String(value);
}
