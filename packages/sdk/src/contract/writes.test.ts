import { describe, expect, it } from 'vitest';
import { operationByName } from './catalogue.js';
import { entitiesShowing, writesRows } from './writes.js';

const op = (name: string) => {
  const found = operationByName.get(name);
  if (!found) throw new Error(name);
  return found;
};

describe('what a call changes', () => {
  it('counts adds, edits, deletes, reviews and imports as writes, and reads and downloads as none', () => {
    for (const name of ['AddSchool', 'EditInternshipDiary', 'DeleteAppUserIDS', 'AuthGatewayNewsInfoIDS'])
      expect(writesRows(op(name)), name).toBe(true);
    expect(writesRows(op('GiveInternshipSummaryGrade'))).toBe(true);
    expect(writesRows(op('AppUserImport'))).toBe(true);
    for (const name of [
      'GetSchoolPageList',
      'GetSchoolModel',
      'BatchDownloadInternshipDiary',
      'AppRoleMenuGetList',
      'BatchUpload',
    ])
      expect(writesRows(op(name)), name).toBe(false);
  });

  it('finds the entities that show a written entity, through joins and parents', () => {
    // A class's name is joined into the user rows; a student's name into their diaries and summaries.
    expect(entitiesShowing('AppDepartment')[0]).toBe('AppDepartment');
    expect(entitiesShowing('AppDepartment')).toContain('AppUser');
    expect(entitiesShowing('InternshipStudent')).toEqual(
      expect.arrayContaining(['InternshipStudent', 'InternshipDiary', 'InternshipSummary']),
    );
    expect(entitiesShowing('InternshipDiary')).not.toContain('InternshipStudent');
    // A diary's review hangs off its diary.
    expect(entitiesShowing('InternshipDiaryReview')).toContain('InternshipDiary');
    // Nothing joins a value of an entity no other row names.
    expect(entitiesShowing('NoSuchEntity')).toEqual(['NoSuchEntity']);
  });

  it("says when a call changes rows other than its entity's", () => {
    // A role's menus and APIs are no AppRole row.
    for (const name of ['SetAdminAppRoleMenu', 'SetHtmlAppRoleMenu', 'SetAppRoleApi'])
      expect(op(name).changes, name).toEqual([]);
    expect(op('AddAppRole').changes).toBeUndefined();
    // Who holds a role shows in the user list, not the role list.
    expect(op('SetAppRoleUser').changes).toEqual(['AppUser']);
  });
});
