import type { EntityColumns, TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import type { ListActions } from '../../entity-list/index.js';
import { ScopedListScreen, useRouteScope } from '../../kit/index.js';
import { useOpenFromAddress } from './parts/diary-open-address.js';
import { DIARY_QUERY_KEYS, isPassed } from './parts/diary-write.js';
import { type DiaryDialogState, DiaryWriteDialog, openingColumn } from './parts/diary-write-dialog.js';
import { OWN_SCOPE } from './parts/student-links.js';

/** The course and student are the page's; a diary's title opens it, the tutor's comment shows beside it. */
const COLUMNS: EntityColumns<'InternshipDiary'> = {
  cInternshipName: false,
  cRealName: { hidden: true },
  cNumber: { hidden: true },
  cClassName: { hidden: true },
  cTemplateName: { hidden: true },
  cComment: {},
};

/**
 * 实习日志 (SPEC 2.3 diaries-student), opened as the production console links it
 * (…?fInternshipInfoId=&fInternshipStudentId=&fTemplateBatchInfoId=&fIsNeedDiaryReview1=&fIsNeedDiaryReview2=
 * &_pageHeader=&fType=3): the student's diaries with their review state and the tutor's comment. 写日志 and
 * 修改 open the diary's form; a diary the tutor passed opens read-only. The home page's 今日待办 adds _write to
 * open the form at once (diary-open-address.ts).
 */
export default function StudentDiariesScreen() {
  const scope = useRouteScope(OWN_SCOPE);
  const wire = useRouteScope(DIARY_QUERY_KEYS).values;
  const [dialog, setDialog] = useState<DiaryDialogState>({ mode: 'closed' });
  const open = (row: TableRow | null) =>
    setDialog(row && isPassed(row) ? { mode: 'view', row } : { mode: 'write', row });
  useOpenFromAddress(open);
  const handlers: ListActions = {
    AddInternshipDiary: { need: 'none', run: () => open(null) },
    EditInternshipDiary: { need: 'one', run: ([row]) => row && open(row) },
  };
  // The title reads the diary (with the tutor's comment) without opening it for a change.
  const columns = useMemo<EntityColumns<'InternshipDiary'>>(
    () => ({ ...COLUMNS, cDiaryName: openingColumn((row) => setDialog({ mode: 'view', row })) }),
    [],
  );
  return (
    <ScopedListScreen
      entity="InternshipDiary"
      scope={OWN_SCOPE}
      filter={wire}
      columns={columns}
      handlers={handlers}
    >
      <DiaryWriteDialog
        state={dialog}
        onClose={() => setDialog({ mode: 'closed' })}
        scope={scope.values}
        wire={wire}
      />
    </ScopedListScreen>
  );
}
