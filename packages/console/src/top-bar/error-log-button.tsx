import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@practice/sdk';
import { AppDialog } from '@practice/ui-kit';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { clearErrorLog, errorLog, watchErrors } from './error-log.js';
import { ToolButton } from './tool-button.js';

/*
 * The error log (SPEC §2.2): the session's uncaught errors. The icon and its dialog are apart because a
 * phone opens the dialog from the top bar's overflow menu instead of the icon.
 */

/** The count badge on an icon (the error-log icon, or the overflow menu's icon that holds it). */
export function ErrorCount() {
  const { entries } = useSnapshot(errorLog);
  if (entries.length === 0) return null;
  return (
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
  );
}

export function ErrorLogButton({ onOpen }: { onOpen: () => void }) {
  return (
    <ToolButton icon="bug" label="错误日志" onClick={onOpen}>
      <ErrorCount />
    </ToolButton>
  );
}

/** The list of errors; mounted for the whole session, since it is what starts watching for them. */
export function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { entries } = useSnapshot(errorLog);
  useEffect(() => watchErrors(window), []);

  return (
    <AppDialog
      open={open}
      onClose={onClose}
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
  );
}
