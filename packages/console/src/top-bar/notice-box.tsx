import { Badge, Box, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { ToolButton } from './tool-button.js';

/*
 * The notice box (SPEC §2.2). There is no notice call in the contract yet, so it lists the platform's
 * standing notes; when a call exists, it replaces NOTICES.
 */

const NOTICES = [
  { title: '欢迎使用新工科实践教学平台', time: '系统消息' },
  { title: '首次登录请及时修改密码', time: '安全提示' },
  { title: '实习日志、总结请按时提交', time: '教学提醒' },
];

export function NoticeBox() {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <ToolButton icon="bell" label={`通知 ${NOTICES.length} 条`}>
          <Badge
            position="absolute"
            top="0"
            insetEnd="0"
            size="xs"
            colorPalette="red"
            variant="solid"
            rounded="full"
          >
            {NOTICES.length}
          </Badge>
        </ToolButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="72" color="fg">
            <Popover.Header fontWeight="semibold">通知</Popover.Header>
            <Popover.Body pt="0">
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
