import { DatePicker, HStack, Input } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { CalendarContent, CalendarTrigger } from './calendar-content.js';
import { DATE_TIME_VALUE_FORMAT, joinDateTime, parseTypedTime, timeOf, toDateValue } from './date-values.js';
import { dateGroups } from './shortcut-groups.js';
import { FIELD_PICKER_PROPS } from './zh-cn.js';

export interface DateTimeFieldProps {
  /** Any date-time the back ends send; '' when none. */
  value: string;
  /** 'YYYY/MM/DD HH:mm:ss' (the spec's date-time picker value), or '' when the day is cleared. */
  onChange: (value: string) => void;
  label: string;
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
}

const DEFAULT_TIME = '00:00:00';

/**
 * A date-time field: the day from the zh-CN calendar, the time typed as HH:mm:ss (24-hour, whatever the
 * browser's language: a native time input would show 上午/AM by locale). A shortcut keeps its time of day.
 */
export function DateTimeField({ value, onChange, label, ...state }: DateTimeFieldProps) {
  const day = toDateValue(value);
  const stored = timeOf(value);
  // The time as typed, so a half-typed 08:3 is not thrown away; it follows the value when that changes.
  const [typed, setTyped] = useState(stored);
  useEffect(() => setTyped((t) => (parseTypedTime(t) === stored ? t : stored)), [stored]);
  const timeValid = typed === '' || parseTypedTime(typed) !== undefined;
  return (
    <HStack gap="2" alignItems="flex-start" flexWrap="wrap">
      <DatePicker.Root
        {...FIELD_PICKER_PROPS}
        {...state}
        flex="1 1 10rem"
        value={day ? [day] : []}
        onValueChange={(details) => {
          const [next] = details.value;
          onChange(next ? joinDateTime(next, parseTypedTime(typed) ?? DEFAULT_TIME) : '');
        }}
      >
        <DatePicker.Control>
          <DatePicker.Input aria-label={`${label}日期`} placeholder="请选择日期" />
          <CalendarTrigger />
        </DatePicker.Control>
        <CalendarContent
          inline
          groups={dateGroups((at) => onChange(dayjs(at).format(DATE_TIME_VALUE_FORMAT)))}
        />
      </DatePicker.Root>
      <Input
        flex="0 0 7rem"
        aria-label={`${label}时间`}
        placeholder="HH:mm:ss"
        inputMode="numeric"
        value={typed}
        disabled={state.disabled}
        readOnly={state.readOnly}
        aria-invalid={!timeValid || state.invalid || undefined}
        onChange={(e) => {
          setTyped(e.target.value);
          const time = parseTypedTime(e.target.value);
          if (time && day) onChange(joinDateTime(day, time));
        }}
        // The whole time is selected on focus, so typing replaces the 00:00:00 a picked day starts with.
        onFocus={(e) => e.currentTarget.select()}
        onBlur={() => setTyped(parseTypedTime(typed) ?? stored)}
      />
    </HStack>
  );
}
