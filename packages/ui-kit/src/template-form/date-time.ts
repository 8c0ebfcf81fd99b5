import { formatDateTime, parseDateInput } from '@practice/sdk';
import dayjs from 'dayjs';

/** The native date-time control's value format (seconds included: the control has step=1). */
const PICKER_FORMAT = 'YYYY-MM-DDTHH:mm:ss';

/** 'YYYY/MM/DD HH:mm:ss' (or any date the server sends) as the control's value; '' when unreadable. */
export function toPickerValue(value: string): string {
  const date = parseDateInput(value);
  return date ? dayjs(date).format(PICKER_FORMAT) : '';
}

/** The control's value (with or without seconds) as the spec's 'YYYY/MM/DD HH:mm:ss'. */
export const fromPickerValue = (value: string): string => formatDateTime(value);
