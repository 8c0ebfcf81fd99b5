import type { EntityColumns } from '@practice/ui-kit';
import { useState } from 'react';
import type { ListActions } from '../../entity-list/index.js';
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
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const handlers: ListActions = {
    ...STUDENT_DOWNLOAD,
    AddPracticeStudent: { need: 'none', run: () => setAdding(true) },
    ImportPracticeStudentList: { need: 'none', run: () => setImporting(true) },
  };
  const courseId = scope.values.cPracticeInfoId ?? '';
  return (
    <ScopedListScreen entity="PracticeStudent" scope={SCOPE} columns={COLUMNS} handlers={handlers}>
      <StudentPickDialog open={adding} courseId={courseId} onClose={() => setAdding(false)} />
      <StudentImportDialog courseId={courseId} open={importing} onClose={() => setImporting(false)} />
    </ScopedListScreen>
  );
}
