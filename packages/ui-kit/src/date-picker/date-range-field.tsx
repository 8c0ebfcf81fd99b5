import { DatePicker, type DateValue, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { CalendarContent, CalendarTrigger } from './calendar-content.js';
import { DAY_VALUE_FORMAT, dayValue, toDateValue } from './date-values.js';
import { rangeGroups } from './shortcut-groups.js';
import { ZH_PICKER_PROPS } from './zh-cn.js';

export interface DateRangeFieldProps {
  /** Shown above the inputs and naming them (创建时间开始日期 / 创建时间结束日期). */
  label: string;
  /** 'YYYY-MM-DD' or ''. */
  begin: string;
  end: string;
  onChange: (begin: string, end: string) => void;
  size?: 'sm' | 'md';
}

const day = (at: Date) => dayjs(at).format(DAY_VALUE_FORMAT);

/**
 * A range filter: two days picked in one zh-CN calendar (the first click the start, the second the end)
 * or by the spec's shortcuts, sent as 'YYYY-MM-DD' each.
 */
export function DateRangeField({ label, begin, end, onChange, size = 'sm' }: DateRangeFieldProps) {
  const from = toDateValue(begin);
  const to = toDateValue(end);
  // Half a range (only the start clicked so far) is held here, not sent: the list filters on a whole range.
  const [pending, setPending] = useState<DateValue[] | null>(null);
  return (
    <DatePicker.Root
      {...ZH_PICKER_PROPS}
      selectionMode="range"
      size={size}
      // On a phone the range takes the line and its inputs share it; from sm up it sits among the fields.
      width={{ base: 'full', sm: 'auto' }}
      value={pending ?? (from && to ? [from, to] : from ? [from] : [])}
      onValueChange={(details) => {
        const [a, b] = details.value;
        if (a && !b) {
          setPending([a]);
          return;
        }
        setPending(null);
        onChange(a ? dayValue(a) : '', b ? dayValue(b) : '');
      }}
      onOpenChange={(details) => {
        // Closed half-way, the range falls back to the one last sent.
        if (!details.open) setPending(null);
      }}
    >
      <DatePicker.Label asChild>
        <Text fontSize="sm" fontWeight="medium">
          {label}
        </Text>
      </DatePicker.Label>
      <DatePicker.Control width={{ base: 'full', sm: '17rem' }}>
        <DatePicker.Input minWidth="0" index={0} aria-label={`${label}开始日期`} placeholder="开始日期" />
        <DatePicker.Input minWidth="0" index={1} aria-label={`${label}结束日期`} placeholder="结束日期" />
        <CalendarTrigger />
      </DatePicker.Control>
      <CalendarContent
        groups={rangeGroups((a, b) => {
          setPending(null);
          onChange(day(a), day(b));
        })}
      />
    </DatePicker.Root>
  );
}
