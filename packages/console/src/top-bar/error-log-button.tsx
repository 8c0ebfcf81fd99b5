import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@practice/sdk';
import { AppDialog } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { clearErrorLog, errorLog, watchErrors } from './error-log.js';
import { ToolButton } from './tool-button.js';

/** The error-log icon (SPEC §2.2): the session's uncaught errors, with their count as a badge. */
export function ErrorLogButton() {
  const { entries } = useSnapshot(errorLog);
  const [open, setOpen] = useState(false);
  useEffect(() => watchErrors(window), []);

  return (
    <>
      <ToolButton icon="bug" label="错误日志" onClick={() => setOpen(true)}>
        {entries.length > 0 ? (
          <Badge
            position="absolute"
            top="0"
            insetEnd="0"
            size="xs"
            colorPalette="red"
            variant="solid"
            rounded="full"
          >
            {entries.length}
          </Badge>
        ) : null}
      </ToolButton>
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        title="错误日志"
        size="medium"
        modalLock={false}
        footer={
          <Button variant="outline" onClick={clearErrorLog} disabled={entries.length === 0}>
            清空
          </Button>
        }
      >
        {entries.length === 0 ? (
          <Text color="fg.muted">暂无错误</Text>
        ) : (
          <Stack gap="2">
            {entries.map((e) => (
              <Stack key={`${e.time}-${e.message}`} gap="0" borderBottomWidth="1px" pb="2">
                <Text color="fg.error">{e.message}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatDateTime(e.time)} · {e.url}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </AppDialog>
    </>
  );
}
