import { type ColumnOverrides, HEADER_QUERY_KEY, type TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { EntityFormDialog } from '../../entity-list/entity-form-dialog.js';
import { formFieldsOf } from '../../entity-list/form-fields.js';
import {
  callOperation,
  entityNamed,
  idOf,
  type ListActions,
  type ListContext,
} from '../../entity-list/index.js';
import { downloadStoredFile, TreeListScreen, useRouteScope } from '../../kit/index.js';
import { useHasSibling } from '../internship-teacher/parts/course-link-set.js';
import { sizeText } from '../internship-teacher/parts/course-references.js';
import { useCourseSchools } from '../internship-teacher/parts/course-schools.js';
import { usePracticeSchool } from './parts/practice-resources.js';
import { ResourceSourceDialog } from './parts/resource-source-dialog.js';

const SCOPE = ['cPracticeInfoId'];
const KEY = 'cPracticeResourceId';
const COUNT = 'AddPracticeResourceDownloadCount';

const BASE: ColumnOverrides = {
  fFileSize: { title: '文件大小', text: (row) => sizeText(row.fFileSize) },
  // A new resource has not been downloaded yet: 0, not 未填写.
  fDownloadCount: { text: (row) => String(row.fDownloadCount ?? 0) },
};
const ONE_COURSE: ColumnOverrides = { ...BASE, cPracticeName: false };
/** The library link and the size are set by the upload, not typed. */
const OMIT = ['cCommonResourceId', 'fFileSize'];

/** 下载: the stored file, then one more on its count (only for a download that happened). */
const download = (row: TableRow, { reload }: ListContext) =>
  downloadStoredFile(String(row.cFilePath ?? ''), {
    afterDownload: () => callOperation(COUNT, { [KEY]: idOf(row, KEY) }).then(reload),
  });

/**
 * /practice/practice-info/resource-list (课程资源): the resources of the user's courses, or of one course
 * (?cPracticeInfoId=), beside the school's directory tree (whose menu adds, renames and deletes directories
 * where the page grants it). 上传资源 uploads a file or, on one course's page, leads to 添加公共资源; 下载
 * downloads one and counts it.
 */
export default function PracticeResourceListScreen() {
  const scope = useRouteScope(SCOPE);
  const courseId = scope.values.cPracticeInfoId;
  const school = usePracticeSchool(courseId);
  const common = useHasSibling('add-common-resource');
  const entity = entityNamed('PracticeResource');
  const fields = useMemo(() => formFieldsOf(entity, OMIT), [entity]);
  const [choosing, setChoosing] = useState<ListContext | null>(null);
  const [uploading, setUploading] = useState<ListContext | null>(null);
  const schools = useCourseSchools();
  // One course's page files into its school's folders; the full list shows the user's schools' folders,
  // and a new folder goes to the course's school or the user's only one.
  const tree = useMemo(() => (school ? { fSchoolId: school } : {}), [school]);
  const only = schools?.length === 1 ? schools[0]?.id : undefined;
  const folderDefaults = useMemo(() => {
    const home = school ?? only;
    return home ? { fSchoolId: home } : {};
  }, [school, only]);
  if (courseId && school === undefined) return null;

  const handlers: ListActions = {
    AddPracticeResource: {
      need: 'none',
      run: (_rows, ctx) => (courseId && common ? setChoosing(ctx) : setUploading(ctx)),
    },
    [COUNT]: { need: 'one', run: ([row], ctx) => row && download(row, ctx) },
  };
  const pickCommon = () => {
    const ctx = choosing;
    setChoosing(null);
    ctx?.openChild('add-common-resource', {
      ...scope.values,
      ...(scope.header ? { [HEADER_QUERY_KEY]: scope.header } : {}),
    });
  };

  return (
    <TreeListScreen
      entity="PracticeResource"
      scope={courseId ? SCOPE : []}
      treeEntity="PracticeResourceDirectory"
      treeKey="cPracticeResourceDirectoryId"
      treeQuery={tree}
      treeDefaults={folderDefaults}
      treeLabel="资源目录"
      columns={courseId ? ONE_COURSE : BASE}
      omitFromForm={OMIT}
      handlers={handlers}
    >
      <ResourceSourceDialog
        open={choosing !== null}
        onClose={() => setChoosing(null)}
        onUpload={() => {
          setUploading(choosing);
          setChoosing(null);
        }}
        onPickCommon={pickCommon}
      />
      <EntityFormDialog
        entity={entity}
        fields={fields}
        open={uploading !== null}
        defaults={scope.values}
        addLabel="上传资源"
        onClose={() => setUploading(null)}
        onSaved={() => uploading?.reload()}
      />
    </TreeListScreen>
  );
}
