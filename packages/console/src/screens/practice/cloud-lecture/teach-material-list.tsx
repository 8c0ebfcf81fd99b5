import { screenByKey } from '@practice/sdk/contract';
import { HEADER_QUERY_KEY, type TableRow } from '@practice/ui-kit';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageRoute } from '../../../permission/index.js';
import { bulkCall, callOperation, idOf, type ListActions, listedEntity } from '../../entity-list/index.js';
import { downloadStoredFile, ScopedListScreen } from '../../kit/index.js';
import { useLectureArea } from './parts/lecture-area.js';
import { materialColumns } from './parts/material-columns.js';

const FILE_COUNT: string = 'EditCloudSeminarTeachFileDownloadCount';

/**
 * 教学文件 / 教学论文 (teach-file-list / teach-paper-list ?cCloudSeminarId=): one seminar's teaching files or
 * papers. Lecturers upload (上传) and edit them on their edit page, administrators review them (审核通过 /
 * 审核不通过), and a file's 下载 counts each download once it is saved.
 */
export default function TeachMaterialScreen() {
  const area = useLectureArea();
  const route = usePageRoute();
  const entity = screenByKey.get(route?.key ?? '')?.controller ?? 'CloudSeminarTeachFile';
  const kind = entity.endsWith('Paper') ? 'paper' : 'file';
  const key = `c${entity}Id`;
  const scope = useMemo(() => [area.key], [area]);
  const columns = useMemo(() => materialColumns(kind, area.key), [kind, area]);
  // The edit page keeps the seminar's name as its header, to hand back to this list.
  const header = useSearchParams()[0].get(HEADER_QUERY_KEY);
  const open = (query: Record<string, string>, go: (child: string, q: Record<string, string>) => void) =>
    go(`teach-${kind}-edit`, header ? { ...query, [HEADER_QUERY_KEY]: header } : query);
  const handlers: ListActions = {
    [`Add${entity}`]: {
      need: 'none',
      run: (_rows, { openChild, routeQuery }) => open({ [area.key]: routeQuery[area.key] ?? '' }, openChild),
    },
    [`Edit${entity}`]: {
      need: 'one',
      run: ([row], { openChild }) => row && open({ [key]: idOf(row, key) }, openChild),
    },
    [`Auth${entity}IDS`]: bulkCall(`Auth${entity}IDS`, { key }),
    [`UnAuth${entity}IDS`]: bulkCall(`UnAuth${entity}IDS`, { key }),
    [FILE_COUNT]: {
      need: 'one',
      run: ([row]) => row && download(row, key),
    },
  };
  return (
    <ScopedListScreen entity={listedEntity(entity)} scope={scope} columns={columns} handlers={handlers} />
  );
}

/** 下载: the stored file, then one more on its count, only once the file was saved (the write refreshes the list). */
const download = (row: TableRow, key: string) =>
  downloadStoredFile(String(row.cFilePath ?? ''), {
    afterDownload: () => callOperation(FILE_COUNT, { [key]: idOf(row, key) }),
  });
