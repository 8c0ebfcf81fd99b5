import { AssignStudentsDialog, type SelectOption } from '@practice/ui-kit';
import { type ReactNode, useCallback, useState } from 'react';
import { callOperation } from '../../../entity-list/index.js';
import { useLoaded } from '../../../kit/use-loaded.js';
import { assignable } from './course-tutor-rules.js';

/*
 * Giving a tutor students (SPEC §2.4 assign dialog, §5: a class first, then a transfer box): the classes
 * are those with students in the course, and a class's list leaves out who is bound to the tutor already.
 */

export interface AssignRequest {
  title: string;
  /** The action's word in the failure message (分配, 绑定). */
  actionLabel: string;
  /** The tutor being given students, when they are one of the course's already. */
  tutorId?: string;
  save: (studentIds: string[]) => Promise<unknown>;
}

/** The classes of a course's students as select options (pageNumber -1, SPEC §7.3). */
async function classesOf(courseId: string): Promise<SelectOption[]> {
  const page = await callOperation('InternshipStudent_GetInternshipStudentClassList', {
    pageNumber: -1,
    pageSize: 10,
    fInternshipInfoId: courseId,
  });
  return page.List.map((c) => ({ value: c.id, label: c.cDepartName }));
}

export function useCourseAssign(courseId: string | undefined): {
  assign: (request: AssignRequest) => void;
  dialog: ReactNode;
} {
  const [request, setRequest] = useState<AssignRequest | null>(null);
  const open = request !== null;
  const { value: classes = [] } = useLoaded(
    open && courseId ? `student classes ${courseId}` : null,
    () => classesOf(courseId ?? ''),
    { keepLast: true },
  );

  const tutorId = request?.tutorId;
  const loadStudents = useCallback(
    async (classId: string) => {
      const page = await callOperation(
        'InternshipStudent_GetVisibleInternshipStudentPageListInClassByTutorId',
        {
          pageNumber: -1,
          pageSize: 10,
          fInternshipInfoId: courseId ?? '',
          fClassId: classId,
          ...(tutorId ? { fInternshipTutorId: tutorId } : {}),
        },
      );
      return assignable(page.List);
    },
    [courseId, tutorId],
  );

  const dialog = (
    <AssignStudentsDialog
      open={open}
      onClose={() => setRequest(null)}
      classes={classes}
      loadStudents={loadStudents}
      onSave={({ studentIds }) => request?.save(studentIds) ?? Promise.resolve()}
      {...(request ? { title: request.title, actionLabel: request.actionLabel } : {})}
    />
  );
  return { assign: setRequest, dialog };
}
