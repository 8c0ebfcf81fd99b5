import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { demoId } from '../../../seed/demo.js';
import { type Client, expectRefused, signInAs } from './testing.js';

/*
 * Tree panels and template copies. Demo (seed ordinals): template batch 1 is the platform's (no school) with
 * templates 1-3, batch 2 is school 1's with templates 4-10, batch 4 is school 2's; reference directory 4 sits
 * under 3; evaluation template 1 is the platform's, 2 (school 1) hangs under it, 4 is school 2's.
 */
const SCHOOL_1 = demoId('School', 1);
const SCHOOL_2 = demoId('School', 2);
const BATCH = (n: number) => demoId('TemplateBatchInfo', n);
const TEMPLATE = (n: number) => demoId('TemplateInfo', n);
const DIRECTORY = (n: number) => demoId('InternshipReferenceDirectory', n);
const EVALUATION = (n: number) => demoId('EvaluationTemplateInfo', n);
/** The id the console sends for a tree's virtual 全部 node. */
const ALL = '0';

let server: TestServer;
let admin: Client;
let school: Client;

beforeAll(async () => {
  server = await startTestServer();
  [admin, school] = await signInAs(server, 'admin', 'school');
}, 180_000);
afterAll(() => server?.close());

type Counter = () => Promise<number>;
/** Rows in a table, read from the database itself (not through anyone's scope). */
const rowsIn =
  (table: string): Counter =>
  async () =>
    Number((await server.db.query(`select count(*)::int as n from "${table}"`))[0]?.n);

const UNDER_ALL = '不能在“全部”下新增，请先创建或选择其他节点';

describe('nothing is added under the 全部 node (SPEC §5)', () => {
  const cases: [string, (c: Client) => Promise<unknown>, Counter][] = [
    [
      'a reference directory',
      (c) =>
        c.AddInternshipReferenceDirectory({ fSchoolId: SCHOOL_1, fParentId: ALL, cDirectoryName: '新目录' }),
      rowsIn('InternshipReferenceDirectory'),
    ],
    [
      'a reference',
      (c) =>
        c.AddInternshipReference({
          fInternshipInfoId: demoId('InternshipInfo', 1),
          fInternshipReferenceDirectoryId: ALL,
          cFileName: '资料',
          cFilePath: 'default/references/cFilePath/1---资料.pdf',
        }),
      rowsIn('InternshipReference'),
    ],
    [
      'a template batch',
      (c) => c.AddTemplateBatchInfo({ fSchoolId: SCHOOL_1, fParentId: ALL, cBatchName: '新批次' }),
      rowsIn('TemplateBatchInfo'),
    ],
    [
      'a template',
      (c) => c.AddTemplateInfo({ fTemplateBatchInfoId: ALL, cTemplateName: '新模板', fTemplateType: 3 }),
      rowsIn('TemplateInfo'),
    ],
    [
      'a template item',
      (c) => c.AddTemplateItem({ fTemplateInfoId: ALL, cTemplateItemName: '新项', fFontType: 1, fSort: 1 }),
      rowsIn('TemplateItem'),
    ],
    [
      'an evaluation template',
      (c) =>
        c.AddEvaluationTemplateInfo({ fSchoolId: SCHOOL_1, fParentId: ALL, cTemplateName: '新评价模板' }),
      rowsIn('EvaluationTemplateInfo'),
    ],
    [
      'an evaluation item',
      (c) =>
        c.AddEvaluationTemplateItem({
          fEvaluationTemplateInfoId: ALL,
          cTemplateItemName: '新项',
          fScore: 10,
        }),
      rowsIn('EvaluationTemplateItem'),
    ],
  ];

  it.each(cases)(
    '%s: refused for the platform and the school admin, nothing added',
    async (_what, add, count) => {
      const before = await count();
      await expectRefused(add(admin), 409, UNDER_ALL);
      await expectRefused(add(school), 409, UNDER_ALL);
      expect(await count()).toBe(before);
    },
  );

  it('under a real node the add works and takes the node’s school', async () => {
    const dir = await admin.AddInternshipReferenceDirectory({
      fSchoolId: SCHOOL_1,
      fParentId: DIRECTORY(3),
      cDirectoryName: '子目录',
    });
    expect(dir).toMatchObject({ fParentId: DIRECTORY(3), fSchoolId: SCHOOL_1 });
    const tpl = await admin.AddTemplateInfo({
      fTemplateBatchInfoId: BATCH(2),
      cTemplateName: '新日志模板',
      fTemplateType: 3,
    });
    expect(tpl.fSchoolId).toBe(SCHOOL_1);
    const platformTpl = await admin.AddTemplateInfo({
      fTemplateBatchInfoId: BATCH(1),
      cTemplateName: '平台模板',
      fTemplateType: 3,
    });
    expect(platformTpl.fSchoolId ?? null).toBeNull();
  });

  it("a school admin cannot add into the platform's or another school's template batch", async () => {
    const count = rowsIn('TemplateInfo');
    const before = await count();
    await expectRefused(
      school.AddTemplateInfo({ fTemplateBatchInfoId: BATCH(1), cTemplateName: '越权', fTemplateType: 3 }),
      403,
    );
    await expectRefused(
      school.AddTemplateInfo({ fTemplateBatchInfoId: BATCH(4), cTemplateName: '越权', fTemplateType: 3 }),
      403,
    );
    expect(await count()).toBe(before);
  });

  it('a node never moves under itself or its own descendant', async () => {
    await expectRefused(
      school.EditInternshipReferenceDirectory({
        fInternshipReferenceDirectoryId: DIRECTORY(3),
        fParentId: DIRECTORY(4),
      }),
      409,
      '不能将节点移动到其自身或其下级节点下',
    );
    await expectRefused(
      school.EditInternshipReferenceDirectory({
        fInternshipReferenceDirectoryId: DIRECTORY(3),
        fParentId: DIRECTORY(3),
      }),
      409,
      '不能将节点移动到其自身或其下级节点下',
    );
    expect(
      (await school.GetInternshipReferenceDirectoryModel({ fInternshipReferenceDirectoryId: DIRECTORY(3) }))
        .fParentId ?? null,
    ).toBeNull();
  });

  it('a school node under a platform node stays editable by its school', async () => {
    const row = await school.EditEvaluationTemplateInfo({
      fEvaluationTemplateInfoId: EVALUATION(2),
      fParentId: EVALUATION(1),
      cTemplateName: 'Web前端任务评价表',
    });
    expect(row).toMatchObject({
      fParentId: EVALUATION(1),
      fSchoolId: SCHOOL_1,
      cTemplateName: 'Web前端任务评价表',
    });
  });

  it("a school admin cannot delete another school's template items", async () => {
    const items = await admin.TemplateItem_GetTemplateItemPageList({
      fTemplateInfoId: TEMPLATE(13),
      pageSize: 50,
    });
    await expectRefused(
      school.DeleteTemplateItemIDS({ ids: [items.List[0]?.fTemplateItemId as string] }),
      403,
    );
    expect(
      (await admin.TemplateItem_GetTemplateItemPageList({ fTemplateInfoId: TEMPLATE(13), pageSize: 50 }))
        .TotalCount,
    ).toBe(items.TotalCount);
  });
});

