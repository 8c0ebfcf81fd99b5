import type { EntityColumns, SelectOption } from '@practice/ui-kit';
import { useMemo } from 'react';
import { usePageButtons } from '../../../../../permission/index.js';
import { fileLinkColumn, ScopedListScreen, useRouteScope } from '../../../../kit/index.js';
import { RecordFormDialog, useRecordForm } from '../../../../kit/internship/record-form.js';
import { courseStudents, courseTutors } from './choices.js';

const ENTITY = 'InternshipInterview';

// The content is what an interview is for: shown (cut to the cell) beside its subject.
const COURSE_COLUMNS: EntityColumns<typeof ENTITY> = {
  cInternshipName: false,
  cClassName: { hidden: true },
  cContent: {},
  cRealName: { link: { child: 'student-interview', fields: ['fInternshipStudentId', 'fInternshipInfoId'] } },
  cFilePath: fileLinkColumn('cFilePath'),
};
const STUDENT_COLUMNS: EntityColumns<typeof ENTITY> = {
  cInternshipName: false,
  cRealName: { hidden: true },
  cNumber: { hidden: true },
  cClassName: { hidden: true },
  cContent: {},
  cFilePath: fileLinkColumn('cFilePath'),
};

/**
 * Interviews of a course (访谈记录) or of one of its students (学生访谈): the list and the add/edit form.
 * The student is picked from the course's students (on a student's page it is that student); the tutor from
 * the course's tutors, or left empty for the server to file it under the tutor who writes it.
 */
export function InterviewList({ scope }: { scope: readonly string[] }) {
  const route = useRouteScope(scope);
  const form = useRecordForm(ENTITY);
  const buttons = usePageButtons();
  const course = route.values.fInternshipInfoId ?? '';
  const ofStudent = scope.includes('fInternshipStudentId');
  const choices = useMemo(() => {
    const loaders: Record<string, () => Promise<SelectOption[]>> = {
      fInternshipTutorId: courseTutors(course),
    };
    if (!ofStudent) loaders.fInternshipStudentId = courseStudents(course);
    return loaders;
  }, [course, ofStudent]);
  return (
    <ScopedListScreen
      entity={ENTITY}
      scope={scope}
      columns={ofStudent ? STUDENT_COLUMNS : COURSE_COLUMNS}
      handlers={form.handlers}
    >
      <RecordFormDialog
        entity={ENTITY}
        state={form.state}
        onClose={form.close}
        fixed={route.values}
        choices={choices}
        addLabel={buttons.label(`Add${ENTITY}`) || '新增'}
      />
    </ScopedListScreen>
  );
}
