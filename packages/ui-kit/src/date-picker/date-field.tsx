import { DatePicker } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { CalendarContent, CalendarTrigger } from './calendar-content.js';
import { DAY_VALUE_FORMAT, dayValue, toDateValue } from './date-values.js';
import { dateGroups } from './shortcut-groups.js';
import { FIELD_PICKER_PROPS } from './zh-cn.js';

export interface DateFieldProps {
  /** Any date the back ends send; '' when none. */
  value: string;
  /** The chosen day as 'YYYY-MM-DD', or '' when cleared. */
  onChange: (value: string) => void;
  /** Names the input for assistive technology (the form's visible label says the same). */
  label: string;
  placeholder?: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
}

/** A date-only field: a zh-CN calendar with 今天 / 昨天 / 一周前, shown as YYYY/MM/DD in any browser. */
export function DateField({
  value,
  onChange,
  label,
  placeholder = '请选择日期',
  size = 'md',
  ...state
}: DateFieldProps) {
  const day = toDateValue(value);
  return (
    <DatePicker.Root
      {...FIELD_PICKER_PROPS}
      {...state}
      size={size}
      value={day ? [day] : []}
      onValueChange={(details) => {
        const [next] = details.value;
        onChange(next ? dayValue(next) : '');
      }}
    >
      <DatePicker.Control>
        <DatePicker.Input aria-label={label} placeholder={placeholder} />
        <CalendarTrigger />
      </DatePicker.Control>
      <CalendarContent inline groups={dateGroups((at) => onChange(dayjs(at).format(DAY_VALUE_FORMAT)))} />
    </DatePicker.Root>
  );
}
