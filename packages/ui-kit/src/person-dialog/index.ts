export { PersonDialog, type PersonDialogProps } from './person-dialog.js';
export {
  initialPersonForm,
  isEditable,
  type PersonFormState,
  personFormReducer,
} from './person-form-state.js';
export { numberLabel, PERSON_KIND_LABEL, type PersonKind, tutorTypeOptions } from './person-kind.js';
export type { FoundPerson, PersonValues } from './types.js';
export { type PersonFormOptions, usePersonForm } from './use-person-form.js';
export { trimPersonFields, validatePerson } from './validate-person.js';
