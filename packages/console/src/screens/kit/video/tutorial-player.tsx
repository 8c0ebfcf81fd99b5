import { chakra, Stack, Text } from '@chakra-ui/react';
import { AppDialog, SafeHtml, type TableRow } from '@practice/ui-kit';
import type { ReactNode, SyntheticEvent } from 'react';
import { fileUrl } from '../../../files/uploads.js';

/**
 * A video tutorial played in the page (no download needed): the stored video with the browser's controls,
 * and the tutorial's text under it. Closing the dialog removes the element, which stops the playback.
 */
export function TutorialPlayer({
  row,
  onClose,
  onWatch,
  children,
  empty = '该教程尚未上传视频',
}: {
  row: TableRow | null;
  onClose: () => void;
  /** The seconds watched so far, when the video starts, pauses and ends (a lecture records its viewer). */
  onWatch?: (seconds: number) => void;
  /** Drawn above the video (a lecture's choice of its recordings). */
  children?: ReactNode;
  /** Said when the row has no video. */
  empty?: string;
}) {
  const path = typeof row?.cVideoPath === 'string' ? row.cVideoPath : '';
  const watched = (event: SyntheticEvent<HTMLVideoElement>) => onWatch?.(event.currentTarget.currentTime);
  return (
    <AppDialog
      open={row !== null}
      onClose={onClose}
      title={String(row?.cTitle ?? '教程视频')}
      size="large"
      modalLock={false}
    >
      <Stack gap="3">
        {children}
        {path ? (
          // biome-ignore lint/a11y/useMediaCaption: tutorials carry no caption track (the contract has no field for one).
          <chakra.video
            src={fileUrl(path)}
            controls
            autoPlay
            playsInline
            width="full"
            maxH="60vh"
            bg="black"
            borderRadius="l2"
            aria-label={String(row?.cTitle ?? '教程视频')}
            onPlaying={watched}
            onPause={watched}
            onEnded={watched}
          />
        ) : (
          <Text color="fg.muted">{empty}</Text>
        )}
        {typeof row?.cContent === 'string' && row.cContent && <SafeHtml html={row.cContent} />}
      </Stack>
    </AppDialog>
  );
}
