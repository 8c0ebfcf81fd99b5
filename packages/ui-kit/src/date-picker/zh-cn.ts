import type { DatePicker } from '@chakra-ui/react';
import { parseTypedDay, showDay } from './date-values.js';

/*
 * What makes Chakra's DatePicker read as Chinese, independent of the browser's language: the zh-CN locale
 * (month and weekday names, Monday first), the spec's YYYY/MM/DD in the inputs, and Chinese names for the
 * buttons a screen reader announces (the defaults are English).
 */

type RootProps = DatePicker.RootProps;
/** Named, not inferred: the published declarations must not reach into Chakra's own date-picker package. */
type PickerProps = Pick<
  RootProps,
  'locale' | 'startOfWeek' | 'translations' | 'format' | 'parse' | 'positioning'
>;

const VIEW: Record<string, string> = { day: '月', month: '年', year: '十年' };

export const ZH_TRANSLATIONS: NonNullable<RootProps['translations']> = {
  dayCell: (state) => {
    if (state.unavailable) return `不可选 ${state.valueText}`;
    if (state.firstInRange) return `开始于 ${state.valueText}`;
    if (state.lastInRange) return `结束于 ${state.valueText}`;
    if (state.inRange) return `范围内 ${state.valueText}`;
    if (state.selected) return `已选 ${state.valueText}`;
    return `选择 ${state.valueText}`;
  },
  presetTrigger: ([start = '', end = '']) => `选择 ${start} 至 ${end}`,
  trigger: (open) => (open ? '关闭日历' : '打开日历'),
  prevTrigger: (view) => `上一${VIEW[view] ?? '页'}`,
  nextTrigger: (view) => `下一${VIEW[view] ?? '页'}`,
  viewTrigger: (view) => (view === 'day' ? '选择月份' : view === 'month' ? '选择年份' : '年代'),
  clearTrigger: '清除日期',
  content: '日历',
  monthSelect: '选择月份',
  yearSelect: '选择年份',
  placeholder: () => ({ year: 'YYYY', month: 'MM', day: 'DD' }),
};

/** The props every picker of the kit shares. */
export const ZH_PICKER_PROPS: PickerProps = {
  locale: 'zh-CN',
  startOfWeek: 1,
  translations: ZH_TRANSLATIONS,
  format: (date) => showDay(date),
  parse: (text) => parseTypedDay(text),
  // Flip and shift keep the calendar inside a 390 px screen; the content itself is at most the viewport wide.
  positioning: { placement: 'bottom-start', flip: true, slide: true },
};

/** A form field's picker: its calendar drawn in place (CalendarContent inline), fixed so no scroll box cuts it. */
export const FIELD_PICKER_PROPS: PickerProps = {
  ...ZH_PICKER_PROPS,
  positioning: { ...ZH_PICKER_PROPS.positioning, strategy: 'fixed' },
};
