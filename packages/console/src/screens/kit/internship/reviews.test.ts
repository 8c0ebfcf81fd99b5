import { enums } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import {
  bodyDictionaryOf,
  remarkOf,
  reviewIndex,
  reviewSubmission,
  reviewTemplatesOf,
  sheetLockOf,
} from './reviews.js';

const templates = [
  { fTemplateInfoId: 'info', cTemplateName: '实习信息登记表', fTemplateType: 1, fSort: 1 },
  { fTemplateInfoId: 'defence', cTemplateName: '答辩评分表', fTemplateType: 6, fSort: 7 },
  { fTemplateInfoId: 'overall', cTemplateName: '总体评价表', fTemplateType: 2, fSort: 3 },
  { fTemplateInfoId: 'diary', cTemplateName: '实习日志', fTemplateType: 3, fSort: 4 },
  { fTemplateInfoId: 'company', cTemplateName: '企业导师评分表', fTemplateType: 4, fSort: 5 },
  { fTemplateInfoId: 'school', cTemplateName: '校内导师评分表', fTemplateType: 5, fSort: 6 },
];

describe('reviewTemplatesOf', () => {
  it('keeps the overall review and the three grade sheets, in their order', () => {
    expect(reviewTemplatesOf(templates).map((t) => t.fTemplateInfoId)).toEqual([
      'overall',
      'company',
      'school',
      'defence',
    ]);
  });
});

describe('bodyDictionaryOf', () => {
  const index = reviewIndex([
    {
      fInternshipStudentGeneralReviewId: 'r1',
      fInternshipStudentId: 's1',
      fTemplateInfoId: 'company',
      fStatus: 1,
      fGrade: 11,
      fScore: 92,
      cDesc: '学习能力强',
    },
    {
      fInternshipStudentGeneralReviewId: 'r2',
      fInternshipStudentId: 's1',
      fTemplateInfoId: 'school',
      fStatus: 0,
    },
    {
      fInternshipStudentGeneralReviewId: 'r3',
      fInternshipStudentId: 's2',
      fTemplateInfoId: 'company',
      fStatus: 1,
    },
  ]);
  const tabs = reviewTemplatesOf(templates);

  it("gives every template a status, with the review's id to fetch its items", () => {
    expect(bodyDictionaryOf('s1', tabs, index)).toEqual({
      overall: {
        fStatus: 0,
        cDesc: null,
        fGrade: null,
        fScore: null,
        fInternshipStudentGeneralReviewId: null,
      },
      company: {
        fStatus: 1,
        cDesc: '学习能力强',
        fGrade: 11,
        fScore: 92,
        fInternshipStudentGeneralReviewId: 'r1',
      },
      school: {
        fStatus: 0,
        cDesc: null,
        fGrade: null,
        fScore: null,
        fInternshipStudentGeneralReviewId: 'r2',
      },
      defence: {
        fStatus: 0,
        cDesc: null,
        fGrade: null,
        fScore: null,
        fInternshipStudentGeneralReviewId: null,
      },
    });
  });

  it('is all 未提交 for a student nobody reviewed', () => {
    const dictionary = bodyDictionaryOf('s9', tabs, index);
    expect(Object.values(dictionary).map((e) => e.fStatus)).toEqual([0, 0, 0, 0]);
  });
});

const sheet = {
  fTemplateInfoId: 'company',
  cTemplateName: '企业导师评分表',
  items: [
    { fTemplateItemId: 'i4', cTemplateItemName: '企业导师意见', fFontType: 2, fSort: 4 },
    { fTemplateItemId: 'i1', cTemplateItemName: '出勤与纪律', fFontType: 7, fSort: 1 },
    { fTemplateItemId: 'i2', cTemplateItemName: '岗位技能', fFontType: 7, fSort: 2 },
  ],
};

describe('reviewSubmission', () => {
  it("sends the tab's items by template-item id, reviewed, its remark as the comment", () => {
    expect(
      reviewSubmission('s1', sheet, { i1: '20', i2: '40', i4: '沟通顺畅', fGrade: '12', stray: 'x' }),
    ).toEqual({
      fInternshipStudentId: 's1',
      bodyDictionary: {
        company: {
          fStatus: enums.OverallEvaluationStatus.evaluated,
          cDesc: '沟通顺畅',
          items: { i4: '沟通顺畅', i1: '20', i2: '40' },
        },
      },
    });
  });

  it('sends blanks for items left empty and no comment without a remark', () => {
    expect(reviewSubmission('s1', sheet, { i1: '20' }).bodyDictionary.company).toEqual({
      fStatus: enums.OverallEvaluationStatus.evaluated,
      items: { i4: '', i1: '20', i2: '' },
    });
  });
});

describe('remarkOf', () => {
  it("is the first multi-line item's value in the form's order", () => {
    const items = [
      { fTemplateItemId: 'b', cTemplateItemName: '补充说明', fFontType: 2, fSort: 9 },
      { fTemplateItemId: 'a', cTemplateItemName: '综合评语', fFontType: 2, fSort: 2 },
    ];
    expect(remarkOf(items, { a: ' 表现良好 ', b: '其他' })).toBe('表现良好');
    expect(remarkOf(items, { b: '其他' })).toBeUndefined();
  });
});

describe('sheetLockOf', () => {
  it("locks the other reviewer's sheets and leaves the caller's own open", () => {
    expect(sheetLockOf(['companyTutor'], 4)).toBeUndefined();
    expect(sheetLockOf(['companyTutor'], 5)).toBe('该评价表由该学生的校内导师填写，你只能查看');
    expect(sheetLockOf(['companyTutor'], 2)).toMatch(
      /^该评价表由该学生的校内导师、课程创建者或学校管理员填写/,
    );
    expect(sheetLockOf(['teacher'], 4)).toBe('该评价表由该学生的企业导师填写，你只能查看');
    for (const type of [2, 5, 6]) expect(sheetLockOf(['teacher'], type)).toBeUndefined();
  });

  it('leaves the school admin the school sheets, and the platform admin reading every sheet', () => {
    expect(sheetLockOf(['schoolAdmin'], 2)).toBeUndefined();
    expect(sheetLockOf(['schoolAdmin'], 6)).toBeUndefined();
    expect(sheetLockOf(['schoolAdmin'], 5)).toBeDefined();
    for (const type of [2, 4, 5, 6]) expect(sheetLockOf(['platformAdmin'], type)).toBeDefined();
  });
});
