import { nowText } from '../../../db/dates.js';
import { badRequest, forbidden } from '../../../http/errors.js';
import type { Handler } from '../../context.js';
import { signedIn } from '../../context.js';
import { onNoRow } from '../../declared.js';
import { schoolComparison } from './comparison-rollup.js';
import { schoolDashboard } from './dashboards.js';
import { type Grouping, programmeFigures } from './figures.js';
import { currentTerm, type StatisticsFilter, termRefusal } from './scope.js';
import { tutorDashboard } from './tutor-dashboard.js';

/*
 * 统计 (issue 30, parts 2 and 3): the dashboards and the statistics screen's figures. Reads of no one row:
 * each counts the students the caller's scope holds (scope.ts), so the declarations say so.
 */

const SCOPED = 'figures over the students the caller’s scope holds (statistics/scope.ts), not one row';

const today = () => nowText().slice(0, 10);

function filterOf(query: Record<string, unknown>): StatisticsFilter {
  const f = query as StatisticsFilter;
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

const school = onNoRow(SCOPED, async (a, { query }) => {
  const f = filterOf(query);
  return schoolDashboard(a.q, signedIn(a), f, termAsked(f), today());
});

const comparison = onNoRow(SCOPED, async (a, { query }) => {
  const me = signedIn(a);
  if (me.kind !== 'platformAdmin') throw forbidden('只有平台管理员可以对比各校');
  // Every school's students: read from the roll-up (comparison-rollup.ts), computed once when it has none.
  return schoolComparison(a.db, termAsked(filterOf(query)), Date.now());
});

const tutor = onNoRow(SCOPED, async (a) => tutorDashboard(a.q, signedIn(a), today()));

const statistics = onNoRow(SCOPED, async (a, { query }) => {
  const grouping = (query.cGroupBy as Grouping | undefined) ?? 'class';
  return programmeFigures(a.q, signedIn(a), filterOf(query), grouping, today());
});

export const statisticsHandlers: Record<string, Handler> = {
  GetSchoolDashboard: school,
  GetSchoolComparison: comparison,
  GetTutorDashboard: tutor,
  GetInternshipStatistics: statistics,
};
