import { CLASS_REQUIRED, MOBILE_INVALID, NAME_REQUIRED, TUTOR_TYPE_REQUIRED } from '@practice/sdk';
import { describe, expect, it } from 'vitest';
import type { PersonFormFields } from './person-form-state.js';
import type { PersonKind } from './person-kind.js';
import { trimPersonFields, validatePerson } from './validate-person.js';

const valid: PersonFormFields = {
  cMobile: '13800138000',
  cRealName: '张三',
  cNumber: '',
  fClassId: '7',
  fType: '1',
};

describe('validatePerson', () => {
  it.each<[string, Partial<PersonFormFields>, PersonKind, Record<string, string>]>([
    ['a complete student', {}, 'student', {}],
    ['+86 prefix', { cMobile: '+8613800138000' }, 'student', {}],
    ['0086 prefix', { cMobile: '008613800138000' }, 'teacher', {}],
    ['empty mobile', { cMobile: '' }, 'teacher', { cMobile: MOBILE_INVALID }],
    ['short mobile', { cMobile: '1380013800' }, 'teacher', { cMobile: MOBILE_INVALID }],
    ['mobile not starting with 1', { cMobile: '23800138000' }, 'teacher', { cMobile: MOBILE_INVALID }],
    ['empty name', { cRealName: '' }, 'schoolManager', { cRealName: NAME_REQUIRED }],
    ['student without class', { fClassId: '' }, 'student', { fClassId: CLASS_REQUIRED }],
    ['teacher without class', { fClassId: '' }, 'teacher', {}],
    ['tutor without type', { fType: '' }, 'tutor', { fType: TUTOR_TYPE_REQUIRED }],
    ['student without type', { fType: '' }, 'student', {}],
    [
      'everything missing for a student',
      { cMobile: '', cRealName: '', fClassId: '' },
      'student',
      { cMobile: MOBILE_INVALID, cRealName: NAME_REQUIRED, fClassId: CLASS_REQUIRED },
    ],
  ])('%s', (_case, change, kind, expected) => {
    expect(validatePerson({ ...valid, ...change }, kind)).toEqual(expected);
  });

  it('treats a name of spaces as missing once trimmed', () => {
    const fields = trimPersonFields({ ...valid, cRealName: '   ', cMobile: ' 13800138000 ' });
    expect(fields.cMobile).toBe('13800138000');
    expect(validatePerson(fields, 'teacher')).toEqual({ cRealName: NAME_REQUIRED });
  });
});
