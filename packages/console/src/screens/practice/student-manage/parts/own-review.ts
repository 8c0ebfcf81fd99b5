import { enums } from '@practice/sdk/contract';
import type { ReviewTemplate } from '@practice/ui-kit';

/*
 * The student reads their overall review (SPEC 2.3 overall-evaluation-student): each template their tutors
 * review them by, with what was written. A template nobody has reviewed yet has no values: its tab says so
 * rather than showing every item as 未填写, which would read as a review that left them blank.
 */

export const NOT_REVIEWED = '导师尚未评价';

/** Whether the tab has a review to show. */
export const hasReview = (template: ReviewTemplate): boolean =>
  Number(template.fStatus) === enums.OverallEvaluationStatus.evaluated && template.values !== undefined;
