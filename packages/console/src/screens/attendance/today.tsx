import { Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ScreenTitle } from '../kit/screen-title.js';
import { monthOf } from './parts/calendar-days.js';
import { MonthCalendar } from './parts/month-calendar.js';
import { SignInCard, useAttendanceToday } from './parts/sign-in-card.js';

/**
 * /attendance/today (我的考勤, issue 29): today's sign-in and the student's month as a calendar. 请假 and 补签
 * are asked for on 请假补签, where the requests' states are.
 */
export default function AttendanceTodayScreen() {
  const [month, setMonth] = useState(() => monthOf(new Date()));
  // A student with no internship taking sign-ins has no month to show (the card says why).
  const hasCourse = !!useAttendanceToday().value?.course;
  return (
    <Stack gap="4">
      <ScreenTitle />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start" data-testid="attendance-today">
        <SignInCard />
        {hasCourse && (
          <Card.Root size="sm" variant="outline">
            <Card.Body>
              <MonthCalendar month={month} onMonth={setMonth} />
            </Card.Body>
          </Card.Root>
        )}
      </SimpleGrid>
    </Stack>
  );
}
