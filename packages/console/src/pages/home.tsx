import { Box, Heading, Text } from '@chakra-ui/react';
import { GUEST_NAME, greetingAt } from '@practice/sdk';
import { useSnapshot } from 'valtio';
import { SITE_TITLE } from '../guard/title.js';
import { authStore } from '../stores/auth.js';
import { AdminDashboard } from './home/admin-dashboard.js';
import { TutorHome } from './home/tutor-home.js';
import { homeOf } from './home-kind.js';
import { StudentToday } from './today/index.js';

/** The name the home screen greets: the real name, else the user name, else the guest placeholder. */
export function greetingName(user: { username?: string; info?: { cRealName?: string } } | null): string {
  return user?.info?.cRealName?.trim() || user?.username?.trim() || GUEST_NAME;
}

/**
 * /index: the home screen (SPEC §2.1, §9: greeting by hour), by role under the greeting: the school's
 * dashboard (the platform's with the schools compared), a tutor's waiting work, a student's 今日待办.
 */
export function HomePage() {
  const { user } = useSnapshot(authStore);
  const home = homeOf(user);
  return (
    <Box data-testid="home" p={{ base: '3', md: '6' }}>
      <Heading size="xl">
        {greetingAt(new Date())}，{greetingName(user)}！
      </Heading>
      {home === 'platform' || home === 'admin' ? (
        <AdminDashboard compare={home === 'platform'} />
      ) : home === 'tutor' ? (
        <TutorHome />
      ) : home === 'student' ? (
        <StudentToday />
      ) : (
        <Text mt="3" color="fg.muted">
          欢迎使用{SITE_TITLE}。请从菜单选择要进入的功能。
        </Text>
      )}
    </Box>
  );
}
