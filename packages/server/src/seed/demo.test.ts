import {
  CREATOR,
  dateOrderIssues,
  entities,
  entityByName,
  type Field,
  ROLE_KEYS,
} from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { SERVER_ID } from '../db/ids.js';
import { DEMO_PASSWORD, demoData, demoFiles, demoId, otherSchool } from './demo.js';
import { seedIndex } from './seed-index.js';

/*
 * The demo data against the contract catalogue: names, row schemas, keys, references and their order; then
 * that each demo account has something to look at.
 */

const data = demoData();
const { tables, rowsOf, rowByKey, keyOf } = seedIndex(data);

/** The ref fields of an entity, plus the creator column every stored row has (a ref to AppUser). */
const refsOf = (entity: string): [string, string][] => [
  ...Object.entries(entityByName.get(entity)!.fields as Record<string, Field>)
    .filter(([, f]) => f.ref)
    .map(([wire, f]): [string, string] => [wire, f.ref!]),
  [CREATOR, 'AppUser'],
];

/** Entities that show who created a row (cCreateUserName), and those the server scopes by their creator. */
const showsCreator = entities.filter((e) =>
  Object.values(e.fields).some((f) => f.joined?.via?.split('.')[0] === CREATOR),
);
const scopedByCreator = ['InternshipInfo', 'PracticeInfo', 'ProjectInfo', 'CloudRecruitment'];

