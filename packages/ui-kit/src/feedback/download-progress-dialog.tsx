import { Button, CloseButton, Dialog, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { DOWNLOAD_PREPARING } from '@practice/sdk';
import { useEffect, useState } from 'react';
import { usePhone } from '../phone/use-phone.js';
import {
  closeDownload,
  PROGRESS_SPEED_MS,
  PROGRESS_START,
  PROGRESS_TRICKLE_MS,
  trickle,
  useShownDownload,
} from './download-progress.js';

/** The dialog of runDownload (download-progress.tsx), loaded with the first download. */
export default function DownloadProgressDialog() {
  const current = useShownDownload();
  // On a phone it fills the screen like every dialog there (AppDialog), its buttons at the bottom.
  const size = usePhone() ? 'full' : 'sm';
  const [percent, setPercent] = useState(PROGRESS_START);
  const controller = current?.controller;
  const done = current?.done === true;
  // Each download starts from the start and trickles until its file is there, then shows a full bar; a
  // closed dialog keeps its last value while it fades out. (A download is never done twice, so a run of
  // this effect with a controller and not done is always a new download.)
  useEffect(() => {
    if (!controller) return;
    if (done) {
      setPercent(100);
      return;
    }
    setPercent(PROGRESS_START);
    const timer = setInterval(() => setPercent(trickle), PROGRESS_TRICKLE_MS);
    return () => clearInterval(timer);
  }, [controller, done]);

  return (
    <Dialog.Root
      open={current !== null}
      onOpenChange={(details) => !details.open && closeDownload()}
      size={size}
      placement="center"
      // An outside click is too easy a way to throw away minutes of server work: only 取消, Esc and ×.
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>下载</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{DOWNLOAD_PREPARING}</Text>
                <Progress.Root
                  value={percent}
                  max={100}
                  colorPalette="brand"
                  translations={{ value: (details) => `下载进度 ${Math.round(details.percent)}%` }}
                >
                  <Progress.Track>
                    <Progress.Range transition={`width ${PROGRESS_SPEED_MS}ms ease`} />
                  </Progress.Track>
                </Progress.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={closeDownload}>
                取消
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
