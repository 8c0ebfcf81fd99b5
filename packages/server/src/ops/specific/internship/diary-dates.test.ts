import { DIARY_AFTER_TODAY, DIARY_BEFORE_START } from '@practice/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDate, startTestServer, type TestServer } from '../../../../test/harness.js';
import { demoId } from '../../../seed/demo.js';
import { day } from '../practice/test-kit.js';
import { raw } from '../system/test-client.js';
import { internshipWeek, START_AFTER_DIARY } from './diary-dates.js';
import { type Client, expectRefused, signInAs } from './testing.js';

/*
 * A diary's date lies within its internship (not before the course's start, not after today), and its
 * 实习周次 is counted by the server from that start, whichever call writes it. Demo course 1 starts on
 * 2025-11-03 as written, moved to the seeding day's week on the test server (demoDate); its student 1 is the
 * `student` account.
 */
const COURSE = demoId('InternshipInfo', 1);
const OWN = demoId('InternshipStudent', 1);
const START = demoDate('2025-11-03');

let server: TestServer;
let admin: Client;
let teacher: Client;
let student: Client;

beforeAll(async () => {
  server = await startTestServer();
  [admin, teacher, student] = await signInAs(server, 'admin', 'teacher', 'student');
}, 180_000);
afterAll(() => server?.close());

const diary = (tDiaryDate: string) => ({
  fInternshipInfoId: COURSE,
  fInternshipStudentId: OWN,
  cDiaryName: `日期测试${tDiaryDate}`,
  tDiaryDate,
});
const myDiaries = async () =>
  (await student.GetInternshipDiaryPageList({ fInternshipStudentId: OWN, pageSize: 1 })).TotalCount;

describe('internshipWeek', () => {
  it.each([
    ['2025-11-03', 1],
    ['2025-11-09', 1],
    ['2025-11-10', 2],
    ['2026-04-10', 23],
  ])('%s is week %i', (date, week) => expect(internshipWeek('2025-11-03', date)).toBe(week));
});

describe('a diary within its internship', () => {
  it.each([
    ['the day before the course starts', demoDate('2025-11-02'), DIARY_BEFORE_START],
    ['tomorrow', day(1), DIARY_AFTER_TODAY],
  ])('refuses %s and adds nothing', async (_, date, message) => {
    const before = await myDiaries();
    await expectRefused(student.AddInternshipDiary(diary(date)), 400, message);
    await expectRefused(
      student.EditInternshipDiaryItemList({ ...diary(date), fType: 3, fSubmitType: 0 }),
      400,
      message,
    );
    expect(await myDiaries()).toBe(before);
  });

  it('counts the week from the course start, whatever week the writer sends', async () => {
    const r = await raw(server.url, 'AddInternshipDiary', {
      token: student.token,
      body: { ...diary(demoDate('2025-11-10')), fWeek: 99 },
    });
    expect(r.status).toBe(200);
    expect(r.json.Content).toMatchObject({ tDiaryDate: demoDate('2025-11-10'), fWeek: 2 });
    const today = day(0);
    const whole = await student.EditInternshipDiaryItemList({ ...diary(today), fType: 3, fSubmitType: 0 });
    expect(whole.fWeek).toBe(internshipWeek(START, today));
  });

  it('recounts the week when the date moves, refuses a move out of the internship, keeps a comment', async () => {
    const row = await student.AddInternshipDiary(diary(START));
    const id = row.fInternshipDiaryId;
    expect(row.fWeek).toBe(1);
    const moved = await student.EditInternshipDiary({
      fInternshipDiaryId: id,
      tDiaryDate: demoDate('2025-11-20'),
    });
    expect(moved.fWeek).toBe(3);
    await expectRefused(
      student.EditInternshipDiary({ fInternshipDiaryId: id, tDiaryDate: demoDate('2025-10-31') }),
      400,
      DIARY_BEFORE_START,
    );
    const commented = await teacher.EditInternshipDiary({ fInternshipDiaryId: id, cComment: '已阅' });
    expect(commented).toMatchObject({ tDiaryDate: demoDate('2025-11-20'), fWeek: 3 });
  });
});

// Last: it moves course 1's start, which the tests above count from. Its first diary is dated 2025-11-07
// as written (demoDate).
describe('a course start that moves', () => {
  const weeks = async () =>
    new Map(
      (await admin.GetInternshipDiaryPageList({ fInternshipInfoId: COURSE, pageSize: 999999 })).List.map(
        (d): [string, unknown] => [d.fInternshipDiaryId, d.fWeek],
      ),
    );

  it('takes its diaries’ weeks along, and is refused past a diary already written', async () => {
    const before = await weeks();
    await admin.EditInternshipInfo({ fInternshipInfoId: COURSE, tStartDate: demoDate('2025-10-27') });
    const after = await weeks();
    expect([...after].every(([id, week]) => week === Number(before.get(id)) + 1)).toBe(true);
    await expectRefused(
      admin.EditInternshipInfo({ fInternshipInfoId: COURSE, tStartDate: demoDate('2025-11-08') }),
      400,
      START_AFTER_DIARY,
    );
    expect(await weeks()).toEqual(after);
    const [course] = await server.db.query(
      'select "tStartDate" from "InternshipInfo" where "fInternshipInfoId" = $1',
      [COURSE],
    );
    expect(course?.tStartDate).toBe(demoDate('2025-10-27'));
  });
});
