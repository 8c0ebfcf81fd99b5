import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, startTestServer, type TestServer } from '../../../../test/harness.js';
import { writeDiaryOverWire } from '../../../../test/wire/student-diary.js';
import { demoId } from '../../../seed/demo.js';
import { type Client, expectRefused, signInAs } from './testing.js';

/*
 * The production back end's diary calls (issue: the student's internship on the school's own wire format):
 * 我的实习 with counts, and a whole diary in one body. Demo course 1: student 1 is the `student` account,
 * student 4 another student of the course; diary template 5 is the course batch's diary template.
 */
const COURSE = demoId('InternshipInfo', 1);
const OWN = demoId('InternshipStudent', 1);
const OTHER = demoId('InternshipStudent', 4);

let server: TestServer;
let teacher: Client;
let student: Client;

beforeAll(async () => {
  server = await startTestServer();
  [teacher, student] = await signInAs(server, 'teacher', 'student');
}, 180_000);
afterAll(() => server?.close());

const mine = async () =>
  (await student.InternshipStudent_GetInternshipStudentWithRelateCountPageListByUser({ pageSize: 10 })).List;
const myDiaryCount = async () =>
  (await student.GetInternshipDiaryPageList({ fInternshipStudentId: OWN, pageSize: 1 })).TotalCount;

/** The course's diary form: its items by name. */
async function formItems() {
  const [row] = await mine();
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
  return { row: row!, byName: new Map(items.map((i) => [i.cTemplateItemName, i])) };
}

const base = { fInternshipInfoId: COURSE, fInternshipStudentId: OWN, fType: 3, fSubmitType: 0 };

describe('我的实习 on the production wire', () => {
  it('lists the caller’s own course rows with the batch, who reviews, and counts that match the lists', async () => {
    const [row, ...rest] = await mine();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      fInternshipInfoId: COURSE,
      fInternshipStudentId: OWN,
      fIsNeedDiaryReview1: 1,
    });
    expect(row?.fTemplateBatchInfoId).toMatch(/^[0-9a-f]{32}$/);
    expect(row?.cInternshipName).toBeTruthy();
    expect(row?.fDiaryCount).toBe(await myDiaryCount());
    const summaries = await student.GetInternshipSummaryPageList({ fInternshipStudentId: OWN, pageSize: 1 });
    expect(row?.fSummaryCount).toBe(summaries.TotalCount);
  });

  it('gives a teacher none: the list is of the caller’s own internships', async () => {
    const page = await teacher.InternshipStudent_GetInternshipStudentWithRelateCountPageListByUser({});
    expect(page.List).toEqual([]);
  });
});

