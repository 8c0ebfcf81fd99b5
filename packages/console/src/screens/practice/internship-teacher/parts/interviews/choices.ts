import { enums } from '@practice/sdk/contract';
import type { SelectOption } from '@practice/ui-kit';
import { callOperation } from '../../../../entity-list/index.js';
import { ALL } from '../../../../kit/internship/work-data.js';

/*
 * The people a course record may name, from the course itself: its students (name and number, since names
 * repeat) and its tutors (name and kind). The server scopes both: an enterprise tutor is offered only the
 * students bound to them.
 */

type Student = { fInternshipStudentId: string; cRealName?: string | null; cNumber?: string | null };
type Tutor = { fInternshipTutorId: string; cRealName?: string | null; fType?: number | null };

export const studentOption = (s: Student): SelectOption => ({
  value: s.fInternshipStudentId,
  label: s.cNumber ? `${s.cRealName ?? ''}（${s.cNumber}）` : (s.cRealName ?? ''),
});

export const tutorOption = (t: Tutor): SelectOption => {
  const kind = enums.TutorType.labelOf(t.fType);
  return {
    value: t.fInternshipTutorId,
    label: kind ? `${t.cRealName ?? ''}（${kind}）` : (t.cRealName ?? ''),
  };
};

export const courseStudents = (fInternshipInfoId: string) => async () =>
  (await callOperation('GetInternshipStudentPageList', { ...ALL, fInternshipInfoId })).List.map(
    studentOption,
  );

export const courseTutors = (fInternshipInfoId: string) => async () =>
  (await callOperation('GetInternshipTutorPageList', { ...ALL, fInternshipInfoId })).List.map(tutorOption);
