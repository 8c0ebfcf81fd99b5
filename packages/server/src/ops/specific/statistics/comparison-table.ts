/**
 * The roll-up of the platform admin's comparison of schools (comparison-rollup.ts): per term and school, the
 * school's programme figures as they were computed at computed_at ('YYYY-MM-DD HH:mm:ss', China time), and
 * its count of students, which orders the schools as the live figures do. Written only by the roll-up (the
 * daily job and a comparison of a term not yet rolled up), never by the writes the figures count: it costs
 * those writes nothing.
 */
export const COMPARISON_TABLE_SQL = [
  `create table if not exists app_school_comparison (
     term_start text not null, term_end text not null, school_id text not null,
     students integer not null, figures jsonb not null, computed_at text not null,
     primary key (term_start, term_end, school_id))`,
];
