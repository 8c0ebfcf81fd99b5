import { describe, expect, it } from 'vitest';
import { type Join, tableOf, tables, unresolvedJoins } from './tables.js';

const joinOf = (entity: string, wire: string): Join | undefined =>
  tableOf(entity).joins.find((j) => j.wire === wire);

/** A join as the refs it follows and the column it ends on: 'fParentId>AppDepartment.cDepartName'. */
const route = (j: Join | undefined) =>
  j && `${j.hops.map((h) => `${h.fromColumn}>${h.table}`).join(' ')}.${j.column}`;

describe('joined values', () => {
  it('all have a source: a ref path or the server’s own code', () => {
    expect(unresolvedJoins()).toEqual([]);
  });

  it('are selected on every table, except the computed ones', () => {
    for (const t of tables) {
      for (const [wire, f] of Object.entries(t.entity.fields)) {
        if (!f.joined) continue;
        expect(!!joinOf(t.name, wire), `${t.name}.${wire}`).toBe(!f.joined.computed);
      }
    }
  });

  // The path a school's data follows for a handful of representative values.
  it.each([
    // A course student's name and class come from the course roster, not the possibly unlinked account.
    ['InternshipDiary', 'cRealName', 'fInternshipStudentId>InternshipStudent.cRealName'],
    ['InternshipDiary', 'cClassName', 'fInternshipStudentId>InternshipStudent fClassId>Class.cClassName'],
    ['InternshipTutorStudent', 'cNumber', 'fInternshipStudentId>InternshipStudent.cNumber'],
    ['InternshipInterview', 'cTutorName', 'fInternshipTutorId>InternshipTutor.cRealName'],
    // Creators through the column every table keeps.
    ['InternshipInfo', 'cCreateUserName', 'fCreateUserId>AppUser.cRealName'],
    ['CommonResource', 'cCreateUserName', 'fCreateUserId>AppUser.cRealName'],
    ['GatewayNewsInfo', 'cCreateUserName', 'fCreateUserId>AppUser.cRealName'],
    // A self ref.
    ['AppDepartment', 'cParentName', 'fParentId>AppDepartment.cDepartName'],
    // Account-keyed students: everything from the account, the school's contact number never.
    ['PracticeStudent', 'cMobile', 'fStudentUserId>AppUser.cMobile'],
    ['ProjectTeamStudent', 'cClassName', 'fStudentUserId>AppUser fAppDepartmentId>AppDepartment.cDepartName'],
    ['CloudSeminarEnrollment', 'cClassName', 'fUserId>AppUser fAppDepartmentId>AppDepartment.cDepartName'],
    // Through a string-keyed entity.
    [
      'CloudRecruitmentApply',
      'cCompanyName',
      'cCloudRecruitmentId>CloudRecruitment fCompanyId>Company.cCompanyName',
    ],
    ['CloudResume', 'cRealName', 'cCloudResumeBaseId>CloudResumeBase.cRealName'],
    // Added refs.
    ['ProjectQuestion', 'cReplyUserName', 'fReplyUserId>AppUser.cRealName'],
    ['ProjectTeamTask', 'cSubmitUserName', 'fSubmitUserId>AppUser.cRealName'],
    ['ProjectTutor', 'cCompanyName', 'fCompanyId>Company.cCompanyName'],
    // Inferred from the one ref whose entity stores the column.
    ['Class', 'cSchoolName', 'fSchoolId>School.cSchoolName'],
  ])('%s.%s: %s', (entity, wire, expected) => {
    const j = joinOf(entity, wire);
    expect(route(j)).toBe(expected);
    // Each hop joins on the one before it, starting from the row itself.
    expect(j?.hops.map((h) => h.from)).toEqual(['t', ...(j?.hops.slice(0, -1).map((h) => h.alias) ?? [])]);
  });

  it.each([
    ['AppUser', 'cRoleNames'],
    ['InternshipStudent', 'cTeacherTutorName'],
    ['InternshipStudent', 'cCompanyTutorName'],
    ['ProjectInfo', 'cTechnologyNames'],
    ['CloudPlaybackViewer', 'cTitle'],
  ])('%s.%s is left to the server’s own code', (entity, wire) => {
    expect(tableOf(entity).entity.fields[wire]?.joined?.computed).toBe(true);
    expect(joinOf(entity, wire)).toBeUndefined();
  });

  it('joins a table to itself under its own alias', () => {
    const t = tableOf('AppDepartment');
    const j = joinOf('AppDepartment', 'cParentName');
    const alias = j?.hops[0]?.alias;
    expect(t.fromSql).toContain(
      `left join "AppDepartment" ${alias} on ${alias}."fAppDepartmentId" = t."fParentId"`,
    );
    expect(t.selectSql).toContain(`${alias}."cDepartName" as "cParentName"`);
  });
});
