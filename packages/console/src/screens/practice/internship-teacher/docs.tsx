import { type EntityColumns, HEADER_QUERY_KEY, type TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { callOperation, idOf, type ListActions, type ListContext } from '../../entity-list/index.js';
import { useAfterClose } from '../../kit/after-close.js';
import { downloadStoredFile } from '../../kit/download-action.js';
import { sizeText } from '../../kit/file-size.js';
import { MissingScope, TreeListScreen, useRouteScope } from '../../kit/index.js';
import { useCourseSchool } from '../../kit/internship/course-directories.js';
import { useHasSibling } from '../../kit/link-set-column.js';
import { ReferenceUploadDialog } from './parts/references/reference-upload.js';

const SCOPE = ['fInternshipInfoId'];
const KEY = 'fInternshipReferenceId';
const COUNT = 'InternshipReference_UpdateDownloadCount';

const COLUMNS: EntityColumns<'InternshipReference'> = {
  cInternshipName: false,
  fFileSize: { title: '文件大小', text: (row) => sizeText(row.fFileSize) },
  // A new document has not been downloaded yet: 0, not 未填写.
  fDownloadCount: { text: (row) => String(row.fDownloadCount ?? 0) },
};
/** The edit form keeps the file and its course; it renames and describes. */
const OMIT = ['fInternshipInfoId', 'fInternshipReferenceDirectoryId', 'fFileSize'];

/** 下载: the stored file, then one more on its count (only for a download that happened; the write refreshes the list). */
const download = (row: TableRow) =>
  downloadStoredFile(String(row.cFilePath ?? ''), {
    afterDownload: () => callOperation(COUNT, { [KEY]: idOf(row, KEY) }),
  });

/**
 * 参考资料 (…/docs?fInternshipInfoId=): the course's documents beside its school's directory tree (the tree's
 * menu adds, renames and deletes directories where the page grants it); 上传资料 uploads a file (or leads to
 * 添加公共资源), 下载 downloads one and counts it.
 */
export default function CourseDocsScreen() {
  const scope = useRouteScope(SCOPE);
  const courseId = scope.values.fInternshipInfoId ?? '';
  const school = useCourseSchool(courseId || undefined);
  const common = useHasSibling('add-common-resource');
  const [uploading, setUploading] = useState<ListContext | null>(null);
  const afterClose = useAfterClose();
  const tree = useMemo(() => (school ? { fSchoolId: school } : {}), [school]);

  if (!scope.complete) return <MissingScope />;
  // The tree is the school's: nothing to show until the course says which.
  if (!school) return null;

  const handlers: ListActions = {
    AddInternshipReference: { need: 'none', run: (_rows, ctx) => setUploading(ctx) },
    [COUNT]: { need: 'one', run: ([row]) => row && download(row) },
  };
  const pickCommon =
    common && uploading
      ? () => {
          afterClose.then(() =>
            uploading.openChild('add-common-resource', {
              ...scope.values,
              ...(scope.header ? { [HEADER_QUERY_KEY]: scope.header } : {}),
            }),
          );
          setUploading(null);
        }
      : undefined;

  return (
    <TreeListScreen
      entity="InternshipReference"
      scope={SCOPE}
      treeEntity="InternshipReferenceDirectory"
      treeKey="fInternshipReferenceDirectoryId"
      treeQuery={tree}
      treeDefaults={tree}
      treeLabel="资料目录"
      columns={COLUMNS}
      omitFromForm={OMIT}
      handlers={handlers}
    >
      <ReferenceUploadDialog
        open={uploading !== null}
        courseId={courseId}
        schoolId={school}
        onClose={() => setUploading(null)}
        onPickCommon={pickCommon}
        onExitComplete={afterClose.onExitComplete}
      />
    </TreeListScreen>
  );
}
