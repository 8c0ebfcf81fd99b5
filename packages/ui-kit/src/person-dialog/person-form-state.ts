import { clearFieldError } from '../form/field-errors.js';
import type { FoundPerson } from './types.js';

/**
 * The add-person dialog's state machine (SPEC §4): unvalidated -> checking -> validated, where a found person
 * arrives "imported" (their number, name and class locked) and an unknown mobile opens manual entry.
 */
export interface PersonFormFields {
  cMobile: string;
  cRealName: string;
  cNumber: string;
  fClassId: string;
  fType: string;
}

export type PersonField = keyof PersonFormFields;
export type CheckStatus = 'unvalidated' | 'checking' | 'validated';

export interface PersonFormState {
  fields: PersonFormFields;
  status: CheckStatus;
  /** The values came from the mobile check and belong to that person, so they are locked. */
  imported: boolean;
  errors: Partial<Record<PersonField, string>>;
}

export type PersonFormAction =
  | { type: 'edit'; field: PersonField; value: string }
  | { type: 'checkStarted' }
  | { type: 'found'; person: FoundPerson }
  | { type: 'notFound' }
  | { type: 'checkFailed' }
  | { type: 'reenter' }
  | { type: 'invalid'; errors: Partial<Record<PersonField, string>> };

const EMPTY: PersonFormFields = { cMobile: '', cRealName: '', cNumber: '', fClassId: '', fType: '' };

export const initialPersonForm: PersonFormState = {
  fields: EMPTY,
  status: 'unvalidated',
  imported: false,
  errors: {},
};

const text = (value: string | null | undefined): string => value ?? '';

/** Back to the start, keeping only the mobile the user typed. */
const restartWith = (cMobile: string): PersonFormState => ({
  ...initialPersonForm,
  fields: { ...EMPTY, cMobile },
});

export function personFormReducer(state: PersonFormState, action: PersonFormAction): PersonFormState {
  switch (action.type) {
    case 'edit': {
      if (!isEditable(state, action.field)) return state;
      const errors = clearFieldError(state.errors, action.field);
      const fields = { ...state.fields, [action.field]: action.value };
      if (action.field !== 'cMobile' || state.status === 'unvalidated') return { ...state, fields, errors };
      // A different mobile is a different person: a check result no longer applies, imported values even less.
      if (state.imported) return restartWith(action.value);
      return { ...state, fields, errors, status: 'unvalidated' };
    }
    case 'checkStarted':
      return { ...state, status: 'checking', errors: {} };
    case 'found':
      // A result for a mobile the user has since changed is dropped (the edit left 'checking').
      if (state.status !== 'checking') return state;
      return {
        ...state,
        status: 'validated',
        imported: true,
        fields: {
          ...state.fields,
          cNumber: text(action.person.cNumber),
          cRealName: text(action.person.cRealName),
          fClassId: text(action.person.fAppDepartmentId),
        },
      };
    case 'notFound':
      if (state.status !== 'checking') return state;
      return { ...state, status: 'validated', imported: false };
    case 'checkFailed':
      if (state.status !== 'checking') return state;
      return restartWith(state.fields.cMobile);
    case 'reenter':
      return initialPersonForm;
    case 'invalid':
      return { ...state, errors: action.errors };
  }
}

/**
 * Which inputs accept typing. Mobile always; name until a found person locks it; number and class only
 * for manual entry after a check; the tutor type after any check (it describes the new role, not the person).
 */
export function isEditable(state: PersonFormState, field: PersonField): boolean {
  switch (field) {
    case 'cMobile':
      return true;
    case 'cRealName':
      return !state.imported;
    case 'cNumber':
    case 'fClassId':
      return state.status === 'validated' && !state.imported;
    case 'fType':
      return state.status === 'validated';
  }
}
