import { Avatar, Box, Flex, Menu, Portal } from '@chakra-ui/react';
import { ChangePasswordDialog, confirmLogout } from '@practice/ui-kit';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { changeOwnPassword } from '../password-first/change-own-password.js';
import { authStore, resetSession, signOut } from '../stores/auth.js';

/*
 * The avatar menu (SPEC §2.2): 修改密码 and 退出登录. The server ends the sign-in when the password changes,
 * so a successful change also ends the session here and asks for the new password at the login page.
 */

export function AvatarMenu() {
  const { user } = useSnapshot(authStore);
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  const changed = useRef(false);
  const name = user?.info.cRealName || user?.username || '用户';

  const logOut = async () => {
    if (!(await confirmLogout())) return;
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => (value === 'password' ? setChanging(true) : void logOut())}
        lazyMount
      >
        <Menu.Trigger asChild>
          <Flex
            as="button"
            data-testid="avatar"
            align="center"
            gap="2"
            px="2"
            // A phone's finger needs 44 px (the kit's theme does this for its own buttons; this one is ours).
            h={{ base: '11', md: '9' }}
            minW="11"
            rounded="md"
            color="inherit"
          >
            <Avatar.Root size="xs" colorPalette="brand">
              <Avatar.Fallback name={name} />
              {user?.avatar ? <Avatar.Image src={user.avatar} /> : null}
            </Avatar.Root>
            <Box fontSize="sm" maxW="32" truncate hideBelow="md">
              {name}
            </Box>
          </Flex>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content aria-label="用户菜单">
              <Menu.Item value="password">修改密码</Menu.Item>
              <Menu.Item value="logout">退出登录</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ChangePasswordDialog
        open={changing}
        onSubmit={async (change) => {
          await changeOwnPassword(change);
          changed.current = true;
        }}
        onClose={() => {
          setChanging(false);
          if (changed.current) {
            changed.current = false;
            resetSession();
            navigate('/login', { replace: true });
          }
        }}
      />
    </>
  );
}
