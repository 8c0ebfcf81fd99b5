import { describe, expect, it } from 'vitest';
import { reviewIndex } from '../../../../kit/internship/reviews.js';
import { REVIEW_SEARCH, reviewCellText, reviewColumnKey, reviewColumns } from './review-columns.js';

const templates = [
  { fTemplateInfoId: 'overall', cTemplateName: '总体评价表', items: [] },
  { fTemplateInfoId: 'company', cTemplateName: '企业导师评分表', items: [] },
];
const index = reviewIndex([
  {
    fInternshipStudentGeneralReviewId: 'r1',
    fInternshipStudentId: 's1',
    fTemplateInfoId: 'company',
    fStatus: 1,
    fGrade: 11,
  },
  {
    fInternshipStudentGeneralReviewId: 'r2',
    fInternshipStudentId: 's1',
    fTemplateInfoId: 'overall',
    fStatus: 0,
  },
]);

describe('reviewColumns', () => {
  it("adds one column per review template, titled by it, reading the row's student", () => {
    const columns = reviewColumns(templates, index);
    const textOf = (templateId: string, studentId: string) => {
      const column = columns[reviewColumnKey(templateId)];
      return column ? column.text?.({ fInternshipStudentId: studentId }) : undefined;
    };
    expect(columns[reviewColumnKey('company')]).toMatchObject({ title: '企业导师评分表' });
    expect(textOf('company', 's1')).toBe('已评价 A');
    expect(textOf('overall', 's1')).toBe('未提交');
    expect(textOf('overall', 's2')).toBe('未提交');
  });

  it("links the student's name to their review page with the student and the course", () => {
    expect(reviewColumns([], index).cRealName).toMatchObject({
      link: { child: 'student-general-review', fields: ['fInternshipStudentId', 'fInternshipInfoId'] },
    });
  });
});

describe('reviewCellText', () => {
  it('is the status, and the grade once there is one', () => {
    expect(reviewCellText(undefined)).toBe('未提交');
    expect(
      reviewCellText({
        fInternshipStudentGeneralReviewId: 'r',
        fInternshipStudentId: 's',
        fTemplateInfoId: 't',
        fStatus: 1,
        fGrade: 13,
      }),
    ).toBe('已评价 需修改');
  });

  it('searches by name and number', () => {
    expect(REVIEW_SEARCH.map((f) => f.key)).toEqual(['cRealName', 'cNumber']);
  });
});
