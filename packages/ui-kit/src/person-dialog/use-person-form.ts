import {
  isMobile,
  MOBILE_CHECK_INVALID,
  mobileFound,
  mobileFoundDirect,
  mobileNotFound,
  normalizeMobile,
  SUBMIT_FAILED,
  SUBMIT_SUCCEEDED,
  VALIDATION_FAILED,
} from '@practice/sdk';
import { useCallback, useReducer, useRef, useState } from 'react';
import { reportFailure } from '../feedback/server-error.js';
import { type NoticeKind, notify } from '../feedback/toaster.js';
import { initialPersonForm, isEditable, type PersonField, personFormReducer } from './person-form-state.js';
import { PERSON_KIND_LABEL, type PersonKind } from './person-kind.js';
import type { FoundPerson, PersonValues } from './types.js';
import { trimPersonFields, validatePerson } from './validate-person.js';

export interface PersonFormOptions {
  kind: PersonKind;
  checkMobile: (mobile: string) => Promise<FoundPerson | null>;
  onSubmit: (values: PersonValues) => Promise<unknown>;
  /** Called after a successful submit. */
  onDone: () => void;
  internshipInfoId?: string;
  /** 'direct' is the dialog whose success message adds 可直接添加. */
  foundMessage?: 'imported' | 'direct';
  /**
   * A tutor's type set by the caller (TutorType: 2 is 企业导师): it is sent as fType, the user is not asked
   * for it, and 导师类型不能为空 cannot occur.
   */
  fixedTutorType?: number | undefined;
  /** Where messages go; tests pass a spy. */
  notice?: (kind: NoticeKind, text: string) => void;
}

export function usePersonForm({
  kind,
  checkMobile,
  onSubmit,
  onDone,
  internshipInfoId,
  foundMessage = 'imported',
  fixedTutorType,
  notice = notify,
}: PersonFormOptions) {
  const [state, dispatch] = useReducer(personFormReducer, initialPersonForm);
  const [submitting, setSubmitting] = useState(false);
  // Numbers each check so an answer to an earlier one cannot overwrite a later one.
  const checkSeq = useRef(0);
  const label = PERSON_KIND_LABEL[kind];

  const edit = useCallback(
    (field: PersonField, value: string) => dispatch({ type: 'edit', field, value }),
    [],
  );
  const reenter = useCallback(() => dispatch({ type: 'reenter' }), []);

  const check = async () => {
    const typed = state.fields.cMobile.trim();
    if (!isMobile(typed)) {
      notice('warning', MOBILE_CHECK_INVALID);
      return;
    }
    const mobile = normalizeMobile(typed);
    const seq = ++checkSeq.current;
    dispatch({ type: 'checkStarted' });
    try {
      const person = await checkMobile(mobile);
      if (seq !== checkSeq.current) return;
      if (person) {
        dispatch({ type: 'found', person });
        notice('success', foundMessage === 'direct' ? mobileFoundDirect(label) : mobileFound(label));
      } else {
        dispatch({ type: 'notFound' });
        notice('info', mobileNotFound(mobile, label));
      }
    } catch {
      // The client has already shown the service error (SPEC §8); the form only returns to its start.
      if (seq === checkSeq.current) dispatch({ type: 'checkFailed' });
    }
  };

  const submit = async () => {
    if (state.status !== 'validated' || submitting) return;
    const fields = trimPersonFields(
      fixedTutorType === undefined ? state.fields : { ...state.fields, fType: String(fixedTutorType) },
    );
    const errors = validatePerson(fields, kind);
    if (Object.keys(errors).length > 0) {
      dispatch({ type: 'invalid', errors });
      notice('warning', VALIDATION_FAILED);
      return;
    }
    const values: PersonValues = {
      cMobile: normalizeMobile(fields.cMobile),
      cRealName: fields.cRealName,
      cNumber: fields.cNumber,
    };
    // The select holds the class's id as it is: ids are strings.
    if (kind === 'student') values.fClassId = fields.fClassId;
    if (kind === 'tutor') values.fType = Number(fields.fType);
    if (internshipInfoId) values.fInternshipInfoId = internshipInfoId;
    setSubmitting(true);
    try {
      await onSubmit(values);
      notice('success', SUBMIT_SUCCEEDED);
      onDone();
    } catch (error) {
      reportFailure(error, SUBMIT_FAILED, notice);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    state,
    submitting,
    canSubmit: state.status === 'validated' && !submitting,
    editable: (field: PersonField) =>
      !(field === 'fType' && fixedTutorType !== undefined) && isEditable(state, field),
    fixedTutorType,
    edit,
    check,
    reenter,
    submit,
  };
}
