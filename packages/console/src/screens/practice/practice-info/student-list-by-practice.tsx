import type { EntityColumns } from '@practice/ui-kit';
import { useState } from 'react';
import type { ListContext } from '../../entity-list/index.js';
import { ScopedListScreen, useRouteScope } from '../../kit/index.js';
import { SELECTION_COLUMNS } from './parts/practice-links.js';
import { STUDENT_DOWNLOAD } from './parts/student-download.js';
import { StudentImportDialog } from './parts/student-import.js';
import { StudentPickDialog } from './parts/student-pick-dialog.js';

const SCOPE = ['cPracticeInfoId'];

// The page is one course's: its name is the page header.
const COLUMNS: EntityColumns<'PracticeStudent'> = { ...SELECTION_COLUMNS, cPracticeName: false };

/**
 * 课程学生 (…/student-list-by-practice?cPracticeInfoId=): one course's students; 添加学生 puts a student of an
 * open school on it (found by name or number, approved at once), 导入 adds a class list from Excel (all rows
 * or none, each refused row named), 移除 takes selected ones off, 批量下载 packs their hand-ins.
 */
export default function PracticeCourseStudentsScreen() {
  const scope = useRouteScope(SCOPE);
  const [adding, setAdding] = useState<ListContext | null>(null);
  const [importing, setImporting] = useState<ListContext | null>(null);
  const handlers = {
    ...STUDENT_DOWNLOAD,
    AddPracticeStudent: { need: 'none' as const, run: (_rows: unknown, ctx: ListContext) => setAdding(ctx) },
    ImportPracticeStudentList: {
      need: 'none' as const,
      run: (_rows: unknown, ctx: ListContext) => setImporting(ctx),
    },
  };
  const courseId = scope.values.cPracticeInfoId ?? '';
  return (
    <ScopedListScreen entity="PracticeStudent" scope={SCOPE} columns={COLUMNS} handlers={handlers}>
      <StudentPickDialog
        open={adding !== null}
        courseId={courseId}
        onClose={() => setAdding(null)}
        onSaved={() => adding?.reload()}
      />
      <StudentImportDialog
        courseId={courseId}
        open={importing !== null}
        onClose={() => setImporting(null)}
        onImported={() => importing?.reload()}
      />
    </ScopedListScreen>
  );
}
