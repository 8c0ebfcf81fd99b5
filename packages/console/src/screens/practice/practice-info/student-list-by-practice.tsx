import type { ColumnOverrides } from '@practice/ui-kit';
import { useState } from 'react';
import type { ListContext } from '../../entity-list/index.js';
import { ScopedListScreen, useRouteScope } from '../../kit/index.js';
import { SELECTION_COLUMNS } from './parts/practice-links.js';
import { STUDENT_DOWNLOAD } from './parts/student-download.js';
import { StudentPickDialog } from './parts/student-pick-dialog.js';

const SCOPE = ['cPracticeInfoId'];

// The page is one course's: its name is the page header.
const COLUMNS: ColumnOverrides = { ...SELECTION_COLUMNS, cPracticeName: false };

/**
 * 课程学生 (…/student-list-by-practice?cPracticeInfoId=): one course's students; 添加学生 puts a student of an
 * open school on it (found by name or number, approved at once), 移除 takes selected ones off, 批量下载 packs their hand-ins.
 */
export default function PracticeCourseStudentsScreen() {
  const scope = useRouteScope(SCOPE);
  const [adding, setAdding] = useState<ListContext | null>(null);
  const handlers = {
    ...STUDENT_DOWNLOAD,
    AddPracticeStudent: { need: 'none' as const, run: (_rows: unknown, ctx: ListContext) => setAdding(ctx) },
  };
  return (
    <ScopedListScreen entity="PracticeStudent" scope={SCOPE} columns={COLUMNS} handlers={handlers}>
      <StudentPickDialog
        open={adding !== null}
        courseId={scope.values.cPracticeInfoId ?? ''}
        onClose={() => setAdding(null)}
        onSaved={() => adding?.reload()}
      />
    </ScopedListScreen>
  );
}
