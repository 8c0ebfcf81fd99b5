import { type AssignableStudent, AssignStudentsDialog, type SelectOption } from '@practice/ui-kit';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useLoaded } from '../../../../../data/use-loaded.js';
import { callOperation } from '../../../../entity-list/index.js';
import { assignable } from '../../../../kit/internship/tutor-rules.js';

/*
 * Giving a tutor students (SPEC §2.4 assign dialog, §5: a class first, then a transfer box): the classes
 * are those with students in the course. A tutor of the course already has their students listed as chosen;
 * taking one away deletes that binding (DeleteInternshipTutorStudentIDS) when the dialog saves.
 */

export interface AssignRequest {
  title: string;
  /** The action's word in the failure message (分配, 绑定). */
  actionLabel: string;
  /** The tutor being given students, when they are one of the course's already. */
  tutorId?: string;
  /** Gives the tutor these students (called only when some were chosen). */
  save: (studentIds: string[]) => Promise<unknown>;
}

/** A tutor's students in the course, and the binding that makes each theirs (what taking them away deletes). */
async function studentsOf(courseId: string, tutorId: string) {
  const page = await callOperation('GetInternshipTutorStudentPageList', {
    pageNumber: -1,
    pageSize: 10,
    fInternshipInfoId: courseId,
    fInternshipTutorId: tutorId,
  });
  const bindings = new Map(
    page.List.map((b) => [String(b.fInternshipStudentId), String(b.fInternshipTutorStudentId)]),
  );
  const students: AssignableStudent[] = page.List.map((b) => ({
    fInternshipStudentId: String(b.fInternshipStudentId),
    cRealName: String(b.cRealName ?? ''),
  }));
  return { students, bindings };
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
  const bindings = useRef(new Map<string, string>());
  const loadAssigned = useMemo(
    () =>
      tutorId && courseId
        ? async () => {
            const mine = await studentsOf(courseId, tutorId);
            bindings.current = mine.bindings;
            return mine.students;
          }
        : undefined,
    [courseId, tutorId],
  );
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
      {...(loadAssigned ? { loadAssigned } : {})}
      onSave={async ({ studentIds, removedIds }) => {
        if (!request) return;
        const ids = removedIds.flatMap((id) => bindings.current.get(id) ?? []);
        if (ids.length > 0) await callOperation('DeleteInternshipTutorStudentIDS', { ids });
        // The tutors' student counts refresh through these writes themselves (src/data).
        if (studentIds.length > 0) await request.save(studentIds);
      }}
      {...(request ? { title: request.title, actionLabel: request.actionLabel } : {})}
    />
  );
  return { assign: setRequest, dialog };
}
