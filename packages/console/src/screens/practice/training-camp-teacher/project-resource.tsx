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
import { downloadStoredFile, MissingScope, TreeListScreen, useRouteScope } from '../../kit/index.js';
import { useHasSibling } from '../internship-teacher/parts/course-link-set.js';
import { sizeText } from '../internship-teacher/parts/course-references.js';
import { ResourceSourceDialog } from '../practice-info/parts/resource-source-dialog.js';
import { ONE_PROJECT, PROJECT_SCOPE } from './parts/project-links.js';
import { useProjectSchool } from './parts/project-resources.js';

const KEY = 'cProjectResourceId';
const COUNT = 'AddProjectResourceDownloadCount';

const COLUMNS: ColumnOverrides = {
  ...ONE_PROJECT,
  fFileSize: { title: '文件大小', text: (row) => sizeText(row.fFileSize) },
  // A new resource has not been downloaded yet: 0, not 未填写.
  fDownloadCount: { text: (row) => String(row.fDownloadCount ?? 0) },
};
/** The library link and the size are set by the upload, not typed. */
const OMIT = ['cCommonResourceId', 'fFileSize'];

/** 下载: the stored file, then one more on its count (only for a download that happened). */
const download = (row: TableRow, { reload }: ListContext) =>
  downloadStoredFile(String(row.cFilePath ?? ''), {
    afterDownload: () => callOperation(COUNT, { [KEY]: idOf(row, KEY) }).then(reload),
  });

/**
 * 项目资源 (…/project-resource?cProjectInfoId=): the project's files beside its school's directory tree (the
 * tree's menu adds, renames and deletes directories); 上传资源 uploads a file or leads to 添加公共资源; 下载
 * downloads one and counts it.
 */
export default function ProjectResourceScreen() {
  const scope = useRouteScope(PROJECT_SCOPE);
  const projectId = scope.values.cProjectInfoId;
  const school = useProjectSchool(projectId);
  const common = useHasSibling('add-common-resource');
  const entity = entityNamed('ProjectResource');
  const fields = useMemo(() => formFieldsOf(entity, OMIT), [entity]);
  const [choosing, setChoosing] = useState<ListContext | null>(null);
  const [uploading, setUploading] = useState<ListContext | null>(null);
  const tree = useMemo(() => (school ? { fSchoolId: school } : {}), [school]);
  if (!scope.complete) return <MissingScope />;
  if (school === undefined) return null;

  const handlers: ListActions = {
    AddProjectResource: {
      need: 'none',
      run: (_rows, ctx) => (common ? setChoosing(ctx) : setUploading(ctx)),
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
      entity="ProjectResource"
      scope={PROJECT_SCOPE}
      treeEntity="ProjectResourceDirectory"
      treeKey="cProjectResourceDirectoryId"
      treeQuery={tree}
      treeDefaults={tree}
      treeLabel="资源目录"
      columns={COLUMNS}
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
