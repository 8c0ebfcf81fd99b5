import { enums } from '@practice/sdk/contract';
import { type ColumnOverrides, runBulkAction, type SelectOption, type TableRow } from '@practice/ui-kit';
import { useState } from 'react';
import { callOperation, EntityListScreen, type ListContext } from '../entity-list/index.js';
import { DirectoryPickDialog } from '../practice/internship-teacher/parts/course-directory-pick.js';
import { sizeText } from '../practice/internship-teacher/parts/course-references.js';
import { useRouteScope } from './route-scope.js';
import { MissingScope } from './scoped-list-screen.js';

/** Only resources that passed review are shared (the library's review gate, SPEC §4). */
const AUDITED = { fStatus: enums.ReviewStatus.options.find((o) => o.tone === 'success')?.value ?? 1 };
const COLUMNS: ColumnOverrides = {
  fStatus: false,
  fFileSize: { title: '文件大小', text: (row) => sizeText(row.fFileSize) },
};

export interface CommonResourcePickScreenProps {
  /** The query key naming the course or project the files go to (cPracticeInfoId, cProjectInfoId). */
  scopeKey: string;
  /** The page's button and the call adding one file (AddPracticeResource, AddProjectResource). */
  operation: string;
  /** The owner's school's directories as choices, loaded while `active`. */
  useDirectories: (ownerId: string, active: boolean) => SelectOption[];
  /** The call's body for one library row, in the chosen directory ('' for none). */
  toBody: (row: TableRow, ownerId: string, directoryId: string) => Record<string, unknown>;
  /** Words of the dialog: 本课程 的 课程资源, 本项目 的 项目资源. */
  owner: string;
  destination: string;
}

type Picking = { rows: TableRow[]; ctx: ListContext };

/**
 * 添加公共资源 of a course or a project (…/add-common-resource?{scopeKey}=): the common library's audited
 * files; the selected ones become the owner's resources (one call each) in a chosen directory.
 */
export function CommonResourcePickScreen(props: CommonResourcePickScreenProps) {
  const scope = useRouteScope([props.scopeKey]);
  const ownerId = scope.values[props.scopeKey] ?? '';
  const [picking, setPicking] = useState<Picking | null>(null);
  const directories = props.useDirectories(ownerId, picking !== null);
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
        for (const row of chosen) await callOperation(props.operation, props.toBody(row, ownerId, directory));
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
      handlers={{ [props.operation]: { need: 'any', run: (rows, ctx) => setPicking({ rows, ctx }) } }}
    >
      <DirectoryPickDialog
        count={picking?.rows.length ?? null}
        directories={directories}
        owner={props.owner}
        destination={props.destination}
        label={picking?.ctx.label ?? ''}
        onClose={() => setPicking(null)}
        onConfirm={add}
      />
    </EntityListScreen>
  );
}
