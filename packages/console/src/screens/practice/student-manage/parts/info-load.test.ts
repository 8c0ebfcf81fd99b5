import { beforeEach, describe, expect, it, vi } from 'vitest';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../entity-list/index.js', () => ({ callOperation }));
const { loadInfoPage, submitSheet } = await import('./info-load.js');
const { sheetsOf } = await import('./info-sheets.js');

const SCOPE = { fInternshipInfoId: 'c1', fInternshipStudentId: 's1' };
const ITEMS: Record<string, unknown[]> = {
  reg: [{ fTemplateItemId: 'unit', cTemplateItemName: '实习单位', fFontType: 1, fSort: 1, fIsRequired: 1 }],
  agree: [{ fTemplateItemId: 'photo', cTemplateItemName: '保险单照片', fFontType: 5, fSort: 1 }],
  old: [{ fTemplateItemId: 'x', cTemplateItemName: '旧项', fFontType: 1, fSort: 1 }],
};
let finished = false;
const answers: Record<string, (input: Record<string, unknown>) => unknown> = {
  GetInternshipInfoModel: () => ({ fTemplateBatchInfoId: 'b1', fInternshipStatus: finished ? 2 : 1 }),
  GetTemplateInfoPageList: () => ({
    List: [
      { fTemplateInfoId: 'reg', cTemplateName: '实习信息登记表', fTemplateType: 1 },
      { fTemplateInfoId: 'diary', cTemplateName: '实习日志', fTemplateType: 3 },
      { fTemplateInfoId: 'agree', cTemplateName: '实习协议及保险材料', fTemplateType: 1 },
    ],
  }),
  TemplateItem_GetTemplateItemPageList: ({ fTemplateInfoId }) => ({ List: ITEMS[String(fTemplateInfoId)] }),
  GetInternshipStudentMaterialPageList: () => ({
    List: [
      { fInternshipStudentMaterialId: 'm1', fTemplateInfoId: 'agree', fStatus: 3 },
      { fInternshipStudentMaterialId: 'm0', fTemplateInfoId: 'old', cTemplateName: '旧材料', fStatus: 2 },
    ],
  }),
  GetInternshipStudentMaterialItemPageList: ({ fInternshipStudentMaterialId }) => ({
    List:
      fInternshipStudentMaterialId === 'm1'
        ? [
            {
              fInternshipStudentMaterialItemId: 'v1',
              fTemplateItemId: 'photo',
              cContent: 'p.jpg',
              fStatus: 3,
            },
          ]
        : [],
  }),
  AddInternshipStudentMaterial: () => ({ fInternshipStudentMaterialId: 'new' }),
};

beforeEach(() => {
  finished = false;
  callOperation.mockReset();
  callOperation.mockImplementation(async (name: string, input: Record<string, unknown>) =>
    answers[name]?.(input),
  );
});

describe('loadInfoPage', () => {
  it('shows the course’s 实习信息 templates, then what was handed in under another template', async () => {
    const page = await loadInfoPage(SCOPE);
    expect(callOperation).toHaveBeenCalledWith('GetInternshipStudentMaterialPageList', {
      pageNumber: -1,
      pageSize: 10,
      ...SCOPE,
    });
    expect(
      page.sheets.map((s) => [s.template.cTemplateName, s.material?.fInternshipStudentMaterialId]),
    ).toEqual([
      ['实习信息登记表', undefined],
      ['实习协议及保险材料', 'm1'],
      ['旧材料', 'm0'],
    ]);
    expect(page.sheets[1]?.view.entries[0]?.row?.fStatus).toBe(3);
    expect(page.courseFinished).toBe(false);
  });

  it('tells a finished course', async () => {
    finished = true;
    await expect(loadInfoPage(SCOPE)).resolves.toMatchObject({ courseFinished: true });
  });
});

describe('submitSheet', () => {
  it('files a new material as a draft, adds its items, then submits it', async () => {
    const [reg] = (await loadInfoPage(SCOPE)).sheets;
    callOperation.mockClear();
    if (reg) await submitSheet(reg, SCOPE, { unit: '上海汇智软件科技有限公司' });
    expect(callOperation.mock.calls).toEqual([
      ['AddInternshipStudentMaterial', { ...SCOPE, fTemplateInfoId: 'reg', fStatus: 0 }],
      [
        'AddInternshipStudentMaterialItem',
        {
          fInternshipStudentMaterialId: 'new',
          fTemplateItemId: 'unit',
          cContent: '上海汇智软件科技有限公司',
        },
      ],
      ['EditInternshipStudentMaterial', { fInternshipStudentMaterialId: 'new', fStatus: 1 }],
    ]);
  });

  it('resubmits a rejected material: its items, then the material', async () => {
    const sheet = sheetsOf(
      [{ fTemplateInfoId: 'agree', cTemplateName: '实习协议及保险材料', items: ITEMS.agree as never }],
      [
        {
          material: { fInternshipStudentMaterialId: 'm1', fTemplateInfoId: 'agree', fStatus: 3 },
          values: [
            {
              fInternshipStudentMaterialItemId: 'v1',
              fTemplateItemId: 'photo',
              cContent: 'p.jpg',
              fStatus: 3,
            },
          ],
        },
      ],
    )[0];
    if (sheet) await submitSheet(sheet, SCOPE, { photo: 'q.jpg' });
    expect(callOperation.mock.calls).toEqual([
      ['EditInternshipStudentMaterialItem', { fInternshipStudentMaterialItemId: 'v1', cContent: 'q.jpg' }],
      ['EditInternshipStudentMaterial', { fInternshipStudentMaterialId: 'm1', fStatus: 1 }],
    ]);
  });

  it('stops at a refusal and does not submit the material', async () => {
    const [reg] = (await loadInfoPage(SCOPE)).sheets;
    callOperation.mockClear();
    answers.AddInternshipStudentMaterialItem = () => {
      throw new Error('该实习课程已结束，不能再提交实习材料');
    };
    try {
      await expect(reg && submitSheet(reg, SCOPE, { unit: '汇智' })).rejects.toThrow('已结束');
    } finally {
      delete answers.AddInternshipStudentMaterialItem;
    }
    expect(callOperation.mock.calls.map(([name]) => name)).not.toContain('EditInternshipStudentMaterial');
  });
});
