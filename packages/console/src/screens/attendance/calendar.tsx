import { Alert, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { ScreenTitle } from '../kit/screen-title.js';
import { monthOf } from './parts/calendar-days.js';
import { MonthCalendar } from './parts/month-calendar.js';

/**
 * /attendance/calendar (学生考勤日历, issue 29): one student's month, opened from a row of 考勤看板 or a
 * warning's 处理 link (?fInternshipStudentId=…&cMonth=…). The month is kept in the address, so Back returns
 * to the month left.
 */
export default function AttendanceCalendarScreen() {
  const [params, setParams] = useSearchParams();
  const studentId = params.get('fInternshipStudentId') ?? '';
  const month = params.get('cMonth') ?? monthOf(new Date());
  if (!studentId)
    return (
      <Stack gap="4">
        <ScreenTitle />
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>请从考勤看板的学生行打开考勤日历</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  return (
    <Stack maxW="2xl" gap="4">
      <ScreenTitle />
      <MonthCalendar
        studentId={studentId}
        month={month}
        onMonth={(next) => {
          const query = new URLSearchParams(params);
          query.set('cMonth', next);
          setParams(query, { replace: true });
        }}
      />
    </Stack>
  );
}
