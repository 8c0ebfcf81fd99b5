/**
 * The news form of SPEC §3, §5: required title, abstract, release time and numeric sort, plus content.
 * The 100-character title limit is only a hint (the spec says it is not enforced).
 */
import {
  formatDateTime,
  NEWS_ABSTRACT_REQUIRED,
  NEWS_CONTENT_REQUIRED,
  NEWS_DATE_REQUIRED,
  NEWS_SORT_REQUIRED,
  NEWS_TITLE_REQUIRED,
  parseDateInput,
} from '@practice/sdk';
import { hasVisibleContent, sanitizeHtml } from './sanitize.js';

/** A news item as the server sends it; fType and fNewsInfoId pass through untouched. */
export interface NewsItem {
  fNewsInfoId?: string;
  fType?: string | number;
  cTitle?: string | null;
  cAbstract?: string | null;
  fSort?: number | string | null;
  cNewsDate?: string | number | null;
  cContent?: string | null;
}

/** What the inputs hold: text as typed; the date as the kit's date-time picker holds it (YYYY/MM/DD HH:mm:ss). */
export interface NewsFormValues {
  cTitle: string;
  cAbstract: string;
  fSort: string;
  cNewsDate: string;
  cContent: string;
}

export interface NewsPayload {
  fNewsInfoId?: string;
  fType?: string | number;
  cTitle: string;
  cAbstract: string;
  fSort: number;
  cNewsDate: string;
  cContent: string;
}

export type NewsSubmitType = 'add' | 'edit';
export type NewsFormErrors = Partial<Record<keyof NewsFormValues, string>>;

export const NEWS_TITLE_HINT_LENGTH = 100;

export const emptyNews = (): NewsFormValues => ({
  cTitle: '',
  cAbstract: '',
  fSort: '',
  cNewsDate: '',
  cContent: '',
});

export function newsToForm(item: NewsItem): NewsFormValues {
  return {
    cTitle: item.cTitle ?? '',
    cAbstract: item.cAbstract ?? '',
    fSort: item.fSort === null || item.fSort === undefined ? '' : String(item.fSort),
    cNewsDate: formatDateTime(item.cNewsDate ?? null),
    cContent: item.cContent ?? '',
  };
}

const isDate = (text: string) => parseDateInput(text) !== null;
const isInteger = (text: string) => /^[-+]?\d+$/.test(text.trim());

/** Required text is trimmed before it is checked (SPEC §5, generic form submit). */
export function validateNews(values: NewsFormValues): NewsFormErrors {
  const errors: NewsFormErrors = {};
  if (values.cTitle.trim() === '') errors.cTitle = NEWS_TITLE_REQUIRED;
  if (values.cAbstract.trim() === '') errors.cAbstract = NEWS_ABSTRACT_REQUIRED;
  if (!isInteger(values.fSort)) errors.fSort = NEWS_SORT_REQUIRED;
  if (!isDate(values.cNewsDate)) errors.cNewsDate = NEWS_DATE_REQUIRED;
  if (!hasVisibleContent(values.cContent)) errors.cContent = NEWS_CONTENT_REQUIRED;
  return errors;
}

/** The payload for Add or Edit: trimmed, sort as a number, the date in the display format, content cleaned. */
export function toNewsPayload(values: NewsFormValues, item?: NewsItem | null): NewsPayload {
  return {
    ...(item?.fNewsInfoId !== undefined ? { fNewsInfoId: item.fNewsInfoId } : {}),
    ...(item?.fType !== undefined ? { fType: item.fType } : {}),
    cTitle: values.cTitle.trim(),
    cAbstract: values.cAbstract.trim(),
    fSort: Number(values.fSort.trim()),
    cNewsDate: formatDateTime(values.cNewsDate),
    cContent: sanitizeHtml(values.cContent),
  };
}
