/*
 * Indexes the statistics reads need beyond the catalogue's one per ref column (ops/specific/statistics): each
 * figure joins a table to the scoped students by fInternshipStudentId and keeps a date range or a state, so a
 * composite index answers it from the index for a tutor's few students and keeps a school's pass narrow.
 * Made with their table, as the attendance ones (attendance-indexes.ts), on PGlite and PostgreSQL alike.
 */
export const STATISTICS_INDEXES: readonly { readonly table: string; readonly sql: string }[] = [
  {
    table: 'InternshipDiary',
    sql: `create index if not exists "InternshipDiary_student_date" on "InternshipDiary"
       ("fInternshipStudentId", "tDiaryDate", "fStatus")`,
  },
  {
    table: 'AttendanceSignIn',
    sql: `create index if not exists "AttendanceSignIn_student_day" on "AttendanceSignIn"
       ("fInternshipStudentId", "tSignInDate")`,
  },
  {
    table: 'AttendanceWarning',
    sql: `create index if not exists "AttendanceWarning_open_student" on "AttendanceWarning"
       ("fInternshipStudentId") where "fWarningStatus" = 0`,
  },
  {
    table: 'InternshipSummary',
    sql: `create index if not exists "InternshipSummary_student_task" on "InternshipSummary"
       ("fInternshipStudentId", "fInternshipSummaryTaskId")`,
  },
  {
    table: 'InternshipInsurance',
    sql: `create index if not exists "InternshipInsurance_student_passed" on "InternshipInsurance"
       ("fInternshipStudentId", "tStartDate", "tEndDate") where "fReviewStatus" = 1`,
  },
];
