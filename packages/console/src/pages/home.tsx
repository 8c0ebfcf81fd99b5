import { Box, Heading, Text } from '@chakra-ui/react';
import { GUEST_NAME, greetingAt } from '@practice/sdk';
import { useSnapshot } from 'valtio';
import { SITE_TITLE } from '../guard/title.js';
import { authStore } from '../stores/auth.js';

/** The name the home screen greets: the real name, else the user name, else the guest placeholder. */
export function greetingName(user: { username?: string; info?: { cRealName?: string } } | null): string {
  return user?.info?.cRealName?.trim() || user?.username?.trim() || GUEST_NAME;
}

/** /index: the home screen (SPEC §2.1, §9: greeting by hour). */
export function HomePage() {
  const { user } = useSnapshot(authStore);
  return (
    <Box data-testid="home" p="6">
      <Heading size="xl">
        {greetingAt(new Date())}，{greetingName(user)}！
      </Heading>
      <Text mt="3" color="fg.muted">
        欢迎使用{SITE_TITLE}。请从左侧菜单选择要进入的功能。
      </Text>
    </Box>
  );
}
