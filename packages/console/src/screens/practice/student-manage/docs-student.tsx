import { useBreakpointValue } from '@chakra-ui/react';
import type { EntityColumns, TableRow } from '@practice/ui-kit';
import { useMemo } from 'react';
import { callOperation, idOf, type ListActions } from '../../entity-list/index.js';
import { sizeText } from '../../kit/file-size.js';
import {
  downloadStoredFile,
  MissingScope,
  ScopedListScreen,
  TreeListScreen,
  useRouteScope,
} from '../../kit/index.js';
import { useCourseSchool } from '../../kit/internship/course-directories.js';
import { COURSE_SCOPE } from './parts/student-links.js';

const KEY = 'fInternshipReferenceId';
const COUNT = 'InternshipReference_UpdateDownloadCount';

const COLUMNS: EntityColumns<'InternshipReference'> = {
  cInternshipName: false,
  fFileSize: { title: '文件大小', text: (row) => sizeText(row.fFileSize) },
  // A new document has not been downloaded yet: 0, not 未填写.
  fDownloadCount: { text: (row) => String(row.fDownloadCount ?? 0) },
};
/** On a phone the tree cannot stand beside the table: each document names its directory instead. */
const FLAT_COLUMNS: EntityColumns<'InternshipReference'> = { ...COLUMNS, cDirectoryName: {} };

/** 下载: the stored file, then one more on its count (only for a download that happened; the write refreshes the list). */
const download = (row: TableRow) =>
  downloadStoredFile(String(row.cFilePath ?? ''), {
    afterDownload: () => callOperation(COUNT, { [KEY]: idOf(row, KEY) }),
  });

const HANDLERS: ListActions = {
  [COUNT]: { need: 'one', run: ([row]) => row && download(row) },
};

/**
 * 参考资料 (SPEC 2.3 docs-student): the course's documents beside its school's directory tree (on a phone,
 * one list), read-only (the page grants no directory or document writes); 下载 downloads one and counts it.
 */
export default function StudentDocsScreen() {
  const scope = useRouteScope(COURSE_SCOPE);
  const school = useCourseSchool(scope.values.fInternshipInfoId);
  const tree = useMemo(() => (school ? { fSchoolId: school } : {}), [school]);
  const wide = useBreakpointValue({ base: false, md: true }) ?? false;
  if (!scope.complete) return <MissingScope />;
  if (!wide)
    return (
      <ScopedListScreen
        entity="InternshipReference"
        scope={COURSE_SCOPE}
        columns={FLAT_COLUMNS}
        handlers={HANDLERS}
      />
    );
  // The tree is the school's: nothing to show until the course says which.
  if (!school) return null;
  return (
    <TreeListScreen
      entity="InternshipReference"
      scope={COURSE_SCOPE}
      treeEntity="InternshipReferenceDirectory"
      treeKey="fInternshipReferenceDirectoryId"
      treeQuery={tree}
      treeLabel="资料目录"
      columns={COLUMNS}
      handlers={HANDLERS}
    />
  );
}
