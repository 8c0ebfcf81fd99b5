import { formatCst, type ProgrammeFigures } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import type { Db, Queryable } from '../../../db/driver.js';
import { programmeFigures } from './figures.js';
import type { Term } from './scope.js';

/*
 * The platform admin's comparison of schools (GetSchoolComparison) from a roll-up: counting every school's
 * students takes seconds on a province, far over a dashboard's 300 ms, so the figures of a term are computed
 * in one grouped pass (figures.ts, by school, over the whole platform) and kept in app_school_comparison
 * (comparison-table.ts). The scheduled job statistics.comparison (jobs/builtin.ts) computes the current
 * term's again each period; a term nobody has rolled up yet is computed when first asked and kept too.
 */

export interface ComparisonLine extends ProgrammeFigures {
  readonly fSchoolId: string;
  readonly cSchoolName: string;
  /** When the figures were computed ('YYYY-MM-DD HH:mm:ss'). */
  readonly tComputed: string;
}

/** The roll-up counts as the platform admin does: every school's students (scope.ts). */
const EVERY_SCHOOL: Caller = {
  userId: '',
  userName: '',
  realName: '',
  schoolId: null,
  roleIds: [],
  roles: ['platformAdmin'],
  kind: 'platformAdmin',
  mustChangePassword: false,
  token: '',
};

/**
 * Computes the term's figures of every school as of `now` and keeps them in place of the term's earlier
 * ones, in one transaction (a school without students in the term any more leaves it). Two processes
 * rolling up one term at once both write; the later one's figures stay.
 */
export async function rollUpComparison(db: Db, term: Term, now: number): Promise<ComparisonLine[]> {
  const computed = formatCst(now);
  const filter = { tTermStart: term.from, tTermEnd: term.to };
  const rows = await programmeFigures(db, EVERY_SCHOOL, filter, 'school', computed.slice(0, 10));
  const lines = rows.map(({ cGroupId, cGroupName, fStudents, ...figures }) => ({
    school_id: cGroupId,
    school_name: cGroupName,
    students: fStudents,
    figures,
  }));
  const stored = JSON.stringify(lines.map(({ school_name: _name, ...line }) => line));
  await db.tx(async (q) => {
    await q.query(
      `insert into app_school_comparison (term_start, term_end, school_id, students, figures, computed_at)
       select $1, $2, x.school_id, x.students, x.figures, $4
         from jsonb_to_recordset($3::jsonb) x(school_id text, students integer, figures jsonb)
       on conflict (term_start, term_end, school_id) do update set
         students = excluded.students, figures = excluded.figures, computed_at = excluded.computed_at`,
      [term.from, term.to, stored, computed],
    );
    await q.query(
      `delete from app_school_comparison
        where term_start = $1 and term_end = $2
          and school_id not in (select x.school_id from jsonb_to_recordset($3::jsonb) x(school_id text))`,
      [term.from, term.to, stored],
    );
  });
  return lines.map((l) => ({
    ...l.figures,
    fSchoolId: l.school_id,
    cSchoolName: l.school_name,
    tComputed: computed,
  }));
}

/**
 * The term's rolled-up comparison, most students first as the live figures are, with each school's name as
 * it is now; null when the term has not been rolled up.
 */
export async function storedComparison(q: Queryable, term: Term): Promise<ComparisonLine[] | null> {
  const rows = await q.query<{
    school_id: string;
    name: string | null;
    figures: ProgrammeFigures;
    computed_at: string;
  }>(
    `select r.school_id, sc."cSchoolName" name, r.figures, r.computed_at
       from app_school_comparison r left join "School" sc on sc."fSchoolId" = r.school_id
      where r.term_start = $1 and r.term_end = $2
      order by r.students desc, sc."cSchoolName"`,
    [term.from, term.to],
  );
  if (!rows.length) return null;
  return rows.map((r) => ({
    ...(typeof r.figures === 'string' ? JSON.parse(r.figures) : r.figures),
    fSchoolId: r.school_id,
    cSchoolName: r.name ?? '',
    tComputed: r.computed_at,
  }));
}

/** The comparison of a term: the roll-up when there is one, else computed now and rolled up for next time. */
export async function schoolComparison(db: Db, term: Term, now: number): Promise<ComparisonLine[]> {
  return (await storedComparison(db, term)) ?? rollUpComparison(db, term, now);
}