describe('a whole diary in one body (EditInternshipDiaryItemList)', () => {
  it('plays the production sequence over plain HTTP: draft, then submit, every kind stored in its wire form', async () => {
    const before = await myDiaryCount();
    const result = await writeDiaryOverWire(server.url, {
      userName: DEMO.student,
      password: DEMO_PASSWORD,
      title: '线上联调周记',
      submit: true,
    });
    expect(await myDiaryCount()).toBe(before + 1);
    expect(result.diaryPageQuery).toMatch(
      /^fInternshipInfoId=\w+&fInternshipStudentId=\w+&fTemplateBatchInfoId=\w+&fIsNeedDiaryReview1=1&fIsNeedDiaryReview2=\d&fType=3&_pageHeader=/,
    );
    const stored = await student.GetInternshipDiaryModel({
      fInternshipDiaryId: String(result.diary.fInternshipDiaryId),
    });
    expect(stored).toMatchObject({ cDiaryName: '线上联调周记', fStatus: 1 });
    const byName = new Map(result.items.map((i) => [i.cDiaryItemName, i.cContent]));
    expect(byName.size).toBe(Object.keys(result.answers).length);
    for (const [name, answer] of Object.entries(result.answers)) expect(byName.get(name)).toBe(answer);
    for (const line of result.items) expect(line.fInternshipDiaryItemId).toMatch(/^[0-9a-f]{32}$/);
    // The image item holds the stored path of the upload, under the school's internship folder.
    expect(byName.get('工作现场照片')).toMatch(/^(?:oss\/)?[^/]+\/internship\/[\w-]+---现场照片\.png$/);
  });

  it('stores date-times and places in one form whatever the client sent, and refuses what is neither', async () => {
    const { byName } = await formItems();
    const when = byName.get('工作日期')!;
    const where = byName.get('工作地点')!;
    const saved = await student.EditInternshipDiaryItemList({
      ...base,
      cDiaryName: '格式测试',
      fSubmitType: 0,
      [when.fTemplateItemId]: '2026/05/08 09:05',
      [where.fTemplateItemId]: ' 杭州东站 , 30.29 , 120.21 ',
    });
    const lines = (
      await student.GetInternshipDiaryItemPageList({
        fInternshipDiaryId: saved.fInternshipDiaryId,
        pageSize: 50,
      })
    ).List;
    expect(lines.find((l) => l.fTemplateItemId === when.fTemplateItemId)?.cContent).toBe(
      '2026-05-08 09:05:00',
    );
    expect(lines.find((l) => l.fTemplateItemId === where.fTemplateItemId)?.cContent).toBe(
      '杭州东站,30.29,120.21',
    );
    expect(saved.fStatus).toBe(0);

    const count = await myDiaryCount();
    await expectRefused(
      student.EditInternshipDiaryItemList({
        ...base,
        cDiaryName: '坏地点',
        [where.fTemplateItemId]: '杭州,91,120',
      }),
      400,
      '位置格式应为',
    );
    await expectRefused(
      student.EditInternshipDiaryItemList({
        ...base,
        cDiaryName: '坏时间',
        [when.fTemplateItemId]: '下周一',
      }),
      400,
      '须为日期时间',
    );
    // Nothing of a refused diary is left behind: no diary without its lines.
    expect(await myDiaryCount()).toBe(count);
  });

  it('takes a dropdown answer only among its options (饱满；良好；一般；较差)', async () => {
    const { byName } = await formItems();
    const state = byName.get('工作状态')!;
    const saved = await student.EditInternshipDiaryItemList({
      ...base,
      cDiaryName: '选项测试',
      [state.fTemplateItemId]: ' 良好 ',
    });
    const lines = (
      await student.GetInternshipDiaryItemPageList({
        fInternshipDiaryId: saved.fInternshipDiaryId,
        pageSize: 50,
      })
    ).List;
    expect(lines.find((l) => l.fTemplateItemId === state.fTemplateItemId)?.cContent).toBe('良好');
    const count = await myDiaryCount();
    await expectRefused(
      student.EditInternshipDiaryItemList({
        ...base,
        cDiaryName: '坏选项',
        [state.fTemplateItemId]: '非常饱满',
      }),
      400,
      '工作状态须为下拉选项之一',
    );
    expect(await myDiaryCount()).toBe(count);
  });

  it('lets a draft leave required items blank but not a diary handed in; names an unknown item', async () => {
    const { byName } = await formItems();
    const required = [...byName.values()].find((i) => Number(i.fIsRequired) === 1)!;
    const draft = await student.EditInternshipDiaryItemList({
      ...base,
      cDiaryName: '未写完的日志',
      fSubmitType: 0,
    });
    await expectRefused(
      student.EditInternshipDiaryItemList({
        ...base,
        fInternshipDiaryId: draft.fInternshipDiaryId,
        cDiaryName: '未写完的日志',
        fSubmitType: 1,
      }),
      400,
      `请填写${required.cTemplateItemName}`,
    );
    await expectRefused(
      student.EditInternshipDiaryItemList({
        ...base,
        cDiaryName: '多余的项',
        '0123456789abcdef0123456789abcdef': 'x',
      }),
      400,
      '日志项不存在',
    );
    await expectRefused(
      student.EditInternshipDiaryItemList({ ...base, cDiaryName: '别的批次', fTemplateBatchInfoId: OTHER }),
      409,
      '模板批次与实习课程不一致',
    );
  });

  it('keeps another student’s diary and a passed diary out of reach', async () => {
    const theirs = (await teacher.GetInternshipDiaryPageList({ fInternshipStudentId: OTHER, pageSize: 1 }))
      .List[0]!;
    await expectRefused(
      student.EditInternshipDiaryItemList({
        ...base,
        fInternshipDiaryId: theirs.fInternshipDiaryId,
        cDiaryName: '改别人的日志',
      }),
      403,
    );
    await expectRefused(
      student.EditInternshipDiaryItemList({ ...base, fInternshipStudentId: OTHER, cDiaryName: '冒名日志' }),
      403,
    );
    const after = await teacher.GetInternshipDiaryModel({ fInternshipDiaryId: theirs.fInternshipDiaryId });
    expect(after.cDiaryName).toBe(theirs.cDiaryName);
    const passed = (await student.GetInternshipDiaryPageList({ fStatus: 2, pageSize: 1 })).List[0]!;
    await expectRefused(
      student.EditInternshipDiaryItemList({
        ...base,
        fInternshipDiaryId: passed.fInternshipDiaryId,
        cDiaryName: '改已通过的日志',
      }),
      409,
      '已审核通过',
    );
  });
});
