import { nowText } from '../../../db/dates.js';
import { badRequest, forbidden } from '../../../http/errors.js';
import type { Handler } from '../../context.js';
import { signedIn } from '../../context.js';
import { onNoRow } from '../../declared.js';
import { type Grouping, programmeFigures } from './figures.js';
import { rolledComparison, rolledDashboard, rolledFigures, rolledScope } from './rollup-reads.js';
import { currentTerm, type StatisticsFilter, termOf, termRefusal } from './scope.js';
import { tutorDashboard } from './tutor-dashboard.js';

/*
 * 统计 (issue 30, parts 2 and 3): the dashboards and the statistics screen's figures. Reads of no one row:
 * each counts the students the caller's scope holds (scope.ts), so the declarations say so.
 */

const SCOPED = 'figures over the students the caller’s scope holds (statistics/scope.ts), not one row';

const today = () => nowText().slice(0, 10);

function filterOf(query: Record<string, unknown>): StatisticsFilter {
  // The roll-up's own list of schools is never taken from a query.
  const { schoolIds: _, ...f } = query as StatisticsFilter;
  const refusal = termRefusal(f);
  if (refusal) throw badRequest(refusal);
  return f;
}

/** A dashboard's term: the one asked for, else the school term that holds today. */
function termAsked(f: StatisticsFilter) {
  return f.tTermStart || f.tTermEnd
    ? { from: f.tTermStart ?? '0001-01-01', to: f.tTermEnd ?? '9999-12-31' }
    : currentTerm(today());
}

// The admins' reads sum the roll-up (rollup.ts, rollup-reads.ts), rolling up first a school or term it
// lacks; a tutor's students are few and counted live.

const school = onNoRow(SCOPED, async (a, { query }) => {
  const f = filterOf(query);
  const scope = await rolledScope(a.db, signedIn(a), f, termAsked(f), Date.now());
  return { ...(await rolledDashboard(a.q, scope, today())), tComputed: scope.computed };
});

const comparison = onNoRow(SCOPED, async (a, { query }) => {
  const me = signedIn(a);
  if (me.kind !== 'platformAdmin') throw forbidden('只有平台管理员可以对比各校');
  return rolledComparison(a.q, await rolledScope(a.db, me, {}, termAsked(filterOf(query)), Date.now()));
});

const tutor = onNoRow(SCOPED, async (a) => tutorDashboard(a.q, signedIn(a), today()));

const statistics = onNoRow(SCOPED, async (a, { query }) => {
  const me = signedIn(a);
  const f = filterOf(query);
  const grouping = (query.cGroupBy as Grouping | undefined) ?? 'class';
  if (me.kind === 'teacher' || me.kind === 'companyTutor') {
    const tComputed = nowText();
    return (await programmeFigures(a.q, me, f, grouping, today())).map((row) => ({ ...row, tComputed }));
  }
  const scope = await rolledScope(a.db, me, f, termOf(f), Date.now());
  const rows = await rolledFigures(a.q, scope, f, grouping);
  return rows.map((row) => ({ ...row, tComputed: scope.computed }));
});

export const statisticsHandlers: Record<string, Handler> = {
  GetSchoolDashboard: school,
  GetSchoolComparison: comparison,
  GetTutorDashboard: tutor,
  GetInternshipStatistics: statistics,
};
