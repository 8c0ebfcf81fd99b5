import { HStack, Text } from '@chakra-ui/react';
import { enums } from '@practice/sdk/contract';
import { type ColumnOverrides, type SearchField, StatusTag, type TableRow } from '@practice/ui-kit';
import type { ReviewRow, ReviewTemplateDef } from '../../../../kit/internship/reviews.js';

/** A review template's column: its status (and grade once reviewed) for the row's student. */
export const reviewColumnKey = (templateId: string) => `review_${templateId}`;

export function reviewCellText(review: ReviewRow | undefined): string {
  const status = enums.OverallEvaluationStatus.labelOf(
    review?.fStatus ?? enums.OverallEvaluationStatus.notSubmitted,
  );
  const grade = review?.fGrade != null ? enums.ScoreGrade.labelOf(review.fGrade) : '';
  return grade ? `${status} ${grade}` : status;
}

export const REVIEW_SEARCH: readonly SearchField[] = [
  { key: 'cRealName', label: '姓名' },
  { key: 'cNumber', label: '学号' },
];

/**
 * The course's students with one status column per review template (SPEC 3 overall evaluation status:
 * 未提交 / 已评价). The student's name opens their review as a page.
 */
export function reviewColumns(
  templates: readonly ReviewTemplateDef[],
  index: ReadonlyMap<string, ReadonlyMap<string, ReviewRow>>,
): ColumnOverrides {
  const reviewOf = (row: TableRow, templateId: string) =>
    index.get(String(row.fInternshipStudentId))?.get(templateId);
  const columns: ColumnOverrides = {
    cInternshipName: false,
    cRealName: {
      link: { child: 'student-general-review', fields: ['fInternshipStudentId', 'fInternshipInfoId'] },
    },
    cMobile: { hidden: true },
    cCompanyName: { hidden: true },
    cTeacherTutorName: { hidden: true },
    cCompanyTutorName: { hidden: true },
    cPost: { hidden: true },
    cWorkPlace: false,
    tStartDate: { hidden: true },
    tEndDate: { hidden: true },
    fInternshipStatus: { hidden: true },
    tCreateDate: { hidden: true },
  };
  for (const t of templates) {
    columns[reviewColumnKey(t.fTemplateInfoId)] = {
      title: t.cTemplateName,
      text: (row) => reviewCellText(reviewOf(row, t.fTemplateInfoId)),
      render: (row) => {
        const review = reviewOf(row, t.fTemplateInfoId);
        return (
          <HStack gap="1">
            <StatusTag
              enumDef={enums.OverallEvaluationStatus}
              value={review?.fStatus ?? enums.OverallEvaluationStatus.notSubmitted}
            />
            {review?.fGrade != null && <Text fontSize="sm">{enums.ScoreGrade.labelOf(review.fGrade)}</Text>}
          </HStack>
        );
      },
    };
  }
  return columns;
}
