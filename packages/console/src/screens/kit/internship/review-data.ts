import type { ReviewTemplate, TemplateValues } from '@practice/ui-kit';
import { authStore } from '../../../stores/auth.js';
import { callOperation } from '../../entity-list/index.js';
import {
  type BodyDictionary,
  bodyDictionaryOf,
  type ReviewRow,
  type ReviewTemplateDef,
  reviewIndex,
  reviewSubmission,
  reviewTemplatesOf,
  sheetLockOf,
  type TemplateRow,
} from './reviews.js';
import { ALL, templateItems } from './work-data.js';

/** The save of the review dialog and page (SPEC 7.3). */
export const SAVE_REVIEW = 'InternshipStudentGeneralReviewItem_EditInternshipStudentGeneralReviewItemList';

/** The course's review templates with their items: the tabs of every student's review. */
export async function loadReviewTemplates(courseId: string): Promise<ReviewTemplateDef[]> {
  const course = await callOperation('GetInternshipInfoModel', { fInternshipInfoId: courseId });
  const batch = course.fTemplateBatchInfoId;
  if (!batch) return [];
  const page = await callOperation('GetTemplateInfoPageList', { ...ALL, fTemplateBatchInfoId: batch });
  const templates = reviewTemplatesOf(page.List as TemplateRow[]);
  return Promise.all(
    templates.map(async (t) => ({
      fTemplateInfoId: t.fTemplateInfoId,
      cTemplateName: t.cTemplateName ?? '',
      fTemplateType: t.fTemplateType ?? null,
      items: await templateItems(t.fTemplateInfoId),
    })),
  );
}

/** Every review of the course (a few per student): the list's status cells come from one read. */
export async function loadCourseReviews(courseId: string): Promise<ReviewRow[]> {
  const page = await callOperation('GetInternshipStudentGeneralReviewPageList', {
    ...ALL,
    fInternshipInfoId: courseId,
  });
  return page.List as ReviewRow[];
}

async function reviewValues(reviewId: string): Promise<TemplateValues> {
  const page = await callOperation('GetInternshipStudentGeneralReviewItemPageList', {
    ...ALL,
    fInternshipStudentGeneralReviewId: reviewId,
  });
  return Object.fromEntries(page.List.map((line) => [line.fTemplateItemId, line.cContent ?? '']));
}

/**
 * One student's tabs: each template with what was saved and its status. The list row's bodyDictionary is
 * used when given; the student's page reads the reviews itself.
 */
export async function loadStudentReview(
  studentId: string,
  templates: readonly ReviewTemplateDef[],
  dictionary?: BodyDictionary,
): Promise<ReviewTemplate[]> {
  const entries =
    dictionary ??
    bodyDictionaryOf(
      studentId,
      templates,
      reviewIndex(
        (
          await callOperation('GetInternshipStudentGeneralReviewPageList', {
            ...ALL,
            fInternshipStudentId: studentId,
          })
        ).List as ReviewRow[],
      ),
    );
  return Promise.all(
    templates.map(async (t) => {
      const reviewId = entries[t.fTemplateInfoId]?.fInternshipStudentGeneralReviewId;
      const lockedReason = sheetLockOf(authStore.user?.roles ?? [], t.fTemplateType);
      return {
        ...t,
        ...(lockedReason ? { lockedReason } : {}),
        fStatus: entries[t.fTemplateInfoId]?.fStatus ?? null,
        ...(reviewId ? { values: await reviewValues(reviewId) } : {}),
      };
    }),
  );
}

export const saveReview = (studentId: string, template: ReviewTemplateDef, values: TemplateValues) =>
  callOperation(SAVE_REVIEW, reviewSubmission(studentId, template, values) as never);
