import { describe, expect, it } from 'vitest';
import { CLASS_LABEL, childFormDefaults, childOf, SCHOOL_LABEL } from './department-calls.js';

describe('childOf', () => {
  it('makes a class of the parent’s school under a parent', () => {
    expect(childOf({ fAppDepartmentId: 4, fSchoolId: 2 })).toEqual({
      fParentId: 4,
      fDepartmentLabel: CLASS_LABEL,
      fSchoolId: 2,
    });
  });

  it('makes a school node at the top, and leaves out a school the parent lacks', () => {
    expect(childOf(null)).toEqual({ fDepartmentLabel: SCHOOL_LABEL });
    expect(childOf({ fAppDepartmentId: 9, fSchoolId: null })).not.toHaveProperty('fSchoolId');
  });

  it('gives the add form the same values as strings', () => {
    expect(childFormDefaults({ fAppDepartmentId: 4, fSchoolId: 2 })).toEqual({
      fParentId: '4',
      fDepartmentLabel: '2',
      fSchoolId: '2',
    });
  });
});
