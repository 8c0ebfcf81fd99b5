import { CellButton, type ColumnOverrides, type TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { usePageButtons } from '../../../permission/index.js';
import { type ListActions, listedEntity } from '../../entity-list/index.js';
import { ScopedListScreen, useRouteScope } from '../../kit/index.js';
import { TutorialPlayer } from '../../kit/video/tutorial-player.js';
import { useLectureArea } from './parts/lecture-area.js';
import { VideoFormDialog } from './parts/video-form-dialog.js';

/**
 * 视频管理 (edit-video?c{Area}Id=): one lecture's recordings. Lecturers upload (上传视频), edit and delete
 * them, and play each in the page.
 */
export default function LectureVideoScreen() {
  const area = useLectureArea();
  const scope = useMemo(() => [area.key], [area]);
  const lectureId = useRouteScope(scope).values[area.key] ?? '';
  const buttons = usePageButtons();
  const entity = `${area.entity}Video`;
  const [playing, setPlaying] = useState<TableRow | null>(null);
  const [editing, setEditing] = useState<TableRow | 'add' | null>(null);
  const columns = useMemo<ColumnOverrides>(
    () => ({
      [area.key]: false,
      cVideoPath: {
        title: '视频',
        render: (row) => (
          <CellButton look="outline" onPress={() => setPlaying(row)}>
            播放
          </CellButton>
        ),
      },
    }),
    [area],
  );
  const handlers: ListActions = {
    [`Add${entity}`]: { need: 'none', run: () => setEditing('add') },
    [`Edit${entity}`]: { need: 'one', run: ([row]) => row && setEditing(row) },
  };
  return (
    <ScopedListScreen
      entity={listedEntity(entity)}
      scope={scope}
      columns={columns}
      handlers={handlers}
      exportable={false}
    >
      <TutorialPlayer row={playing} onClose={() => setPlaying(null)} empty="该视频尚未上传" />
      <VideoFormDialog
        area={area}
        editing={editing}
        lectureId={lectureId}
        addLabel={buttons.label(`Add${entity}`) || '上传视频'}
        onClose={() => setEditing(null)}
      />
    </ScopedListScreen>
  );
}
