import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { setLateWork } from '../../../../test/late-work.js';
import { SAMPLE_FILES, uploadedPath } from '../../../files/testing.js';
import { demoId } from '../../../seed/demo.js';
import { day } from '../practice/test-kit.js';
import { type Client, expectRefused, signInAs } from './testing.js';

/*
 * Deadlines of internship hand-ins (late-work.ts): a summary against its task's 截止日期 (a date: the whole
 * day counts), a diary against the school's 日志补交期限. Refused naming the deadline, nothing stored, unless
 * the school takes late work: then stored with its days late. Drafts are never refused. Demo course 1
 * (school 1) and its student 1, the `student` account.
 */
const COURSE = demoId('InternshipInfo', 1);
const OWN = demoId('InternshipStudent', 1);
const SCHOOL_1 = demoId('School', 1);

let server: TestServer;
let admin: Client;
let school: Client;
let student: Client;

beforeAll(async () => {
  server = await startTestServer();
  [admin, school, student] = await signInAs(server, 'admin', 'school', 'student');
}, 180_000);
afterAll(() => server?.close());

const stored = async (table: string, key: string, id: unknown) =>
  (await server.db.query(`select * from "${table}" where "${key}" = $1`, [id]))[0];
const count = async (table: string, column: string, id: unknown) =>
  (await server.db.query(`select count(*)::int as n from "${table}" where "${column}" = $1`, [id]))[0]?.n;

describe('a summary handed in after its task’s deadline', () => {
  /** A summary task of course 1 whose deadline (a date) is `end` days from today. */
  const task = async (end: number) =>
    (
      await admin.AddInternshipSummaryTask({
        fInternshipInfoId: COURSE,
        cTaskName: `逾期总结任务${Math.random().toString(36).slice(2, 6)}`,
        tStartDate: day(-30),
        tEndDate: day(end),
      })
    ).fInternshipSummaryTaskId;
  const summary = (taskId: string, file?: string) =>
    student.AddInternshipSummary({
      fInternshipInfoId: COURSE,
      fInternshipStudentId: OWN,
      fInternshipSummaryTaskId: taskId,
      cTitle: '实习总结',
      ...(file ? { cFilePath: file } : {}),
    });

  it('is refused naming the deadline where the school takes no late work, by every call that hands it in', async () => {
    await setLateWork(server, SCHOOL_1, { allowLate: false });
    const taskId = await task(-3);
    const file = await uploadedPath(student, '实习总结.txt', SAMPLE_FILES.txt);
    const refusal = `已超过提交截止时间（${day(-3)} 23:59），不能提交`;
    await expectRefused(summary(taskId, file), 409, refusal);
    expect(await count('InternshipSummary', 'fInternshipSummaryTaskId', taskId)).toBe(0);
    // The draft is taken; handing it in is not.
    const draft = await summary(taskId);
    expect(draft).toMatchObject({ fStatus: 0 });
    const id = draft.fInternshipSummaryId;
    await expectRefused(
      student.EditInternshipSummary({ fInternshipSummaryId: id, cFilePath: file }),
      409,
      refusal,
    );
    await expectRefused(
      student.UpdateInternshipSummaryFile({ ...draft, cFilePath: file } as never),
      409,
      refusal,
    );
    expect(await stored('InternshipSummary', 'fInternshipSummaryId', id)).toMatchObject({
      fStatus: 0,
      cFilePath: null,
      tSubmitDate: null,
    });
  });

  it('is stored with its days late where the school takes late work; the deadline day itself is on time', async () => {
    await setLateWork(server, SCHOOL_1, { allowLate: true });
    const file = await uploadedPath(student, '实习总结.txt', SAMPLE_FILES.txt);
    expect(await summary(await task(-3), file)).toMatchObject({ fStatus: 1, fLateDays: 3 });
    expect(await summary(await task(0), file)).toMatchObject({ fStatus: 1, fLateDays: 0 });
    const draft = await summary(await task(-2));
    await student.UpdateInternshipSummaryFile({ ...draft, cFilePath: file } as never);
    expect(
      await stored('InternshipSummary', 'fInternshipSummaryId', draft.fInternshipSummaryId),
    ).toMatchObject({
      fStatus: 1,
      fLateDays: 2,
    });
  });
});

