/** A student the tutor may be given (SPEC §3: fInternshipStudentId, cRealName, cMobile). */
export interface AssignableStudent {
  fInternshipStudentId: string;
  cRealName: string;
  cMobile?: string | null;
}

/** What a save sends: the chosen class's id and the chosen students' ids, as the server gave them. */
export interface AssignStudentsValues {
  classId: string;
  studentIds: string[];
}
