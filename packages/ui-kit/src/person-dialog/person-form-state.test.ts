import { describe, expect, it } from 'vitest';
import { fixtureId } from '../testing/fixture-id.js';
import {
  type CheckStatus,
  initialPersonForm,
  isEditable,
  type PersonField,
  type PersonFormAction,
  type PersonFormState,
  personFormReducer,
} from './person-form-state.js';

const run = (actions: PersonFormAction[], from: PersonFormState = initialPersonForm) =>
  actions.reduce(personFormReducer, from);

const edit = (field: PersonField, value: string): PersonFormAction => ({ type: 'edit', field, value });
const CLASS = fixtureId('软件1班');
const FOUND: PersonFormAction = {
  type: 'found',
  person: { cNumber: 'S001', cRealName: '李四', fAppDepartmentId: CLASS },
};
const checked = (result: PersonFormAction) =>
  run([edit('cMobile', '13800138000'), { type: 'checkStarted' }, result]);

const FIELDS: PersonField[] = ['cMobile', 'cRealName', 'cNumber', 'fClassId', 'fType'];
const editableFields = (state: PersonFormState) => FIELDS.filter((field) => isEditable(state, field));

describe('add-person state machine', () => {
  it.each<[string, PersonFormState, CheckStatus, PersonField[]]>([
    ['start', initialPersonForm, 'unvalidated', ['cMobile', 'cRealName']],
    ['checking', run([{ type: 'checkStarted' }]), 'checking', ['cMobile', 'cRealName']],
    ['found', checked(FOUND), 'validated', ['cMobile', 'fType']],
    ['not found', checked({ type: 'notFound' }), 'validated', FIELDS],
    ['check failed', checked({ type: 'checkFailed' }), 'unvalidated', ['cMobile', 'cRealName']],
  ])('%s: status and editable fields', (_case, state, status, editable) => {
    expect(state.status).toBe(status);
    expect(editableFields(state)).toEqual(editable);
  });

  it('fills number, name and class from the found person and locks them', () => {
    const state = checked(FOUND);
    expect(state.fields).toEqual({
      cMobile: '13800138000',
      cRealName: '李四',
      cNumber: 'S001',
      fClassId: CLASS,
      fType: '',
    });
    expect(run([edit('cRealName', '改名')], state).fields.cRealName).toBe('李四');
  });

  it('keeps what the user typed when the mobile is unknown', () => {
    const state = run(
      [edit('cRealName', '王五'), { type: 'checkStarted' }, { type: 'notFound' }, edit('cNumber', 'T9')],
      run([edit('cMobile', '13800138000')]),
    );
    expect(state.fields).toMatchObject({ cRealName: '王五', cNumber: 'T9' });
    expect(state.imported).toBe(false);
  });

  it('resets every field but the mobile when the check call fails', () => {
    const state = run([edit('cRealName', '王五'), { type: 'checkStarted' }, { type: 'checkFailed' }], {
      ...initialPersonForm,
      fields: { ...initialPersonForm.fields, cMobile: '13800138000' },
    });
    expect(state).toEqual({
      ...initialPersonForm,
      fields: { ...initialPersonForm.fields, cMobile: '13800138000' },
    });
  });

  it.each<[string, PersonFormState, Partial<PersonFormState['fields']>]>([
    // The imported values belong to the previous mobile's owner, so they go with it.
    ['after a found person', checked(FOUND), { cRealName: '', cNumber: '', fClassId: '' }],
    // Manual input is the user's own and survives fixing a typo in the mobile.
    [
      'after manual entry',
      run([edit('cRealName', '王五')], checked({ type: 'notFound' })),
      { cRealName: '王五' },
    ],
  ])('changing the mobile %s drops back to unvalidated', (_case, state, kept) => {
    const next = run([edit('cMobile', '13900139000')], state);
    expect(next.status).toBe('unvalidated');
    expect(next.imported).toBe(false);
    expect(next.fields).toMatchObject({ cMobile: '13900139000', ...kept });
    expect(editableFields(next)).toEqual(['cMobile', 'cRealName']);
  });

  it.each<[string, PersonFormAction]>([
    ['found', FOUND],
    ['not found', { type: 'notFound' }],
    ['failure', { type: 'checkFailed' }],
  ])('ignores a late %s answer for a mobile changed while checking', (_case, answer) => {
    const state = run([
      edit('cMobile', '13800138000'),
      { type: 'checkStarted' },
      edit('cMobile', '13900139000'),
      answer,
    ]);
    expect(state.status).toBe('unvalidated');
    expect(state.fields.cMobile).toBe('13900139000');
    expect(state.fields.cRealName).toBe('');
  });

  it('re-enter resets the whole form', () => {
    expect(run([{ type: 'reenter' }], checked(FOUND))).toEqual(initialPersonForm);
  });

  it('clears a field error when that field is edited, and errors when a check starts', () => {
    const invalid = run([{ type: 'invalid', errors: { cMobile: 'x', cRealName: 'y' } }]);
    expect(run([edit('cRealName', '张')], invalid).errors).toEqual({ cMobile: 'x', cRealName: undefined });
    expect(run([{ type: 'checkStarted' }], invalid).errors).toEqual({});
  });

  it('refuses typing into a disabled field', () => {
    expect(run([edit('cNumber', 'S1')]).fields.cNumber).toBe('');
    expect(run([edit('fType', '1')]).fields.fType).toBe('');
  });
});
