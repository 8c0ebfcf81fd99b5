import { Box, Button, Grid, Heading, HStack, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { TAP_TARGET_PX } from '@practice/sdk';
import {
  type AttendanceCalendar,
  AttendanceDayState,
  type AttendanceDayStateValue,
} from '@practice/sdk/contract';
import { Loading } from '@practice/ui-kit';
import { useLoaded } from '../../../data/use-loaded.js';
import { callOperation } from '../../entity-list/index.js';
import { ATTENDANCE_READS } from './attendance-reads.js';
import { type Cell, calendarWeeks, monthTitle, shiftMonth, WEEKDAY_HEADS } from './calendar-days.js';

/** A colour per state, each its own so that late, leave and make-up read apart at a glance. */
const COLOURS: Partial<Record<AttendanceDayStateValue, string>> = {
  signed: 'green',
  late: 'orange',
  makeUp: 'teal',
  missing: 'red',
  leave: 'blue',
  rest: 'gray',
};
const LEGEND = Object.keys(COLOURS) as AttendanceDayStateValue[];

const COUNTS: readonly (readonly [keyof AttendanceCalendar['counts'], string])[] = [
  ['fWorkDays', '应出勤'],
  ['fSigned', '已签到'],
  ['fLate', '迟到'],
  ['fMissing', '缺勤'],
  ['fLeave', '请假'],
  ['fMakeUp', '补签'],
  ['fOutside', '围栏外'],
];

/** A time of the day from the server's 'YYYY-MM-DD HH:mm:ss' (or a bare 'HH:mm'). */
export const clockOf = (value: string | null) => (value && value.length > 5 ? value.slice(11, 16) : value);

function DayCell({ cell }: { cell: Cell }) {
  if (!cell) return <Box aria-hidden />;
  const colour = COLOURS[cell.cDayState];
  const label = AttendanceDayState.labelOf(cell.cDayState);
  const times = [
    cell.tArrive && `上班 ${clockOf(cell.tArrive)}`,
    cell.tLeave && `下班 ${clockOf(cell.tLeave)}`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Box
      role="gridcell"
      title={times || undefined}
      data-state={cell.cDayState}
      minH={`${TAP_TARGET_PX}px`}
      rounded="md"
      px="1"
      py="0.5"
      textAlign="center"
      bg={colour ? `${colour}.subtle` : undefined}
      color={colour ? `${colour}.fg` : 'fg.muted'}
      borderWidth={cell.fOutside ? '2px' : '0'}
      borderColor="red.solid"
    >
      <Text fontSize="sm" fontWeight="semibold">
        {Number(cell.tDate.slice(8))}
        <VisuallyHidden>日</VisuallyHidden>
      </Text>
      <Text fontSize="2xs" lineClamp={1}>
        {colour ? label : ''}
      </Text>
      <VisuallyHidden>
        {colour ? '' : label}
        {times ? ` ${times}` : ''}
        {cell.fOutside ? ' 有围栏外签到' : ''}
      </VisuallyHidden>
    </Box>
  );
}

/**
 * A student's month (GetAttendanceCalendar): the month switcher, the counts, the days coloured by state with
 * a legend. Without `studentId` it is the caller's own month (a student's); staff name the student.
 */
export function MonthCalendar({
  studentId,
  month,
  onMonth,
}: {
  studentId?: string;
  month: string;
  onMonth: (month: string) => void;
}) {
  const query = { cMonth: month, ...(studentId ? { fInternshipStudentId: studentId } : {}) };
  const loaded = useLoaded(
    `GetAttendanceCalendar ${JSON.stringify(query)}`,
    () => callOperation('GetAttendanceCalendar', query),
    { reads: ATTENDANCE_READS, keepLast: true },
  );
  const calendar = loaded.value;
  return (
    <Stack gap="3" data-testid="attendance-calendar">
      <HStack justify="space-between">
        <Button variant="outline" minH={`${TAP_TARGET_PX}px`} onClick={() => onMonth(shiftMonth(month, -1))}>
          上个月
        </Button>
        <Heading size="md" aria-live="polite">
          {monthTitle(month)}
          {calendar?.cRealName ? ` · ${calendar.cRealName}` : ''}
        </Heading>
        <Button variant="outline" minH={`${TAP_TARGET_PX}px`} onClick={() => onMonth(shiftMonth(month, 1))}>
          下个月
        </Button>
      </HStack>
      {loaded.status === 'failed' && !calendar ? (
        <Text color="fg.muted">考勤日历加载失败，请稍后重试</Text>
      ) : !calendar ? (
        <Loading size="sm" />
      ) : (
        <>
          <Wrap gap="2" data-testid="attendance-counts">
            {COUNTS.map(([key, label]) => (
              <Box key={key} borderWidth="1px" rounded="md" px="2" py="1" minW="16">
                <Text fontSize="xs" color="fg.muted">
                  {label}
                </Text>
                <Text fontWeight="semibold">{calendar.counts[key]}</Text>
              </Box>
            ))}
          </Wrap>
          <Box role="grid" aria-label={`${monthTitle(month)}考勤日历`}>
            <Grid role="row" templateColumns="repeat(7, 1fr)" gap="1" mb="1">
              {WEEKDAY_HEADS.map((d) => (
                <Text key={d} role="columnheader" textAlign="center" fontSize="xs" color="fg.muted">
                  {d}
                </Text>
              ))}
            </Grid>
            {calendarWeeks(calendar.days).map((week) => (
              <Grid
                role="row"
                key={week.find(Boolean)?.tDate}
                templateColumns="repeat(7, 1fr)"
                gap="1"
                mb="1"
              >
                {week.map((cell, i) => (
                  <DayCell key={cell?.tDate ?? `blank-${i}`} cell={cell} />
                ))}
              </Grid>
            ))}
          </Box>
          <Wrap gap="3" role="group" aria-label="图例">
            {LEGEND.map((state) => (
              <HStack key={state} gap="1">
                <Box w="3" h="3" rounded="sm" bg={`${COLOURS[state]}.solid`} aria-hidden />
                <Text fontSize="xs">{AttendanceDayState.labelOf(state)}</Text>
              </HStack>
            ))}
            <HStack gap="1">
              <Box w="3" h="3" rounded="sm" borderWidth="2px" borderColor="red.solid" aria-hidden />
              <Text fontSize="xs">有围栏外签到</Text>
            </HStack>
          </Wrap>
        </>
      )}
    </Stack>
  );
}
