import { Button, Wrap } from '@chakra-ui/react';
import type { TableRow } from '@practice/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useOperationResult } from '../../../../data/use-loaded.js';
import { callOperation } from '../../../entity-list/index.js';
import { TutorialPlayer } from '../../../kit/video/tutorial-player.js';
import type { LectureArea } from './lecture-area.js';

/**
 * 观看回放: a lecture's recordings played in the page by the tutorials' player, with a choice of recording
 * when there are several. The player records the viewer (回放观看记录) as it starts, pauses and ends.
 */
export function LecturePlayer({
  area,
  lecture,
  onClose,
}: {
  area: LectureArea;
  lecture: TableRow | null;
  onClose: () => void;
}) {
  const lectureId = lecture ? String(lecture[area.key]) : '';
  const recordings = useOperationResult<{ List: TableRow[] }>(
    `Get${area.entity}VideoPageList`,
    lectureId ? { pageNumber: 1, pageSize: 999999, [area.key]: lectureId } : null,
  );
  // A refused list (the SDK said why) leaves nothing to play.
  const videos = recordings.status === 'failed' ? [] : (recordings.value?.List ?? null);
  const [chosen, setChosen] = useState(0);
  const longest = useRef(0);

  // Another lecture starts from its first recording.
  // biome-ignore lint/correctness/useExhaustiveDependencies: lectureId is the change to react to.
  useEffect(() => {
    setChosen(0);
    longest.current = 0;
  }, [lectureId]);

  const watch = (seconds: number) => {
    longest.current = Math.max(longest.current, Math.round(seconds));
    void callOperation('AddCloudPlaybackViewer', {
      [area.key]: lectureId,
      fWatchSeconds: longest.current,
    }).catch(() => undefined);
  };
  const video = videos?.[chosen];
  const row = lecture
    ? {
        cTitle: `${String(lecture.cTitle ?? '')}${video ? ` · ${String(video.cTitle)}` : ''}`,
        ...pick(video),
      }
    : null;
  return (
    <TutorialPlayer
      row={row}
      onClose={onClose}
      onWatch={watch}
      empty={videos === null ? '正在加载回放…' : '该讲座暂无回放视频'}
    >
      {videos && videos.length > 1 && (
        <Wrap gap="2" aria-label="回放视频">
          {videos.map((v, i) => (
            <Button
              key={String(v[`${area.entity}VideoId`] ?? i)}
              size="xs"
              variant={i === chosen ? 'solid' : 'outline'}
              colorPalette="brand"
              onClick={() => setChosen(i)}
            >
              {String(v.cTitle)}
            </Button>
          ))}
        </Wrap>
      )}
    </TutorialPlayer>
  );
}

const pick = (video: TableRow | undefined) => (video ? { cVideoPath: video.cVideoPath } : {});
