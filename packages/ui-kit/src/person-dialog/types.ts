export type { SelectOption } from '../form/select-option.js';

/** What the mobile check answers when the person exists (SPEC §3: the class is fAppDepartmentId). */
export interface FoundPerson {
  cNumber?: string | null;
  cRealName?: string | null;
  fAppDepartmentId?: string | null;
}

/** What the add button submits: the form plus the route's internship id when the console passes one. */
export interface PersonValues {
  cMobile: string;
  cRealName: string;
  cNumber: string;
  fClassId?: string;
  fType?: number;
  fInternshipInfoId?: string;
}
