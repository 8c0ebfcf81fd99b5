/** A student the tutor may be given (SPEC §3: fInternshipStudentId, cRealName, cMobile). */
export interface AssignableStudent {
  fInternshipStudentId: string | number;
  cRealName: string;
  cMobile?: string | null;
}

export interface AssignStudentsValues {
  classId: string | number;
  studentIds: (string | number)[];
}
