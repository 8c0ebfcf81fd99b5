import { enums } from '@practice/sdk/contract';

/** Who the dialog adds (SPEC §2.4): a student, an in-school teacher, a tutor (with a tutor type), a school manager. */
export type PersonKind = 'student' | 'teacher' | 'tutor' | 'schoolManager';

/** The user-type word the dialog's title and the mobile-check messages use. */
export const PERSON_KIND_LABEL: Record<PersonKind, string> = {
  student: enums.AddUserType.labelOf('student'),
  teacher: enums.AddUserType.labelOf('teacher'),
  tutor: '导师',
  schoolManager: enums.AddUserType.labelOf('schoolManager'),
};

/** Students carry a student number, everyone else a staff number; both travel as cNumber. */
export const numberLabel = (kind: PersonKind): string => (kind === 'student' ? '学号' : '工号');

/** Leader (type 3) is offered by one dialog only; the others stop at in-school and enterprise tutors. */
const LEADER_TUTOR_TYPE = 3;

export function tutorTypeOptions(allowLeader: boolean): { value: string; label: string }[] {
  return enums.TutorType.options
    .filter((option) => allowLeader || option.value !== LEADER_TUTOR_TYPE)
    .map((option) => ({ value: String(option.value), label: option.label }));
}
