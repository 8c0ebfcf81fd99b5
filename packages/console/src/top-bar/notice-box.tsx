import { Badge, Box, Button, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { TAP_TARGET_PX } from '@practice/sdk';
import { WarningLevel } from '@practice/sdk/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useRead } from '../data/reads.js';
import { heldPaths, workAddress } from '../screens/kit/work-links.js';
import { authStore } from '../stores/auth.js';
import { routesStore } from '../stores/routes.js';
import { remindersFor } from './reminders-read.js';
import { ToolButton } from './tool-button.js';

/*
 * The notice box (SPEC §2.2): the caller's reminders first (GetMyReminders, issue 29: "本周还差 2 篇日志",
 * "12 篇日志待批阅超过 3 天"), each opening the page that clears it, then the platform's standing notes. The
 * badge counts the reminders when there are any, the notes otherwise. Reminders are worked out by the server
 * as they read now, so any write may change them: they are asked again after each.
 */

const NOTICES = [
  { title: '欢迎使用新工科实践教学平台', time: '系统消息' },
  { title: '首次登录请及时修改密码', time: '安全提示' },
  { title: '实习日志、总结请按时提交', time: '教学提醒' },
];

export function NoticeBox() {
  const reminders = useRead(remindersFor(useSnapshot(authStore).user), { keepLast: true }).value ?? [];
  const { routes } = useSnapshot(routesStore);
  const held = useMemo(() => heldPaths(routes), [routes]);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const count = reminders.length || NOTICES.length;
  return (
    <Popover.Root
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
    >
      <Popover.Trigger asChild>
        <ToolButton icon="bell" label={`通知 ${count} 条`}>
          <Badge
            position="absolute"
            top="0"
            insetEnd="0"
            size="xs"
            colorPalette="red"
            variant="solid"
            rounded="full"
          >
            {count}
          </Badge>
        </ToolButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="72" color="fg" aria-label="通知">
            <Popover.Header>
              <Popover.Title fontWeight="semibold">通知</Popover.Title>
            </Popover.Header>
            <Popover.Body pt="0">
              {reminders.length > 0 && (
                <Stack
                  as="ul"
                  gap="1"
                  listStyleType="none"
                  pb="2"
                  aria-label="我的提醒"
                  data-testid="reminders"
                >
                  {reminders.map((r) => {
                    const to = workAddress(r.cLink, held);
                    return (
                      <Box as="li" key={r.cText}>
                        <Button
                          variant="subtle"
                          colorPalette={r.fWarningLevel === WarningLevel.notice ? 'blue' : 'orange'}
                          width="full"
                          justifyContent="start"
                          whiteSpace="normal"
                          textAlign="start"
                          minH={`${TAP_TARGET_PX}px`}
                          disabled={!to}
                          onClick={() => {
                            if (!to) return;
                            setOpen(false);
                            navigate(to);
                          }}
                        >
                          {r.cText}
                        </Button>
                      </Box>
                    );
                  })}
                </Stack>
              )}
              <Stack as="ul" gap="0" listStyleType="none">
                {NOTICES.map((n) => (
                  <Box as="li" key={n.title} py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                    <Text fontSize="sm">{n.title}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {n.time}
                    </Text>
                  </Box>
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
