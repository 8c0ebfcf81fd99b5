import type { ColumnOverrides, TableRow } from '@practice/ui-kit';
import { callOperation, idOf, type ListActions } from '../entity-list/index.js';
import type { CommonResourceTarget } from './common-resource-pick-screen.js';
import { downloadStoredFile } from './download-action.js';
import { sizeText } from './file-size.js';
import { useSchoolOf } from './school-directories.js';

/*
 * Files that belong to a practice course or a training-camp project (SPEC 2.3 resource-list, project-resource):
 * the two are the same thing under other names. Their files are filed in the owner's school's directories
 * (the directory tables are kept per school), a download is counted, and the common library's files can be
 * copied in. An owner is declared once here; the screens and the helpers derive every name from it.
 */
export interface ResourceOwner {
  /** The owner's key, in the route's query and on each resource (cPracticeInfoId). */
  readonly key: string;
  /** The owner's name column on a resource row, hidden on one owner's page whose header names it. */
  readonly titleColumn: string;
  /** The resource entity (PracticeResource) and its directory entity (PracticeResourceDirectory). */
  readonly resource: string;
  readonly directory: string;
  /** The owner's entity, read for its school (PracticeInfo). */
  readonly entity: string;
  /** Words of the pick dialog: 本课程 的 课程资源. */
  readonly words: { readonly owner: string; readonly destination: string };
}

export const COURSE_RESOURCES: ResourceOwner = {
  key: 'cPracticeInfoId',
  titleColumn: 'cPracticeName',
  resource: 'PracticeResource',
  directory: 'PracticeResourceDirectory',
  entity: 'PracticeInfo',
  words: { owner: '本课程', destination: '课程资源' },
};

export const PROJECT_RESOURCES: ResourceOwner = {
  key: 'cProjectInfoId',
  titleColumn: 'cProjectName',
  resource: 'ProjectResource',
  directory: 'ProjectResourceDirectory',
  entity: 'ProjectInfo',
  words: { owner: '本项目', destination: '项目资源' },
};

/** The names an owner's calls and fields follow (the contract's conventions). */
export const resourceNames = (o: ResourceOwner) => ({
  key: `c${o.resource}Id`,
  directoryKey: `c${o.directory}Id`,
  add: `Add${o.resource}`,
  count: `Add${o.resource}DownloadCount`,
  tree: `Get${o.directory}TreeList`,
  model: `Get${o.entity}Model`,
});

/** The contract's limit of cResourceName. */
const NAME_MAX = 200;

/** The columns every resource list shows alike: the size in words, and 0 downloads rather than 未填写. */
export const RESOURCE_COLUMNS: ColumnOverrides = {
  fFileSize: { title: '文件大小', text: (row) => sizeText(row.fFileSize) },
  fDownloadCount: { text: (row) => String(row.fDownloadCount ?? 0) },
};

/** 下载: the stored file, then one more on its count (only for a download that happened); the count's write refreshes the list. */
export function downloadCounted(o: ResourceOwner): ListActions {
  const { key, count } = resourceNames(o);
  const download = (row: TableRow) =>
    downloadStoredFile(String(row.cFilePath ?? ''), {
      afterDownload: () => callOperation(count, { [key]: idOf(row, key) }),
    });
  return { [count]: { need: 'one', run: ([row]) => row && download(row) } };
}

/** The owner's school id; undefined while loading or without an owner, null when it could not be read. */
export const useOwnerSchool = (o: ResourceOwner, ownerId: string | undefined): string | null | undefined =>
  useSchoolOf(resourceNames(o).model, o.key, ownerId);

/** A common library file as the owner's resource: its name, kind, file and size, and where it came from. */
export function resourceFromCommon(o: ResourceOwner, row: TableRow, ownerId: string, directoryId: string) {
  const size = Number(row.fFileSize);
  return {
    [o.key]: ownerId,
    cResourceName: String(row.cResourceName ?? '').slice(0, NAME_MAX),
    cFilePath: String(row.cFilePath ?? ''),
    cCommonResourceId: String(row.cCommonResourceId ?? ''),
    // The library's kinds are the owner's resource's (both SPEC §3 fResourceType).
    ...(row.fResourceType != null ? { fResourceType: Number(row.fResourceType) } : {}),
    ...(directoryId ? { [resourceNames(o).directoryKey]: directoryId } : {}),
    ...(row.fFileSize != null && Number.isFinite(size) ? { fFileSize: size } : {}),
  };
}

/** 添加公共资源 into an owner's resources: the library's files become its own, in its school's directories. */
export const commonResourceTarget = (o: ResourceOwner): CommonResourceTarget => {
  const { add, model, tree } = resourceNames(o);
  return {
    key: o.key,
    model,
    tree,
    add,
    fromCommon: (row, ownerId, directoryId) => resourceFromCommon(o, row, ownerId, directoryId),
    words: o.words,
  };
};