const templatesOf = async (batchId: string) =>
  (
    await admin.GetTemplateInfoPageList({
      fTemplateBatchInfoId: batchId,
      pageSize: 100,
      sortName: 'fSort',
      sortOrder: 'asc',
    })
  ).List;
const itemsOf = async (templateId: string) =>
  (await admin.TemplateItem_GetTemplateItemPageList({ fTemplateInfoId: templateId, pageSize: 100 })).List;
const shape = async (batchId: string) =>
  Promise.all(
    (await templatesOf(batchId)).map(async (t) => ({
      name: t.cTemplateName,
      type: t.fTemplateType,
      items: (await itemsOf(t.fTemplateInfoId)).map((i) => [
        i.cTemplateItemName,
        i.fFontType,
        i.fSort,
        i.cFilePath ?? null,
        i.fScore ?? null,
      ]),
    })),
  );

describe('CopyTemplateBatchInfo', () => {
  it('copies a batch with all its templates and their items, named 副本', async () => {
    const sourceIds = (await templatesOf(BATCH(2))).map((t) => t.fTemplateInfoId);
    const copy = await school.CopyTemplateBatchInfo({ fTemplateBatchInfoId: BATCH(2) });
    expect(copy).toMatchObject({ cBatchName: '华东理工2026届顶岗实习模板副本', fSchoolId: SCHOOL_1 });
    expect(copy.fTemplateBatchInfoId).not.toBe(BATCH(2));
    const original = await shape(BATCH(2));
    expect(original.length).toBeGreaterThanOrEqual(7);
    expect(original.flatMap((t) => t.items).length).toBeGreaterThan(30);
    expect(await shape(copy.fTemplateBatchInfoId)).toEqual(original);
    expect((await templatesOf(copy.fTemplateBatchInfoId)).every((t) => t.fSchoolId === SCHOOL_1)).toBe(true);
    // The source is untouched.
    expect((await templatesOf(BATCH(2))).map((t) => t.fTemplateInfoId)).toEqual(sourceIds);
  });

  it("a school copies the platform's batch into its own school, under a name of its choice", async () => {
    const copy = await school.CopyTemplateBatchInfo({
      fTemplateBatchInfoId: BATCH(1),
      cBatchName: '本校通用模板',
    });
    expect(copy).toMatchObject({ cBatchName: '本校通用模板', fSchoolId: SCHOOL_1 });
    expect(await shape(copy.fTemplateBatchInfoId)).toEqual(await shape(BATCH(1)));
  });

  it("another school's batch, or a copy into another school, is refused and nothing is copied", async () => {
    const batches = rowsIn('TemplateBatchInfo');
    const templates = rowsIn('TemplateInfo');
    const before = [await batches(), await templates()];
    await expectRefused(school.CopyTemplateBatchInfo({ fTemplateBatchInfoId: BATCH(4) }), 403);
    await expectRefused(
      school.CopyTemplateBatchInfo({ fTemplateBatchInfoId: BATCH(2), fSchoolId: SCHOOL_2 }),
      403,
    );
    expect([await batches(), await templates()]).toEqual(before);
  });
});