describe('demo data against the catalogue', () => {
  it('names only catalogue entities, each once', () => {
    const names = tables.map((t) => t.entity);
    expect(names.filter((n) => !entityByName.has(n))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  // 预警 are what computeWarnings finds in the seeded rows (boot/demo.ts), not rows of the data set.
  const COMPUTED_AT_SEEDING = ['AttendanceWarning'];

  it('seeds every entity but AppRole, which the server creates itself', () => {
    const empty = entities
      .filter(
        (e) => e.name !== 'AppRole' && !COMPUTED_AT_SEEDING.includes(e.name) && rowsOf(e.name).length === 0,
      )
      .map((e) => e.name);
    expect(empty).toEqual([]);
    expect(rowsOf('AppRole')).toEqual([]);
  });

  describe.each(tables.map((t) => [t.entity, t] as const))('%s', (entity, t) => {
    const def = entityByName.get(entity)!;

    it('rows pass the row schema', () => {
      const failures = t.rows
        .map((row) => ({ key: row[def.key], result: def.schemas.row.safeParse(row) }))
        .filter((r) => !r.result.success)
        .map(
          (r) =>
            `${String(r.key)}: ${r.result.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        );
      expect(failures).toEqual([]);
    });

    it("keeps the contract's date order (no end before its start)", () => {
      const broken = t.rows.flatMap((row) =>
        dateOrderIssues(def.fields, def.dateOrder ?? [], row).map(
          (i) => `${String(row[def.key])}: ${i.message}`,
        ),
      );
      expect(broken).toEqual([]);
    });

    it('uses declared wire names only, no joined fields, no write-only ones but the seeding password', () => {
      const problems = t.rows.flatMap((row) =>
        Object.keys(row).flatMap((wire) => {
          const f = def.fields[wire];
          if (wire === CREATOR) return [];
          if (!f) return [`unknown field ${wire}`];
          // Filled by the server's joins (cSchoolName on a class row): never stored on the row.
          if (f.joined) return [`joined field ${wire}`];
          if (f.writeOnly && !(entity === 'AppUser' && wire === 'cPassword')) return [`write-only ${wire}`];
          return [];
        }),
      );
      expect([...new Set(problems)]).toEqual([]);
    });

    it('has explicit, unique keys in the expected form', () => {
      const keys = t.rows.map((row) => row[def.key]);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(SERVER_ID);
      if (def.key.startsWith('f')) {
        // Numbered 1..n in the seed modules, each the id of its ordinal.
        expect(new Set(keys)).toEqual(new Set(keys.map((_, i) => demoId(entity, i + 1))));
      }
    });

    it('points only at rows that exist, inserted earlier', () => {
      const position = tables.indexOf(t);
      const problems: string[] = [];
      t.rows.forEach((row, rowIndex) => {
        for (const [wire, ref] of refsOf(entity)) {
          const value = row[wire];
          if (value === null || value === undefined) continue;
          const target = rowByKey(ref, value);
          if (!target) problems.push(`${wire}=${String(value)} has no ${ref} row`);
          else if (ref === entity && t.rows.indexOf(target) >= rowIndex)
            problems.push(`${wire} parent comes later`);
          else if (ref !== entity && tables.findIndex((o) => o.entity === ref) > position)
            problems.push(`${ref} table comes after ${entity}`);
        }
      });
      expect([...new Set(problems)]).toEqual([]);
    });
  });

  it.each([...showsCreator.map((e) => e.name), ...scopedByCreator])(
    'records who created every %s row',
    (entity) => {
      const rows = rowsOf(entity);
      expect(rows.filter((row) => typeof row[CREATOR] !== 'string' || !SERVER_ID.test(row[CREATOR]))).toEqual(
        [],
      );
    },
  );

  it('is the same on every call', () => {
    expect(JSON.stringify(demoData())).toBe(JSON.stringify(data));
  });

  it('lists every file, image and video path it uses', () => {
    const used = new Set<string>();
    for (const t of tables) {
      const def = entityByName.get(t.entity)!;
      for (const row of t.rows)
        for (const [wire, f] of Object.entries(def.fields)) {
          const value = row[wire];
          if (['file', 'image', 'video'].includes(f.display) && typeof value === 'string') used.add(value);
        }
    }
    for (const path of used) expect(path).toMatch(/^demo\/[\w-]+\/[\w-]+---.+\.\w+$/);
    expect([...used].filter((p) => !demoFiles.includes(p))).toEqual([]);
  });
});

describe('accounts and roles', () => {
  const users = rowsOf('AppUser');
  const roleOf = new Map(data.roleUsers.map((r) => [r.fAppUserId, r.role]));

  it('gives every user exactly one known role', () => {
    expect(data.roleUsers.map((r) => r.fAppUserId).sort()).toEqual(
      users.map((u) => u.fAppUserId as string).sort(),
    );
    for (const r of data.roleUsers) expect(ROLE_KEYS).toContain(r.role);
  });

  it('has one demo account per role, each a real user with the shared password', () => {
    expect(data.accounts.map((a) => a.role).sort()).toEqual([...ROLE_KEYS].sort());
    expect(data.accounts.map((a) => a.userName).sort()).toEqual([
      'admin',
      'school',
      'student',
      'teacher',
      'tutor',
    ]);
    for (const a of data.accounts) {
      const user = rowByKey('AppUser', a.fAppUserId)!;
      expect(user).toMatchObject({ cUserName: a.userName, cRealName: a.realName, cPassword: DEMO_PASSWORD });
      expect(user).toMatchObject({ fStatus: 0, fAuditStatus: 1 });
      expect(roleOf.get(a.fAppUserId)).toBe(a.role);
      expect(a.password).toBe('Demo@2026');
    }
  });

  it('has unique user names and mobiles, and several users per school and role', () => {
    for (const field of ['cUserName', 'cMobile', 'cRealName']) {
      expect(new Set(users.map((u) => u[field])).size).toBe(users.length);
    }
    for (const school of rowsOf('School')) {
      const own = users.filter((u) => u.fSchoolId === school.fSchoolId);
      for (const role of ['schoolAdmin', 'teacher', 'student'] as const) {
        expect(own.filter((u) => roleOf.get(u.fAppUserId as string) === role).length).toBeGreaterThan(0);
      }
    }
    expect(users.length).toBeGreaterThanOrEqual(40);
  });
});

describe('what each demo account sees', () => {
  const account = (role: string) => data.accounts.find((a) => a.role === role)!.fAppUserId;
  const teacher = account('teacher');
  const tutor = account('companyTutor');
  const studentId = account('student');

  it('teacher tutors an internship course, runs a practice course and tutors a project', () => {
    expect(
      rowsOf('InternshipTutor').filter((t) => t.fUserId === teacher && t.fType === 1).length,
    ).toBeGreaterThan(0);
    expect(rowsOf('PracticeInfo').some((p) => p.fTeacherUserId === teacher)).toBe(true);
    expect(rowsOf('ProjectTutor').some((p) => p.fTutorUserId === teacher)).toBe(true);
  });

  it('enterprise tutor guides several internship students and tutors a project', () => {
    const own = rowsOf('InternshipTutor').filter((t) => t.fUserId === tutor && t.fType === 2);
    const ids = new Set(own.map((t) => t.fInternshipTutorId));
    const students = rowsOf('InternshipTutorStudent').filter((b) => ids.has(b.fInternshipTutorId));
    expect(students.length).toBeGreaterThanOrEqual(3);
    expect(rowsOf('ProjectTutor').some((p) => p.fTutorUserId === tutor && p.fTutorType === 2)).toBe(true);
  });

  it('student interns with diaries in every state, a graded summary and a review', () => {
    const placements = rowsOf('InternshipStudent').filter((s) => s.fUserId === studentId);
    expect(placements.length).toBeGreaterThan(0);
    const diaries = rowsOf('InternshipDiary').filter((d) => d.fStudentUserId === studentId);
    expect(new Set(diaries.map((d) => d.fStatus))).toEqual(new Set([0, 1, 2, 3]));
    const summaries = rowsOf('InternshipSummary').filter((s) => s.fStudentUserId === studentId);
    expect(summaries.some((s) => s.fStatus === 1 && s.fGrade)).toBe(true);
    const reviews = rowsOf('InternshipStudentGeneralReview').filter((r) => r.fStudentUserId === studentId);
    expect(reviews.some((r) => r.fStatus === 1)).toBe(true);
  });

  it('student selected a practice course, is in a team, has a resume and applied for a post', () => {
    expect(rowsOf('PracticeStudent').some((s) => s.fStudentUserId === studentId && s.fStatus === 1)).toBe(
      true,
    );
    expect(rowsOf('ProjectTeamStudent').some((m) => m.fStudentUserId === studentId)).toBe(true);
    expect(rowsOf('CloudResume').some((r) => r.fUserId === studentId)).toBe(true);
    expect(rowsOf('CloudRecruitmentApply').some((a) => a.fUserId === studentId)).toBe(true);
  });

  it("school admin's school has the most rows; a second school has enough to test scoping", () => {
    const school = rowByKey('AppUser', account('schoolAdmin'))!.fSchoolId;
    const counts = new Map<unknown, number>();
    for (const t of tables) {
      const column = entityByName.get(t.entity)!.rows.school;
      if (!column) continue;
      for (const row of t.rows) counts.set(row[column], (counts.get(row[column]) ?? 0) + 1);
    }
    const ranked = [...counts].filter(([id]) => id !== null && id !== undefined).sort((a, b) => b[1] - a[1]);
    expect(ranked[0]?.[0]).toBe(school);
    expect(otherSchool.fSchoolId).not.toBe(school);
    for (const entity of ['InternshipInfo', 'PracticeInfo', 'ProjectInfo', 'Student', 'Teacher']) {
      expect(rowsOf(entity).some((r) => r.fSchoolId === otherSchool.fSchoolId)).toBe(true);
    }
  });

  it('names a student and a teacher of the other school', () => {
    const student = rowsOf('Student').find((s) => s.fUserId === otherSchool.studentUserId);
    const teacherRow = rowsOf('Teacher').find((s) => s.fUserId === otherSchool.teacherUserId);
    expect(student?.fSchoolId).toBe(otherSchool.fSchoolId);
    expect(teacherRow?.fSchoolId).toBe(otherSchool.fSchoolId);
    expect(keyOf('AppUser')).toBe('fAppUserId');
  });
});
