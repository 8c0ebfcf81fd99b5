import { Box, Heading, Text } from '@chakra-ui/react';
import { GUEST_NAME, greetingAt } from '@practice/sdk';
import { useSnapshot } from 'valtio';
import { SITE_TITLE } from '../guard/title.js';
import { authStore } from '../stores/auth.js';
import { StudentToday } from './today/index.js';

/** The name the home screen greets: the real name, else the user name, else the guest placeholder. */
export function greetingName(user: { username?: string; info?: { cRealName?: string } } | null): string {
  return user?.info?.cRealName?.trim() || user?.username?.trim() || GUEST_NAME;
}

/**
 * The call 今日待办 reads, granted to students. The platform admin may call everything, but has no days of
 * a student's to show: the sections are for a student whose role grants the call.
 */
const TODAY_CALL = 'GetStudentTodayModel';

/** /index: the home screen (SPEC §2.1, §9: greeting by hour); a student's adds 今日待办 under the greeting. */
export function HomePage() {
  const { user } = useSnapshot(authStore);
  const student = (user?.roles.includes('student') && user.ability.includes(TODAY_CALL)) ?? false;
  return (
    <Box data-testid="home" p={{ base: '3', md: '6' }}>
      <Heading size="xl">
        {greetingAt(new Date())}，{greetingName(user)}！
      </Heading>
      {student ? (
        <StudentToday />
      ) : (
        <Text mt="3" color="fg.muted">
          欢迎使用{SITE_TITLE}。请从菜单选择要进入的功能。
        </Text>
      )}
    </Box>
  );
}
