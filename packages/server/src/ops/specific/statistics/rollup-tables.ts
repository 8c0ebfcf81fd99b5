/**
 * The statistics roll-up (rollup.ts): what the school admins' and the platform admin's dashboards and
 * statistics read instead of counting a province's students, diaries and sign-ins on every call. Per term
 * and school, the programme's counts at the grain every filter and grouping of the statistics can sum
 * (course and class: school, major, class and course are each a sum of such rows), the school's weeks of
 * the trend and its placements' companies and cities (the dashboard narrows by school only), and when the
 * school was computed.
 *
 * Written only by the roll-up (the hourly job, a school or term read before anyone rolled it up), never by
 * the writes it counts: it costs those writes nothing. A class id of '' is a student without a class.
 */
export const ROLLUP_TABLES_SQL = [
  // The comparison's own roll-up of the first design: its figures are now sums of app_statistics_rollup.
  'drop table if exists app_school_comparison',
  // read_on: the last day a read summed the school's term, so that the job keeps the terms people read fresh.
  `create table if not exists app_statistics_computed (
     term_start text not null, term_end text not null, school_id text not null, computed_at text not null,
     read_on text not null, primary key (term_start, term_end, school_id))`,
  `create table if not exists app_statistics_rollup (
     term_start text not null, term_end text not null, school_id text not null,
     course_id text not null, class_id text not null,
     students integer not null, placed integer not null, matched integer not null, agreed integer not null,
     insured integer not null, diaries_handed integer not null, diaries_reviewed integer not null,
     quota_due integer not null, quota_handed integer not null, summaries_due integer not null,
     summaries_handed integer not null, summaries_graded integer not null, warnings integer not null,
     primary key (term_start, term_end, school_id, course_id, class_id))`,
  `create table if not exists app_statistics_weekly (
     term_start text not null, term_end text not null, school_id text not null, week text not null,
     diaries integer not null, reviewed integer not null, sign_ins integer not null,
     primary key (term_start, term_end, school_id, week))`,
  `create table if not exists app_statistics_places (
     term_start text not null, term_end text not null, school_id text not null,
     kind text not null, name text not null, students integer not null,
     primary key (term_start, term_end, school_id, kind, name))`,
];

/** The roll-up's tables of counts, each keyed by term and school first. */
export const ROLLUP_COUNT_TABLES = [
  'app_statistics_rollup',
  'app_statistics_weekly',
  'app_statistics_places',
];

/** The counts of app_statistics_rollup, in its column order, named as figuresStatement names them. */
export const ROLLUP_COUNTS = [
  'students',
  'placed',
  'matched',
  'agreed',
  'insured',
  'diaries_handed',
  'diaries_reviewed',
  'quota_due',
  'quota_handed',
  'summaries_due',
  'summaries_handed',
  'summaries_graded',
  'warnings',
];
