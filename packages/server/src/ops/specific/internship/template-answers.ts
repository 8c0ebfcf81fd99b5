import { formatLocation, parseLocation, templateOptions } from '@practice/sdk';
import { enums } from '@practice/sdk/contract';
import { normalizeDate } from '../../../db/dates.js';
import type { Row } from '../../../db/driver.js';
import { badRequest } from '../../../http/errors.js';

/*
 * An answer to a template item is stored in the one form the production back end uses for its kind, whatever
 * client wrote it: a date-time as 'YYYY-MM-DD HH:mm:ss', a place as 'name,latitude,longitude'. Other kinds
 * are text (uploads are checked as file references by files/file-refs.ts). A dropdown's answer must be one of
 * its options' values: a score sheet sums them, so a value of the client's own would be a score of its own.
 */

const kind = (label: string) => {
  const option = enums.TemplateInputKind.options.find((o) => o.label === label);
  if (!option) throw new Error(`TemplateInputKind has no ${label}`);
  return option.value;
};
const DATE_TIME = kind('日期时间');
const LOCATION = kind('地图定位');
export const DROPDOWN = kind('下拉选择');
const DATE_TIME_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The answer as stored, or a 400 naming the item when it is not a value of the item's kind. */
export function storedAnswer(item: Row, text: string): string {
  const name = String(item.cTemplateItemName ?? '');
  if (text.trim() === '') return text;
  if (item.fFontType === DATE_TIME) {
    const value = normalizeDate(text, true);
    if (!DATE_TIME_TEXT.test(value) || Number.isNaN(Date.parse(value.replace(' ', 'T')))) {
      throw badRequest(`${name}须为日期时间，格式 YYYY-MM-DD HH:mm:ss`);
    }
    return value;
  }
  if (item.fFontType === LOCATION) {
    const place = parseLocation(text);
    if (!place) throw badRequest(`${name}：位置格式应为: 地点,纬度,经度`);
    return formatLocation(place);
  }
  if (item.fFontType === DROPDOWN) {
    const options = templateOptions(item.cFilePath as string | null);
    const chosen = options.find((o) => o.value === text.trim());
    // An item whose options were never written has nothing to choose from: its answer stays free text.
    if (options.length && !chosen) throw badRequest(`${name}须为下拉选项之一`);
    return chosen?.value ?? text;
  }
  return text;
}
