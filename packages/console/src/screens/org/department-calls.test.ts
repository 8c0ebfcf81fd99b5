import { enums } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { childFormDefaults, childOf } from './department-calls.js';

// Ids as the server issues them: 32 lowercase hex characters.
const SCHOOL = 'b3d8addf72194399b08aaaf17685ef93';
const DEPARTMENT = '5f0c2e9a41d7438b9e6a1c3d27f48b60';

describe('childOf', () => {
  it('makes a class of the parent’s school under a parent', () => {
    expect(childOf({ fAppDepartmentId: DEPARTMENT, fSchoolId: SCHOOL })).toEqual({
      fParentId: DEPARTMENT,
      fDepartmentLabel: enums.DepartmentLabel.class,
      fSchoolId: SCHOOL,
    });
  });

  it('makes a school node at the top, and leaves out a school the parent lacks', () => {
    expect(childOf(null)).toEqual({ fDepartmentLabel: enums.DepartmentLabel.school });
    expect(childOf({ fAppDepartmentId: DEPARTMENT, fSchoolId: null })).not.toHaveProperty('fSchoolId');
  });

  it('gives the add form the same values as strings', () => {
    expect(childFormDefaults({ fAppDepartmentId: DEPARTMENT, fSchoolId: SCHOOL })).toEqual({
      fParentId: DEPARTMENT,
      fDepartmentLabel: '2',
      fSchoolId: SCHOOL,
    });
  });
});
