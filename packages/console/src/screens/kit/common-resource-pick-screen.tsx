import { enums } from '@practice/sdk/contract';
import { type EntityColumns, runBulkAction, type TableRow } from '@practice/ui-kit';
import { useState } from 'react';
import { callOperation, EntityListScreen, type ListContext } from '../entity-list/index.js';
import { DirectoryPickDialog } from './directory-pick-dialog.js';
import { sizeText } from './file-size.js';
import { useRouteScope } from './route-scope.js';
import { useDirectoryTreeOptions, useSchoolOf } from './school-directories.js';
import { MissingScope } from './scoped-list-screen.js';

/** Only resources that passed review are shared (the library's review gate, SPEC §4). */
const AUDITED = { fStatus: enums.ReviewStatus.passed };
const COLUMNS: EntityColumns<'CommonResource'> = {
  fStatus: false,
  fFileSize: { title: '文件大小', text: (row) => sizeText(row.fFileSize) },
};

/**
 * Where 添加公共资源 copies the library's files: an owner's resources (commonResourceTarget of a course or a
 * project) or a course's references. Either files them in a directory of the owner's school.
 */
export interface CommonResourceTarget {
  /** The owner's key, in the route's query and in the call reading the owner (fInternshipInfoId). */
  readonly key: string;
  /** The call reading the owner for its school (GetInternshipInfoModel). */
  readonly model: string;
  /** The call answering the school's directory tree (GetInternshipReferenceDirectoryTreeList). */
  readonly tree: string;
  /** The call adding one file (AddInternshipReference), and its body for a library row ('': no directory). */
  readonly add: string;
  readonly fromCommon: (row: TableRow, ownerId: string, directoryId: string) => Record<string, unknown>;
  /** Words of the pick dialog: 本课程 的 课程资源. */
  readonly words: { readonly owner: string; readonly destination: string };
}

export interface CommonResourcePickScreenProps {
  target: CommonResourceTarget;
}

type Picking = { rows: TableRow[]; ctx: ListContext };

/**
 * 添加公共资源 (…/add-common-resource?{target.key}=): the common library's audited files; the selected ones
 * are added to the owner (one call each) in a chosen directory of its school.
 */
export function CommonResourcePickScreen({ target }: CommonResourcePickScreenProps) {
  const scope = useRouteScope([target.key]);
  const ownerId = scope.values[target.key] ?? '';
  const [picking, setPicking] = useState<Picking | null>(null);
  const school = useSchoolOf(target.model, target.key, ownerId || undefined);
  const directories = useDirectoryTreeOptions(target.tree, school, picking !== null);
  if (!scope.complete) return <MissingScope />;

  const add = (directory: string) => {
    if (!picking) return;
    const { rows, ctx } = picking;
    setPicking(null);
    void runBulkAction({
      action: ctx.label,
      rows,
      run: async (chosen) => {
        // One at a time: a refusal stops the rest, and what was added before it stays added.
        for (const row of chosen) await callOperation(target.add, target.fromCommon(row, ownerId, directory));
      },
      reload: () => ctx.api.selection.clear(),
    });
  };

  return (
    <EntityListScreen
      entity="CommonResource"
      filter={AUDITED}
      columns={COLUMNS}
      exportable={false}
      handlers={{ [target.add]: { need: 'any', run: (rows, ctx) => setPicking({ rows, ctx }) } }}
    >
      <DirectoryPickDialog
        count={picking?.rows.length ?? null}
        directories={directories}
        owner={target.words.owner}
        destination={target.words.destination}
        label={picking?.ctx.label ?? ''}
        onClose={() => setPicking(null)}
        onConfirm={add}
      />
    </EntityListScreen>
  );
}
