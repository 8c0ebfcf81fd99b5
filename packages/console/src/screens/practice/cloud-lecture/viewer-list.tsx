import { useMemo } from 'react';
import { ScopedListScreen } from '../../kit/index.js';
import { useLectureArea } from './parts/lecture-area.js';

/** The viewer rows name one of the three lectures; the other two keys say nothing here. */
const OTHER_KEYS = ['cCloudCareerPlanningId', 'cCloudInnovationId', 'cCloudSeminarId'];

/** 回放观看记录 (viewer-list?c{Area}Id=): who watched one lecture's recordings, how long and when last. */
export default function LectureViewerScreen() {
  const area = useLectureArea();
  const scope = useMemo(() => [area.key], [area]);
  const columns = useMemo(
    () => ({
      ...Object.fromEntries(OTHER_KEYS.map((key) => [key, false as const])),
      cTitle: { hidden: true },
      fWatchSeconds: {
        title: '观看时长',
        text: (row: Record<string, unknown>) => watchText(Number(row.fWatchSeconds ?? 0)),
      },
    }),
    [],
  );
  return <ScopedListScreen entity="CloudPlaybackViewer" scope={scope} columns={columns} />;
}

/** 3725 seconds as 1小时2分5秒. */
function watchText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h ? `${h}小时` : ''}${h || m ? `${m}分` : ''}${s}秒`;
}
