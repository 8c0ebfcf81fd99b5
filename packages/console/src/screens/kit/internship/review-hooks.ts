import { enums } from '@practice/sdk/contract';
import type { ReviewTemplate } from '@practice/ui-kit';
import { useCallback, useMemo, useState } from 'react';
import { useLoaded } from '../../../data/use-loaded.js';
import { loadCourseReviews, loadReviewTemplates, loadStudentReview } from './review-data.js';
import { reviewIndex } from './reviews.js';

/** What a course's review templates are read from: the course (its batch) and the batch's templates. */
const TEMPLATES = ['InternshipInfo', 'TemplateInfo'];
/** The reviews given: a save writes the items, and the review's status with them. */
const REVIEWS = ['InternshipStudentGeneralReview', 'InternshipStudentGeneralReviewItem'];

/** The course's review templates and all its students' reviews, read again after any review is saved. */
export function useCourseReviews(courseId: string | undefined) {
  const templates = useLoaded(
    courseId ? `review templates ${courseId}` : null,
    () => loadReviewTemplates(courseId ?? ''),
    { reads: TEMPLATES },
  );
  const reviews = useLoaded(
    courseId ? `course reviews ${courseId}` : null,
    () => loadCourseReviews(courseId ?? ''),
    { keepLast: true, reads: REVIEWS },
  );
  const index = useMemo(() => reviewIndex(reviews.value ?? []), [reviews.value]);
  return { templates: templates.value ?? null, failed: templates.status === 'failed', index };
}

/**
 * One student's review tabs, with what was saved in each. Read once per student: the forms in the tabs hold
 * what the tutor is typing, so a save marks its tab reviewed instead of reading every tab again.
 */
export function useStudentReview(courseId: string | undefined, studentId: string | undefined) {
  const loaded = useLoaded(
    courseId && studentId ? `student review ${courseId} ${studentId}` : null,
    async () => loadStudentReview(studentId ?? '', await loadReviewTemplates(courseId ?? '')),
    { reads: [] },
  );
  const [reviewed, setReviewed] = useState<ReadonlySet<string>>(new Set());
  const tabs = useMemo<ReviewTemplate[] | null>(
    () =>
      loaded.value?.map((t) =>
        reviewed.has(`${studentId} ${t.fTemplateInfoId}`)
          ? { ...t, fStatus: enums.OverallEvaluationStatus.evaluated }
          : t,
      ) ?? null,
    [loaded.value, reviewed, studentId],
  );
  /** After a tab was saved: its status tag says so without reading the form again. */
  const markReviewed = useCallback(
    (templateId: string) => setReviewed((set) => new Set([...set, `${studentId} ${templateId}`])),
    [studentId],
  );
  return {
    tabs,
    loading: loaded.status === 'loading' || loaded.status === 'idle',
    failed: loaded.status === 'failed',
    markReviewed,
  };
}
