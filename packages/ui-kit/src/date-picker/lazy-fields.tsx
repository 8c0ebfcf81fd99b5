import { Box, type BoxProps, HStack, Stack, Text } from '@chakra-ui/react';
import { parseDateInput } from '@practice/sdk';
import dayjs from 'dayjs';
import { retryingLazy } from '../feedback/retrying-lazy.js';
import type { DateFieldProps } from './date-field.js';
import type { DateRangeFieldProps } from './date-range-field.js';
import type { DateTimeFieldProps } from './date-time-field.js';

/*
 * The kit's date fields as screens use them: Chakra's date picker (its calendar machine and
 * @internationalized/date, about 35 kB of Brotli) loads when a field is first drawn, not with every list that
 * might show one. On a phone a list's filters wait behind 筛选, and a form's fields in a dialog not yet
 * opened, so a student's lists open without it. Until it has come (a moment, on a first use), a field is
 * drawn as a box of the input's size showing the same value, hidden from assistive technology and from
 * clicks: nothing moves when the picker takes its place, and nothing typed into a stand-in is lost.
 */

/** A value as the picker's inputs show it (YYYY/MM/DD, HH:mm:ss); '' for none, or for text that is no date. */
const shown = (value: string, pattern: string) => {
  const at = parseDateInput(value);
  return at ? dayjs(at).format(pattern) : '';
};
const shownDay = (value: string) => shown(value, 'YYYY/MM/DD');

interface WaitingProps extends BoxProps {
  size?: 'sm' | 'md';
  value: string;
  placeholder: string;
}

/** The look of the picker's input (Chakra's outline input: its height, border and padding), inert. */
function Waiting({ size = 'md', value, placeholder, ...box }: WaitingProps) {
  return (
    <Box
      aria-hidden
      display="flex"
      alignItems="center"
      minWidth="0"
      flex="1"
      height={size === 'sm' ? '9' : '10'}
      px="3"
      borderWidth="1px"
      borderColor="border"
      rounded="l2"
      textStyle="sm"
      color={value ? 'fg' : 'fg.muted'}
      whiteSpace="nowrap"
      overflow="hidden"
      {...box}
    >
      {value || placeholder}
    </Box>
  );
}

/** A date-only field: a zh-CN calendar with 今天 / 昨天 / 一周前, shown as YYYY/MM/DD in any browser. */
export const DateField = retryingLazy<DateFieldProps>(
  () => import('./date-field.js').then((m) => ({ default: m.DateField })),
  {
    placeholder: ({ size = 'md', placeholder = '请选择日期', value }) => (
      <Waiting size={size} placeholder={placeholder} value={shownDay(value)} />
    ),
  },
);

/** A range filter: two days picked in one zh-CN calendar or by the spec's shortcuts, sent as 'YYYY-MM-DD'. */
export const DateRangeField = retryingLazy<DateRangeFieldProps>(
  () => import('./date-range-field.js').then((m) => ({ default: m.DateRangeField })),
  {
    placeholder: ({ size = 'sm', label, begin, end }) => (
      <Stack gap="1.5" width={{ base: 'full', sm: 'auto' }}>
        <Text textStyle="sm" fontWeight="medium">
          {label}
        </Text>
        <HStack gap="2" width={{ base: 'full', sm: '17rem' }}>
          <Waiting size={size} placeholder="开始日期" value={shownDay(begin)} />
          <Waiting size={size} placeholder="结束日期" value={shownDay(end)} />
        </HStack>
      </Stack>
    ),
  },
);

/** A date-time field: the day from the zh-CN calendar, the time typed as HH:mm:ss (24-hour). */
export const DateTimeField = retryingLazy<DateTimeFieldProps>(
  () => import('./date-time-field.js').then((m) => ({ default: m.DateTimeField })),
  {
    placeholder: ({ value }) => (
      <HStack gap="2" alignItems="flex-start" flexWrap="wrap">
        <Waiting flex="1 1 10rem" placeholder="请选择日期" value={shownDay(value)} />
        <Waiting flex="0 0 7rem" placeholder="HH:mm:ss" value={shown(value, 'HH:mm:ss')} />
      </HStack>
    ),
  },
);
