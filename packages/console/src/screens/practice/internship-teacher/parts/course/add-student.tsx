import { PersonDialog, type SelectOption } from '@practice/ui-kit';
import { type ReactNode, useState } from 'react';
import { useLoaded } from '../../../../../data/use-loaded.js';
import { callOperation, type ListAction } from '../../../../entity-list/index.js';
import { findByMobile } from '../../../../users/person-calls.js';

/*
 * 添加学生 (SPEC §2.4 add-person dialog, §4, §8): the mobile check looks the student up in the school's
 * roster (InternshipStudent_GetStudentModelByMobile), and the add sends the form with the course from the
 * route query. The classes offered are the course school's.
 */

const ADD = 'InternshipStudent_AddInternshipStudent';
const checkMobile = findByMobile('InternshipStudent_GetStudentModelByMobile');

/** A course school's classes as select options (pageNumber -1: every one, SPEC §9). */
export async function courseClasses(courseId: string): Promise<SelectOption[]> {
  const page = await callOperation('InternshipInfo_GetClassPageList', {
    pageNumber: -1,
    pageSize: 10,
    fInternshipInfoId: courseId,
  });
  return page.List.map((c) => ({ value: c.id, label: c.cDepartName }));
}

export function useAddStudent(courseId: string | undefined): {
  handlers: Record<string, ListAction>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const { value: classes = [] } = useLoaded(
    open && courseId ? `school classes ${courseId}` : null,
    () => courseClasses(courseId ?? ''),
    { keepLast: true },
  );

  const dialog = (
    <PersonDialog
      kind="student"
      open={open}
      onClose={() => setOpen(false)}
      checkMobile={checkMobile}
      classes={classes}
      {...(courseId ? { internshipInfoId: courseId } : {})}
      onSubmit={async (person) => {
        await callOperation(ADD, {
          ...person,
          fClassId: person.fClassId ?? '',
          fInternshipInfoId: person.fInternshipInfoId ?? courseId ?? '',
        });
      }}
    />
  );
  return {
    handlers: { [ADD]: { need: 'none', run: () => setOpen(true) } },
    dialog,
  };
}
