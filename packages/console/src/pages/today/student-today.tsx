import { Alert, Box, SimpleGrid } from '@chakra-ui/react';
import { Loading } from '@practice/ui-kit';
import { useSnapshot } from 'valtio';
import { useRead } from '../../data/reads.js';
import { SignInCard, useAttendanceToday } from '../../screens/attendance/parts/sign-in-card.js';
import { authStore } from '../../stores/auth.js';
import { CommentsCard } from './comments-card.js';
import { DiaryCard } from './diary-card.js';
import { DueCard } from './due-card.js';
import { STUDENT_TODAY, signsIn } from './today-reads.js';

/**
 * 今日待办 under the greeting, after today's sign-in: one call (the server works the lists out from the student's own rows), shown
 * as cards stacked on a phone and side by side from a tablet up.
 */
export function StudentToday() {
  const signs = signsIn(useSnapshot(authStore).user);
  const today = useRead(STUDENT_TODAY, { keepLast: true });
  // Asked beside the day's lists, and the cards drawn once both have answered: a sign-in card arriving later
  // would push the others down as the student reads them (Lighthouse counted a layout shift of 0.22).
  const signIn = useAttendanceToday(signs);
  const model = today.value;
  if (today.status === 'failed') {
    return (
      <Alert.Root status="warning" mt="4">
        <Alert.Indicator />
        <Alert.Title>今日待办加载失败，请稍后刷新重试</Alert.Title>
      </Alert.Root>
    );
  }
  if (!model || signIn.status === 'loading') {
    return (
      <Box mt="4">
        <Loading size="sm" />
      </Box>
    );
  }
  return (
    <SimpleGrid
      data-testid="student-today"
      columns={{ base: 1, md: 2, xl: 3 }}
      gap="4"
      mt="5"
      alignItems="start"
    >
      {signs && <SignInCard />}
      <DiaryCard model={model} />
      <DueCard items={model.dueItems} />
      <CommentsCard comments={model.comments} />
    </SimpleGrid>
  );
}
