import { type ColumnOverrides, HEADER_QUERY_KEY } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { EntityFormDialog } from '../entity-list/entity-form-dialog.js';
import { formFieldsOf } from '../entity-list/form-fields.js';
import { entityNamed, type ListActions, type ListContext, listedEntity } from '../entity-list/index.js';
import { useAfterClose } from './after-close.js';
import { useCourseSchools } from './internship/course-schools.js';
import { useHasSibling } from './link-set-column.js';
import {
  downloadCounted,
  RESOURCE_COLUMNS,
  type ResourceOwner,
  resourceNames,
  useOwnerSchool,
} from './owned-resources.js';
import { ResourceSourceDialog } from './resource-source-dialog.js';
import { useRouteScope } from './route-scope.js';
import { MissingScope, ScopedListScreen } from './scoped-list-screen.js';
import { TreeListScreen } from './tree-list-screen.js';

/** The library link and the size are set by the upload, not typed. */
const OMIT = ['cCommonResourceId', 'fFileSize'];

export interface OwnedResourceScreenProps {
  owner: ResourceOwner;
  /** Whether the page also lists the resources of every owner the user sees (no owner in the route). */
  allOwners?: boolean;
}

/**
 * The tutors' resource page of a course or project (…?{owner.key}=): the files beside the school's directory
 * tree (whose menu adds, renames and deletes directories where the page grants it). 上传资源 uploads a file
 * or, on one owner's page with an add-common-resource sibling, offers 添加公共资源; 下载 downloads one and
 * counts it. With allOwners and no owner in the route, the list covers the user's owners and schools.
 */
export function OwnedResourceScreen({ owner, allOwners = false }: OwnedResourceScreenProps) {
  const scopeKeys = useMemo(() => [owner.key], [owner]);
  const scope = useRouteScope(scopeKeys);
  const ownerId = scope.values[owner.key];
  const school = useOwnerSchool(owner, ownerId);
  const common = useHasSibling('add-common-resource');
  const names = resourceNames(owner);
  const entity = entityNamed(owner.resource);
  const fields = useMemo(() => formFieldsOf(entity, OMIT), [entity]);
  const [choosing, setChoosing] = useState<ListContext | null>(null);
  const afterClose = useAfterClose();
  const [uploading, setUploading] = useState(false);
  // One owner's page files into its school's folders; the full list shows the user's schools' folders,
  // and a new folder goes to the owner's school or the user's only one.
  const schools = useCourseSchools(allOwners && !ownerId);
  const tree = useMemo(() => (school ? { fSchoolId: school } : {}), [school]);
  const only = schools?.length === 1 ? schools[0]?.id : undefined;
  const folderDefaults = useMemo(() => {
    const home = school ?? only;
    return home ? { fSchoolId: home } : {};
  }, [school, only]);
  const columns = useMemo<ColumnOverrides>(
    () => (ownerId ? { ...RESOURCE_COLUMNS, [owner.titleColumn]: false } : RESOURCE_COLUMNS),
    [owner, ownerId],
  );
  if (!allOwners && !scope.complete) return <MissingScope />;
  if (ownerId && school === undefined) return null;

  const handlers: ListActions = {
    [names.add]: {
      need: 'none',
      run: (_rows, ctx) => (ownerId && common ? setChoosing(ctx) : setUploading(true)),
    },
    ...downloadCounted(owner),
  };
  const pickCommon = () => {
    const ctx = choosing;
    afterClose.then(() =>
      ctx?.openChild('add-common-resource', {
        ...scope.values,
        ...(scope.header ? { [HEADER_QUERY_KEY]: scope.header } : {}),
      }),
    );
    setChoosing(null);
  };

  return (
    <TreeListScreen
      entity={listedEntity(owner.resource)}
      scope={ownerId ? scopeKeys : []}
      treeEntity={owner.directory}
      treeKey={names.directoryKey}
      treeQuery={tree}
      treeDefaults={folderDefaults}
      treeLabel="资源目录"
      columns={columns}
      omitFromForm={OMIT}
      handlers={handlers}
    >
      <ResourceSourceDialog
        open={choosing !== null}
        onClose={() => setChoosing(null)}
        onUpload={() => {
          setUploading(true);
          setChoosing(null);
        }}
        onPickCommon={pickCommon}
        onExitComplete={afterClose.onExitComplete}
      />
      <EntityFormDialog
        entity={entity}
        fields={fields}
        open={uploading}
        defaults={scope.values}
        addLabel="上传资源"
        onClose={() => setUploading(false)}
      />
    </TreeListScreen>
  );
}

/**
 * A student's resource page of a course or project (…?{owner.key}=): the files, read-only; 下载 downloads one
 * and counts it. The library link is the tutors' business.
 */
export function OwnedResourceReadScreen({ owner }: { owner: ResourceOwner }) {
  const scope = useMemo(() => [owner.key], [owner]);
  const columns = useMemo<ColumnOverrides>(
    () => ({ ...RESOURCE_COLUMNS, [owner.titleColumn]: false, cCommonResourceId: false }),
    [owner],
  );
  const handlers = useMemo(() => downloadCounted(owner), [owner]);
  return (
    <ScopedListScreen
      entity={listedEntity(owner.resource)}
      scope={scope}
      columns={columns}
      handlers={handlers}
    />
  );
}
