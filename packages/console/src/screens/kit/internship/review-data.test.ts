import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../stores/auth.js';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../entity-list/index.js', () => ({ callOperation }));
const { loadReviewTemplates, loadStudentReview, SAVE_REVIEW, saveReview } = await import('./review-data.js');

const ALL = { pageNumber: -1, pageSize: 10 };
const answers: Record<string, (input: Record<string, unknown>) => unknown> = {
  GetInternshipInfoModel: () => ({ fInternshipInfoId: 'c1', fTemplateBatchInfoId: 'b1' }),
  GetTemplateInfoPageList: () => ({
    List: [
      { fTemplateInfoId: 'diary', cTemplateName: '实习日志', fTemplateType: 3, fSort: 1 },
      { fTemplateInfoId: 'company', cTemplateName: '企业导师评分表', fTemplateType: 4, fSort: 2 },
    ],
  }),
  TemplateItem_GetTemplateItemPageList: () => ({
    List: [{ fTemplateItemId: 'i1', cTemplateItemName: '岗位技能', fFontType: 7, fSort: 1, cFilePath: '[]' }],
  }),
  GetInternshipStudentGeneralReviewPageList: () => ({
    List: [
      {
        fInternshipStudentGeneralReviewId: 'r1',
        fInternshipStudentId: 's1',
        fTemplateInfoId: 'company',
        fStatus: 1,
      },
    ],
  }),
  GetInternshipStudentGeneralReviewItemPageList: () => ({
    List: [{ fTemplateItemId: 'i1', cContent: '40' }],
  }),
};

beforeEach(() => {
  callOperation.mockReset();
  callOperation.mockImplementation(async (name: string, input: Record<string, unknown>) =>
    answers[name]?.(input),
  );
});

describe('loadReviewTemplates', () => {
  it("reads the course's batch, keeps its review templates and their items", async () => {
    const templates = await loadReviewTemplates('c1');
    expect(callOperation).toHaveBeenCalledWith('GetTemplateInfoPageList', {
      ...ALL,
      fTemplateBatchInfoId: 'b1',
    });
    expect(callOperation).toHaveBeenCalledWith('TemplateItem_GetTemplateItemPageList', {
      ...ALL,
      fTemplateInfoId: 'company',
    });
    expect(templates).toEqual([
      {
        fTemplateInfoId: 'company',
        cTemplateName: '企业导师评分表',
        fTemplateType: 4,
        items: [expect.objectContaining({ fTemplateItemId: 'i1', fFontType: 7, cFilePath: '[]' })],
      },
    ]);
  });

  it('has no tabs for a course without a template batch', async () => {
    callOperation.mockImplementationOnce(async () => ({
      fInternshipInfoId: 'c1',
      fTemplateBatchInfoId: null,
    }));
    await expect(loadReviewTemplates('c1')).resolves.toEqual([]);
  });
});

describe('loadStudentReview', () => {
  const templates = [{ fTemplateInfoId: 'company', cTemplateName: '企业导师评分表', items: [] }];

  it("reads the student's reviews and the saved items of each", async () => {
    const tabs = await loadStudentReview('s1', templates);
    expect(callOperation).toHaveBeenCalledWith('GetInternshipStudentGeneralReviewPageList', {
      ...ALL,
      fInternshipStudentId: 's1',
    });
    expect(callOperation).toHaveBeenCalledWith('GetInternshipStudentGeneralReviewItemPageList', {
      ...ALL,
      fInternshipStudentGeneralReviewId: 'r1',
    });
    expect(tabs).toEqual([{ ...templates[0], fStatus: 1, values: { i1: '40' } }]);
  });

  it("uses a list row's bodyDictionary instead of reading the reviews, and reads nothing for a new tab", async () => {
    const dictionary = {
      company: {
        fStatus: 0,
        cDesc: null,
        fGrade: null,
        fScore: null,
        fInternshipStudentGeneralReviewId: null,
      },
    };
    expect(await loadStudentReview('s1', templates, dictionary)).toEqual([{ ...templates[0], fStatus: 0 }]);
    expect(callOperation).not.toHaveBeenCalled();
  });
});

describe("another reviewer's sheet", () => {
  afterEach(() => {
    authStore.user = null;
  });

  it('is read-only, with the reason, for the in-school tutor; open for the enterprise tutor', async () => {
    const sheet = [
      { fTemplateInfoId: 'company', cTemplateName: '企业导师评分表', fTemplateType: 4, items: [] },
    ];
    authStore.user = {
      username: 'teacher',
      avatar: null,
      roles: ['teacher'],
      ability: [],
      info: { fAppUserId: 'u', cRealName: '张文博' },
    };
    const [locked] = await loadStudentReview('s1', sheet);
    expect(locked?.lockedReason).toBe('该评价表由该学生的企业导师填写，你只能查看');
    authStore.user = { ...authStore.user, roles: ['companyTutor'] };
    const [open] = await loadStudentReview('s1', sheet);
    expect(open?.lockedReason).toBeUndefined();
  });
});

describe('saveReview', () => {
  it("sends the tab's values under its template id", async () => {
    const template = {
      fTemplateInfoId: 'company',
      cTemplateName: '企业导师评分表',
      items: [{ fTemplateItemId: 'i1', cTemplateItemName: '岗位技能', fFontType: 7 }],
    };
    await saveReview('s1', template, { i1: '40' });
    expect(callOperation).toHaveBeenCalledWith(SAVE_REVIEW, {
      fInternshipStudentId: 's1',
      bodyDictionary: { company: { fStatus: 1, items: { i1: '40' } } },
    });
  });
});
