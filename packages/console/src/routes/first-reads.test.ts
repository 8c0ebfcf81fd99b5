import { describe, expect, it, vi } from 'vitest';

vi.mock('../screens/entity-list/entity-calls.js', () => ({ callOperation: vi.fn() }));
const { firstReadsAt } = await import('./first-reads.js');
const { MY_INTERNSHIPS } = await import('../screens/practice/student-manage/parts/own-internships.js');

const user = (roles: string[], ability: string[]) => ({
  username: 'u',
  avatar: null,
  roles,
  ability,
  info: { fAppUserId: '1', cRealName: '用户' },
});
const keys = (path: string, u: ReturnType<typeof user>, search = '') =>
  firstReadsAt({ pathname: path, search }, u).map((r) => r.key);

const STUDENT = ['GetMyReminders', 'GetStudentTodayModel', 'SignInAttendance'];

describe('firstReadsAt', () => {
  it("asks a student's home for the reminders, the day and the day's sign-ins", () => {
    expect(keys('/index', user(['student'], STUDENT))).toEqual([
      'GetMyReminders {}',
      'GetStudentTodayModel {}',
      'GetAttendanceTodayModel {}',
    ]);
  });

  it('leaves out the sign-ins of a student whose role holds no sign-in, and the day off the home', () => {
    expect(keys('/index', user(['student'], ['GetMyReminders', 'GetStudentTodayModel']))).toEqual([
      'GetMyReminders {}',
      'GetStudentTodayModel {}',
    ]);
    // Sign-in lands on '/', which leads to the home.
    expect(keys('/', user(['student'], ['GetStudentTodayModel']))).toEqual(['GetStudentTodayModel {}']);
    expect(keys('/practice/student-manage/diaries-student', user(['student'], STUDENT))).toEqual([
      'GetMyReminders {}',
    ]);
  });

  it("asks nothing of a student's day for a tutor, nor reminders for a role without them", () => {
    const tutor = user(['teacher'], ['GetMyReminders', 'GetTutorDashboard', 'GetStudentTodayModel']);
    expect(keys('/index', tutor)).toEqual(['GetMyReminders {}']);
    expect(keys('/index', user(['schoolAdmin'], []))).toEqual([]);
  });

  it('asks for the own courses a page about one of them looks for, when the menu opened it', () => {
    const diaries = '/practice/student-manage/diaries-student';
    const student = user(['student'], ['GetMyReminders', MY_INTERNSHIPS]);
    expect(keys(diaries, student)).toEqual(['GetMyReminders {}', 'own rows practice/student-manage']);
    // Opened from a row of 我的实习, the course is in the query: nothing to look for.
    expect(keys(diaries, student, '?fInternshipInfoId=a&fInternshipStudentId=b')).toEqual([
      'GetMyReminders {}',
    ]);
    // A role that cannot list the courses is not made to ask (the page says what to do instead).
    expect(keys(diaries, user(['student'], []))).toEqual([]);
    // A page about no course of the user's own asks for none.
    expect(keys('/system/user-manage', student)).toEqual(['GetMyReminders {}']);
  });
});
