/**
 * The call 今日待办 reads, granted to students. The platform admin may call everything, but has no days of
 * a student's to show: the sections are for a student whose role grants the call.
 */
const TODAY_CALL = 'GetStudentTodayModel';

type Home = 'admin' | 'platform' | 'tutor' | 'student' | 'plain';

/** Which home a user gets (issue 30, part 2): by their widest role whose call the user holds. */
export function homeOf(user: { roles: readonly string[]; ability: readonly string[] } | null): Home {
  if (!user) return 'plain';
  const { roles, ability } = user;
  if (roles.includes('platformAdmin')) return 'platform';
  if (roles.includes('schoolAdmin') && ability.includes('GetSchoolDashboard')) return 'admin';
  if (
    (roles.includes('teacher') || roles.includes('companyTutor')) &&
    ability.includes('GetTutorDashboard')
  ) {
    return 'tutor';
  }
  if (roles.includes('student') && ability.includes(TODAY_CALL)) return 'student';
  return 'plain';
}
