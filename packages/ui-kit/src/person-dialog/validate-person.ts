import { CLASS_REQUIRED, isMobile, MOBILE_INVALID, NAME_REQUIRED, TUTOR_TYPE_REQUIRED } from '@practice/sdk';
import type { PersonField, PersonFormFields } from './person-form-state.js';
import type { PersonKind } from './person-kind.js';

export type PersonErrors = Partial<Record<PersonField, string>>;

/** Required text values are trimmed before they are checked and before they are sent (SPEC §5). */
export function trimPersonFields(fields: PersonFormFields): PersonFormFields {
  return {
    cMobile: fields.cMobile.trim(),
    cRealName: fields.cRealName.trim(),
    cNumber: fields.cNumber.trim(),
    fClassId: fields.fClassId.trim(),
    fType: fields.fType.trim(),
  };
}

/** The add-person rules of SPEC §5; an empty object means the form may be submitted. */
export function validatePerson(fields: PersonFormFields, kind: PersonKind): PersonErrors {
  const errors: PersonErrors = {};
  if (!isMobile(fields.cMobile)) errors.cMobile = MOBILE_INVALID;
  if (fields.cRealName === '') errors.cRealName = NAME_REQUIRED;
  if (kind === 'student' && fields.fClassId === '') errors.fClassId = CLASS_REQUIRED;
  if (kind === 'tutor' && fields.fType === '') errors.fType = TUTOR_TYPE_REQUIRED;
  return errors;
}
