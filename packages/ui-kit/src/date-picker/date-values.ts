import { type DateValue, parseDate } from '@chakra-ui/react';
import { parseDateInput } from '@practice/sdk';
import dayjs from 'dayjs';

/*
 * The pickers speak strings to their callers (the forms and filters hold text) and DateValue (the
 * @internationalized/date objects Chakra's DatePicker works in) to the calendar. The conversions live
 * here, away from the components, so that they can be tested without a browser.
 */

/** A day as the range filters and date fields send it: 'YYYY-MM-DD' (the picker value format of SPEC §9). */
export const DAY_VALUE_FORMAT = 'YYYY-MM-DD';
/** A date-time as the date-time fields hand it back: 'YYYY/MM/DD HH:mm:ss' (SPEC §9). */
export const DATE_TIME_VALUE_FORMAT = 'YYYY/MM/DD HH:mm:ss';

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day as the inputs show it: 'YYYY/MM/DD', whatever the browser's language. */
export const showDay = (d: DateValue): string => `${d.year}/${pad(d.month)}/${pad(d.day)}`;

/** A calendar day as the value format 'YYYY-MM-DD'. */
export const dayValue = (d: DateValue): string => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** The calendar day of any date text the back ends send (or a Date); undefined when there is none. */
export function toDateValue(value: string | Date | null | undefined): DateValue | undefined {
  const date = value instanceof Date ? value : parseDateInput(value);
  return date ? parseDate(dayjs(date).format(DAY_VALUE_FORMAT)) : undefined;
}

/**
 * What a user typed in a date input, read as a day: 2026/3/5 and 2026/03/05 both mean 5 March (the input
 * takes digits and zh-CN's separator '/' only). A day that does not exist (2026/02/30) is no day, so the
 * input keeps its last good value.
 */
export function parseTypedDay(text: string): DateValue | undefined {
  const m = /^\s*(\d{4})\/(\d{1,2})\/(\d{1,2})\s*$/.exec(text);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = dayjs(new Date(y, mo - 1, d));
  if (day.year() !== y || day.month() !== mo - 1 || day.date() !== d) return undefined;
  return parseDate(day.format(DAY_VALUE_FORMAT));
}

/** 'HH:mm:ss' (or 'HH:mm') typed in a time input, as 'HH:mm:ss'; undefined when it is not a time. */
export function parseTypedTime(text: string): string | undefined {
  const m = /^\s*(\d{1,2})[:：](\d{2})(?:[:：](\d{2}))?\s*$/.exec(text);
  if (!m) return undefined;
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return undefined;
  return `${pad(h)}:${pad(mi)}:${pad(s)}`;
}

/** The time of day of a stored date-time ('' when there is none). */
export function timeOf(value: string): string {
  const date = parseDateInput(value);
  return date ? dayjs(date).format('HH:mm:ss') : '';
}

/** A day and a time of day joined as the date-time value 'YYYY/MM/DD HH:mm:ss'. */
export const joinDateTime = (day: DateValue, time: string): string => `${showDay(day)} ${time}`;
