import { Box, Heading, Text } from '@chakra-ui/react';
import { GUEST_NAME, greetingAt } from '@practice/sdk';
import { useSnapshot } from 'valtio';
import { SITE_TITLE } from '../guard/title.js';
import { authStore } from '../stores/auth.js';
import { AdminDashboard } from './home/admin-dashboard.js';
import { TutorHome } from './home/tutor-home.js';
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

type Home = 'admin' | 'platform' | 'tutor' | 'student' | 'plain';

/** Which home a user gets (issue 30, part 2): by their widest role whose call the user holds. */
export function homeOf(user: { roles: readonly string[]; ability: readonly string[] } | null): Home {
  if (!user) return 'plain';
  const { roles, ability } = user;
  if (roles.includes('platformAdmin')) return 'platform';
  if (roles.includes('schoolAdmin') && ability.includes('GetSchoolDashboard')) return 'admin';
  if (
    (roles.includes('teacher') || roles.includes('companyTutor')) &&
    ability.includes('GetTutorDashboard')
  ) {
    return 'tutor';
  }
  if (roles.includes('student') && ability.includes(TODAY_CALL)) return 'student';
  return 'plain';
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
