/*
 * Indexes of the attendance tables beyond the catalogue's per-column ones (migrate.ts): what the catalogue
 * cannot say. 上班 and 下班 are once a day per student, enforced here so that two taps racing on two
 * connections cannot both land (the handler's check answers the usual case in words; this one the race).
 * The warnings are found by their cause's key on every run of computeWarnings. Each is made with its table,
 * when the migration brings that table.
 */
export const ATTENDANCE_INDEXES: readonly { readonly table: string; readonly sql: string }[] = [
  {
    table: 'AttendanceSignIn',
    sql: `create unique index if not exists "AttendanceSignIn_once_a_day" on "AttendanceSignIn"
       ("fInternshipStudentId", "tSignInDate", "fSignInKind") where "fSignInKind" in (1, 2)`,
  },
  {
    table: 'AttendanceSignIn',
    sql: `create index if not exists "AttendanceSignIn_day" on "AttendanceSignIn" ("tSignInDate")`,
  },
  {
    table: 'AttendanceWarning',
    sql: `create index if not exists "AttendanceWarning_key" on "AttendanceWarning" ("cWarningKey", "fWarningStatus")`,
  },
  {
    table: 'AttendanceRequest',
    sql: `create index if not exists "AttendanceRequest_student_day" on "AttendanceRequest"
       ("fInternshipStudentId", "tStartDate")`,
  },
];
