import { enums } from '@practice/sdk/contract';
import { type EntityColumns, runBulkAction, type TableRow } from '@practice/ui-kit';
import { useState } from 'react';
import { callOperation, EntityListScreen, type ListContext } from '../entity-list/index.js';
import { sizeText } from './file-size.js';
import { DirectoryPickDialog } from './internship/directory-pick.js';
import {
  type ResourceOwner,
  resourceFromCommon,
  resourceNames,
  useOwnerDirectoryOptions,
  useOwnerSchool,
} from './owned-resources.js';
import { useRouteScope } from './route-scope.js';
import { MissingScope } from './scoped-list-screen.js';

/** Only resources that passed review are shared (the library's review gate, SPEC §4). */
const AUDITED = { fStatus: enums.ReviewStatus.options.find((o) => o.tone === 'success')?.value ?? 1 };
const COLUMNS: EntityColumns<'CommonResource'> = {
  fStatus: false,
  fFileSize: { title: '文件大小', text: (row) => sizeText(row.fFileSize) },
};

export interface CommonResourcePickScreenProps {
  /** Whose resources the files become (a course's, a project's). */
  owner: ResourceOwner;
}

type Picking = { rows: TableRow[]; ctx: ListContext };

/**
 * 添加公共资源 of a course or a project (…/add-common-resource?{owner.key}=): the common library's audited
 * files; the selected ones become the owner's resources (one call each) in a chosen directory of its school.
 */
export function CommonResourcePickScreen({ owner }: CommonResourcePickScreenProps) {
  const scope = useRouteScope([owner.key]);
  const ownerId = scope.values[owner.key] ?? '';
  const [picking, setPicking] = useState<Picking | null>(null);
  const school = useOwnerSchool(owner, ownerId || undefined);
  const directories = useOwnerDirectoryOptions(owner, school, picking !== null);
  const { add: operation } = resourceNames(owner);
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
        for (const row of chosen)
          await callOperation(operation, resourceFromCommon(owner, row, ownerId, directory));
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
      handlers={{ [operation]: { need: 'any', run: (rows, ctx) => setPicking({ rows, ctx }) } }}
    >
      <DirectoryPickDialog
        count={picking?.rows.length ?? null}
        directories={directories}
        owner={owner.words.owner}
        destination={owner.words.destination}
        label={picking?.ctx.label ?? ''}
        onClose={() => setPicking(null)}
        onConfirm={add}
      />
    </EntityListScreen>
  );
}