describe('CopyEvaluationTemplateInfo', () => {
  const items = async (id: string) =>
    (await admin.GetEvaluationTemplateItemPageList({ fEvaluationTemplateInfoId: id, pageSize: 50 })).List.map(
      (i) => [i.cTemplateItemName, i.fScore, i.fSort ?? null, i.cStandard ?? null],
    );

  it('copies the template with its items', async () => {
    const copy = await school.CopyEvaluationTemplateInfo({ fEvaluationTemplateInfoId: EVALUATION(3) });
    expect(copy).toMatchObject({
      cTemplateName: '数据分析报告评价表副本',
      fSchoolId: SCHOOL_1,
      fParentId: EVALUATION(1),
      fTotalScore: 100,
    });
    expect(await items(copy.fEvaluationTemplateInfoId)).toEqual(await items(EVALUATION(3)));
    expect((await items(EVALUATION(3))).length).toBe(4);
  });

  it("refuses another school's template", async () => {
    await expectRefused(school.CopyEvaluationTemplateInfo({ fEvaluationTemplateInfoId: EVALUATION(4) }), 403);
  });
});

describe('TemplateItem_GetTemplateItemPageList', () => {
  it("answers one template's items in form order", async () => {
    await admin.AddTemplateItem({
      fTemplateInfoId: TEMPLATE(5),
      cTemplateItemName: '置顶项',
      fFontType: 1,
      fSort: 0,
    });
    const list = await itemsOf(TEMPLATE(5));
    expect(list[0]?.cTemplateItemName).toBe('置顶项');
    expect(list.every((i) => i.fTemplateInfoId === TEMPLATE(5))).toBe(true);
    const sorts = list.map((i) => i.fSort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });
});

describe('a dropdown item’s options (SPEC §3), checked as the item form checks them', () => {
  const items = rowsIn('TemplateItem');
  const dropdown = (cFilePath: string) => ({
    fTemplateInfoId: TEMPLATE(5),
    cTemplateItemName: '完成程度',
    fFontType: 7 as const,
    fSort: 20,
    cFilePath,
  });

  it.each([
    ['no options', '', '请填写下拉选项'],
    ['commas instead of semicolons', '完成,部分完成,未完成', '下拉选项至少需要两项'],
    [
      'a pair without its score',
      '[{"label":"优秀"},{"label":"良好","value":80}]',
      '下拉选项「优秀」的 value 须为分值',
    ],
    ['a repeated option', '完成；未完成；完成', '下拉选项「完成」重复'],
  ])('refuses %s, and adds nothing', async (_case, options, message) => {
    const before = await items();
    await expectRefused(school.AddTemplateItem(dropdown(options)), 400, message);
    expect(await items()).toBe(before);
  });

  it('takes a list or label/value pairs; an edit may not spoil them, nor turn a text item into a bare dropdown', async () => {
    const added = await school.AddTemplateItem(dropdown('完成；部分完成；未完成'));
    const edit = {
      ...dropdown('[{"label":"优秀","value":10},{"label":"合格","value":6}]'),
      fTemplateItemId: added.fTemplateItemId,
    };
    expect((await school.EditTemplateItem(edit)).cFilePath).toContain('优秀');
    await expectRefused(
      school.EditTemplateItem({ ...edit, cFilePath: '只有一项' }),
      400,
      '下拉选项至少需要两项',
    );
    // Options cleared by the edit itself: checked as stored, not as they were.
    await expectRefused(school.EditTemplateItem({ ...edit, cFilePath: null }), 400, '请填写下拉选项');
    const text = await school.AddTemplateItem({ ...dropdown(''), fFontType: 1 as const });
    await expectRefused(
      school.EditTemplateItem({ ...dropdown(''), fTemplateItemId: text.fTemplateItemId }),
      400,
      '请填写下拉选项',
    );
    const [stored] = await server.db.query(
      'select "cFilePath" from "TemplateItem" where "fTemplateItemId" = $1',
      [added.fTemplateItemId],
    );
    expect(stored?.cFilePath).toContain('合格');
  });
});
