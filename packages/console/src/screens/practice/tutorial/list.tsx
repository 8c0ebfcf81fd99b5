import { Button } from '@chakra-ui/react';
import type { EntityColumns, TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { usePageButtons } from '../../../permission/index.js';
import { bulkCall, callOperation, idOf, type ListActions } from '../../entity-list/index.js';
import { downloadStoredFile, TreeListScreen } from '../../kit/index.js';
import { TutorialPlayer } from '../../kit/video/tutorial-player.js';
import { TutorialFormDialog } from './parts/tutorial-form-dialog.js';

const KEY = 'cTutorialInfoId';
const NO_SCOPE: readonly string[] = [];

/** 下载: the attachment (or a video tutorial's video), then one more on its count once saved. */
const download = (row: TableRow) =>
  downloadStoredFile(String(row.cFilePath || row.cVideoPath || ''), {
    afterDownload: () => callOperation('UpdateTutorialInfoDownloadCount', { [KEY]: idOf(row, KEY) }),
  });

/**
 * 教程列表 (/practice/tutorial/list): tutorials beside their category tree. A video tutorial plays in the
 * page (播放), an attachment downloads with its count; the platform administrator adds, edits, lists (上架)
 * and delists (下架) them and keeps the tree through its context menu.
 */
export default function TutorialListScreen() {
  const buttons = usePageButtons();
  const [playing, setPlaying] = useState<TableRow | null>(null);
  const [editing, setEditing] = useState<TableRow | 'add' | null>(null);

  const columns = useMemo<EntityColumns<'TutorialInfo'>>(
    () => ({
      cVideoPath: {
        title: '教程视频',
        render: (row) =>
          row.cVideoPath ? (
            <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setPlaying(row)}>
              播放
            </Button>
          ) : (
            '—'
          ),
      },
      fDownloadCount: { text: (row) => String(row.fDownloadCount ?? 0) },
      // The tree names the category; the cover and the order are the editor's (列设置 shows them).
      cTutorialThemeLabelName: { hidden: true },
      cCover: { hidden: true },
      fSort: { hidden: true },
      tCreateDate: { hidden: true },
    }),
    [],
  );
  const handlers: ListActions = {
    AddTutorialInfo: { need: 'none', run: () => setEditing('add') },
    EditTutorialInfo: { need: 'one', run: ([row]) => row && setEditing(row) },
    AuthTutorialInfoIDS: bulkCall('AuthTutorialInfoIDS', { key: KEY }),
    UnAuthTutorialInfoIDS: bulkCall('UnAuthTutorialInfoIDS', { key: KEY }),
    UpdateTutorialInfoDownloadCount: {
      need: 'one',
      run: ([row]) => row && download(row),
    },
  };

  return (
    <TreeListScreen
      entity="TutorialInfo"
      scope={NO_SCOPE}
      treeEntity="TutorialThemeLabel"
      treeKey="cTutorialThemeLabelId"
      treeLabel="教程分类"
      columns={columns}
      handlers={handlers}
      exportable={false}
    >
      <TutorialPlayer row={playing} onClose={() => setPlaying(null)} />
      <TutorialFormDialog
        editing={editing}
        addLabel={buttons.label('AddTutorialInfo') || '新增'}
        onClose={() => setEditing(null)}
      />
    </TreeListScreen>
  );
}
