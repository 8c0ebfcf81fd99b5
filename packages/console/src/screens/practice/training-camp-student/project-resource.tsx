import type { ColumnOverrides, TableRow } from '@practice/ui-kit';
import { callOperation, idOf, type ListActions, type ListContext } from '../../entity-list/index.js';
import { downloadStoredFile, ScopedListScreen } from '../../kit/index.js';
import { sizeText } from '../internship-teacher/parts/course-references.js';
import { PROJECT_SCOPE } from './parts/camp-links.js';

const KEY = 'cProjectResourceId';
const COUNT = 'AddProjectResourceDownloadCount';

const COLUMNS: ColumnOverrides = {
  cProjectName: false,
  cCommonResourceId: false,
  fFileSize: { title: '文件大小', text: (row) => sizeText(row.fFileSize) },
  // A new resource has not been downloaded yet: 0, not 未填写.
  fDownloadCount: { text: (row) => String(row.fDownloadCount ?? 0) },
};

/** 下载: the stored file, then one more on its count (only for a download that happened). */
const download = (row: TableRow, { reload }: ListContext) =>
  downloadStoredFile(String(row.cFilePath ?? ''), {
    afterDownload: () => callOperation(COUNT, { [KEY]: idOf(row, KEY) }).then(reload),
  });

const HANDLERS: ListActions = {
  [COUNT]: { need: 'one', run: ([row], ctx) => row && download(row, ctx) },
};

/**
 * 项目资源 (SPEC 2.3 project-resource): the files the tutors shared for the project named in the route,
 * read-only; 下载 downloads one and counts it.
 */
export default function ProjectResourcesScreen() {
  return (
    <ScopedListScreen entity="ProjectResource" scope={PROJECT_SCOPE} columns={COLUMNS} handlers={HANDLERS} />
  );
}
