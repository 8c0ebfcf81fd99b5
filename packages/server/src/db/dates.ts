import { formatCst, normalizeDate } from '@practice/sdk/contract';

/*
 * Wire dates are stored as text in one form, 'YYYY-MM-DD HH:mm:ss' (date fields 'YYYY-MM-DD'), so that they
 * sort and compare as text and come back exactly as the console shows them. The form is the contract's
 * (wire-date.ts), so that the SDK and the console compare dates as the server does (an entity's date order).
 */
export { normalizeDate };

export const nowText = () => formatCst(Date.now());

/** The end of a range given as a day includes the whole day. */
export const rangeEnd = (value: string) => {
  const v = normalizeDate(value, true);
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim().replace(/\//g, '-')) ? `${v.slice(0, 10)} 23:59:59` : v;
};