describe('a diary handed in after the school’s 日志补交期限', () => {
  const diary = (tDiaryDate: string, fStatus?: 0 | 1) => ({
    fInternshipInfoId: COURSE,
    fInternshipStudentId: OWN,
    cDiaryName: `补交测试${tDiaryDate}`,
    tDiaryDate,
    ...(fStatus === undefined ? {} : { fStatus }),
  });
  /** The course's required diary items, answered: a diary handed in over the wire must fill them. */
  async function requiredAnswers(): Promise<Record<string, string>> {
    const [row] = (await student.InternshipStudent_GetInternshipStudentWithRelateCountPageListByUser({}))
      .List;
    const template = (
      await student.GetTemplateInfoPageList({
        fTemplateBatchInfoId: row?.fTemplateBatchInfoId ?? '',
        fTemplateType: 3,
      })
    ).List[0];
    const items = (
      await student.TemplateItem_GetTemplateItemPageList({
        fTemplateInfoId: template?.fTemplateInfoId ?? '',
        pageNumber: -1,
      })
    ).List;
    return Object.fromEntries(
      items
        .filter((i) => Number(i.fIsRequired) === 1)
        .map((i) => [String(i.fTemplateItemId), '补写当天的工作内容']),
    );
  }
  const myDiaries = async () =>
    (await student.GetInternshipDiaryPageList({ fInternshipStudentId: OWN, pageSize: 1 })).TotalCount;

  it('is refused naming the window where the school takes no late work; a draft is taken', async () => {
    await setLateWork(server, SCHOOL_1, { allowLate: false, diaryMakeUpDays: 3 });
    const refusal = `已超过日志补交期限（3天，截止 ${day(-1)}），不能提交`;
    const before = await myDiaries();
    await expectRefused(student.AddInternshipDiary(diary(day(-4))), 409, refusal);
    await expectRefused(
      student.EditInternshipDiaryItemList({
        ...diary(day(-4)),
        ...(await requiredAnswers()),
        fType: 3,
        fSubmitType: 1,
      } as never),
      409,
      refusal,
    );
    expect(await myDiaries()).toBe(before);
    const draft = await student.AddInternshipDiary(diary(day(-4), 0));
    expect(draft.fStatus).toBe(0);
    await expectRefused(
      student.EditInternshipDiary({ fInternshipDiaryId: draft.fInternshipDiaryId, fStatus: 1 }),
      409,
      refusal,
    );
    expect(await stored('InternshipDiary', 'fInternshipDiaryId', draft.fInternshipDiaryId)).toMatchObject({
      fStatus: 0,
    });
    // The window's last day itself is on time.
    expect(await student.AddInternshipDiary(diary(day(-3)))).toMatchObject({ fStatus: 1, fLateDays: 0 });
  });

  it('is stored with its days past the window where the school takes late work', async () => {
    await setLateWork(server, SCHOOL_1, { allowLate: true, diaryMakeUpDays: 3 });
    expect(await student.AddInternshipDiary(diary(day(-6)))).toMatchObject({ fStatus: 1, fLateDays: 3 });
    const draft = await student.AddInternshipDiary(diary(day(-5), 0));
    const sent = await student.EditInternshipDiary({
      fInternshipDiaryId: draft.fInternshipDiaryId,
      fStatus: 1,
    });
    expect(sent).toMatchObject({ fStatus: 1, fLateDays: 2 });
  });

  it('has no window where the school sets none, and holds a diary sent back for rework to none', async () => {
    await setLateWork(server, SCHOOL_1, { allowLate: false, diaryMakeUpDays: null });
    const old = await student.AddInternshipDiary(diary(day(-40)));
    expect(old).toMatchObject({ fStatus: 1, fLateDays: 0 });
    // Sent back by the tutor, then the school sets a window: the rework is not a late hand-in.
    await server.db.query('update "InternshipDiary" set "fStatus" = 3 where "fInternshipDiaryId" = $1', [
      old.fInternshipDiaryId,
    ]);
    await setLateWork(server, SCHOOL_1, { allowLate: false, diaryMakeUpDays: 3 });
    const reworked = await student.EditInternshipDiary({
      fInternshipDiaryId: old.fInternshipDiaryId,
      cDiaryName: '按评语补充后重新提交',
    });
    expect(reworked).toMatchObject({ fStatus: 1, fLateDays: 0 });
  });
});

describe('the school’s late-work settings', () => {
  const settingOf = async (key: string) =>
    (
      await server.db.query(
        'select * from "SchoolSetting" where "fSchoolId" = $1 and "cSettingKey" = $2 order by "tCreateDate" desc',
        [SCHOOL_1, key],
      )
    )[0];

  it('take only values the rule can read, naming the setting, and store nothing else', async () => {
    await setLateWork(server, SCHOOL_1, { allowLate: true, diaryMakeUpDays: 3 });
    const allow = await settingOf('handIn.allowLate');
    await expectRefused(
      school.EditSchoolSetting({ fSchoolSettingId: String(allow?.fSchoolSettingId), cSettingValue: '是' }),
      400,
      '允许逾期提交必须是0（不允许）或1（允许）',
    );
    expect((await settingOf('handIn.allowLate'))?.cSettingValue).toBe('1');
    const before = await count('SchoolSetting', 'fSchoolId', SCHOOL_1);
    await expectRefused(
      school.AddSchoolSetting({
        fSchoolId: SCHOOL_1,
        cSettingName: '日志补交期限（天）',
        cSettingKey: 'diary.allowLateDays',
        cSettingValue: '-1',
      }),
      400,
      '日志补交期限（天）必须是不小于0的整数',
    );
    expect(await count('SchoolSetting', 'fSchoolId', SCHOOL_1)).toBe(before);
    await school.EditSchoolSetting({
      fSchoolSettingId: String(allow?.fSchoolSettingId),
      cSettingValue: ' 0 ',
    });
    expect((await settingOf('handIn.allowLate'))?.cSettingValue).toBe('0');
  });
});
