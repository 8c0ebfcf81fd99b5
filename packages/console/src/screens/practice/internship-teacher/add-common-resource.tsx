import { enums } from '@practice/sdk/contract';
import { type ColumnOverrides, runBulkAction, type TableRow } from '@practice/ui-kit';
import { useState } from 'react';
import { callOperation, EntityListScreen, type ListContext } from '../../entity-list/index.js';
import { sizeText } from '../../kit/file-size.js';
import { MissingScope, useRouteScope } from '../../kit/index.js';
import { useCourseSchool, useDirectoryOptions } from '../../kit/internship/course-directories.js';
import { DirectoryPickDialog } from '../../kit/internship/directory-pick.js';
import { referenceFromResource } from './parts/references/references.js';

const SCOPE = ['fInternshipInfoId'];
/** Only resources that passed review are shared (the library's review gate, SPEC §4). */
const AUDITED = { fStatus: enums.ReviewStatus.options.find((o) => o.tone === 'success')?.value ?? 1 };
const COLUMNS: ColumnOverrides = {
  fStatus: false,
  fFileSize: { title: '文件大小', text: (row) => sizeText(row.fFileSize) },
};

type Picking = { rows: TableRow[]; ctx: ListContext };

/**
 * 添加公共资源 (…/add-common-resource?fInternshipInfoId=): the common resource library's audited files; the
 * selected ones are added to the course's references (AddInternshipReference each), into a chosen directory.
 */
export default function AddCommonResourceScreen() {
  const scope = useRouteScope(SCOPE);
  const courseId = scope.values.fInternshipInfoId ?? '';
  const school = useCourseSchool(courseId || undefined);
  const [picking, setPicking] = useState<Picking | null>(null);
  const directories = useDirectoryOptions(school, picking !== null);
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
        for (const row of chosen) {
          await callOperation('AddInternshipReference', referenceFromResource(row, courseId, directory));
        }
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
      handlers={{ AddInternshipReference: { need: 'any', run: (rows, ctx) => setPicking({ rows, ctx }) } }}
    >
      <DirectoryPickDialog
        count={picking?.rows.length ?? null}
        directories={directories}
        destination="参考资料"
        label={picking?.ctx.label ?? ''}
        onClose={() => setPicking(null)}
        onConfirm={add}
      />
    </EntityListScreen>
  );
}
