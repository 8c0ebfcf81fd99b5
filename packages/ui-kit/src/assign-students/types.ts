/** A student the tutor may be given (SPEC §3: fInternshipStudentId, cRealName, cMobile). */
export interface AssignableStudent {
  fInternshipStudentId: string;
  cRealName: string;
  cMobile?: string | null;
}

/**
 * What a save sends, ids as the server gave them: the class last chosen, the students newly chosen (from
 * any class) and the students assigned before whom the user took away.
 */
export interface AssignStudentsValues {
  classId: string;
  studentIds: string[];
  removedIds: string[];
}
