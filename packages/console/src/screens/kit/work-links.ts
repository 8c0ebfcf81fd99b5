/*
 * The server's warnings and reminders name the page that clears them in the words of the work
 * (/internship/diary?fInternshipStudentId=…, /attendance/requests?fRequestStatus=0), not in any one console's
 * routes. This turns such a link into the page of this console that shows that work, among the pages the
 * user's menu holds (a tutor's 学生日志, a student's 实习日志), keeping its query; null when the user has none.
 */

type Candidates = (query: URLSearchParams) => readonly string[];

const teacherSide = (segment: string) => [
  `/practice/teacher-manage/${segment}`,
  `/practice/practice-manage/${segment}`,
];

const WORK: Readonly<Record<string, Candidates>> = {
  '/internship/diary': (q) => [
    ...teacherSide(q.has('fInternshipStudentId') ? 'student-diaries' : 'diaries'),
    '/practice/student-manage/diaries-student',
  ],
  '/internship/summary': (q) => [
    ...teacherSide(q.has('fInternshipStudentId') ? 'student-summary' : 'summary'),
    '/practice/student-manage/summary-student',
  ],
  '/internship/tutor-student': () => [
    '/practice/practice-manage/instructor',
    '/practice/teacher-manage/instructor',
  ],
};

/** The console address for a server link, given the paths the user's routes hold; null without one. */
export function workAddress(link: string, held: ReadonlySet<string>): string | null {
  const [path = '', search = ''] = link.split('?', 2);
  const query = new URLSearchParams(search);
  const candidates = WORK[path]?.(query) ?? [path];
  const target = candidates.find((c) => held.has(c));
  if (!target) return null;
  const rest = query.toString();
  return rest ? `${target}?${rest}` : target;
}

/** Every path the user's routes hold, groups and screens. */
export const heldPaths = (routes: readonly { path: string; children: readonly { path: string }[] }[]) =>
  new Set(routes.flatMap((g) => [g.path, ...g.children.map((c) => c.path)]));
