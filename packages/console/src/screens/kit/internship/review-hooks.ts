import { enums } from '@practice/sdk/contract';
import type { ReviewTemplate } from '@practice/ui-kit';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { loadCourseReviews, loadReviewTemplates, loadStudentReview } from './review-data.js';
import { type ReviewRow, type ReviewTemplateDef, reviewIndex } from './reviews.js';

/** A read that may fail (the SDK shows why): null while it runs. */
type Loaded<T> = { value: T | null; failed: boolean } | null;

/** The course's review templates and all its students' reviews; `reload` after a save reads the reviews again. */
export function useCourseReviews(courseId: string | undefined) {
  const [templates, setTemplates] = useState<Loaded<ReviewTemplateDef[]>>(null);
  const [reviews, setReviews] = useState<ReviewRow[]>([]);
  useEffect(() => {
    if (!courseId) return;
    loadReviewTemplates(courseId).then(
      (value) => setTemplates({ value, failed: false }),
      () => setTemplates({ value: null, failed: true }),
    );
  }, [courseId]);
  const reload = useCallback(() => {
    if (courseId) loadCourseReviews(courseId).then(setReviews, () => undefined);
  }, [courseId]);
  useEffect(reload, [reload]);
  const index = useMemo(() => reviewIndex(reviews), [reviews]);
  return { templates: templates?.value ?? null, failed: templates?.failed ?? false, index, reload };
}

/** One student's review tabs, with what was saved in each. */
export function useStudentReview(courseId: string | undefined, studentId: string | undefined) {
  const [tabs, setTabs] = useState<Loaded<ReviewTemplate[]>>(null);
  useEffect(() => {
    if (!courseId || !studentId) return;
    loadReviewTemplates(courseId)
      .then((templates) => loadStudentReview(studentId, templates))
      .then(
        (value) => setTabs({ value, failed: false }),
        () => setTabs({ value: null, failed: true }),
      );
  }, [courseId, studentId]);
  /** After a tab was saved: its status tag says so without reading the form again. */
  const markReviewed = useCallback((templateId: string) => {
    setTabs((current) =>
      current?.value
        ? {
            ...current,
            value: current.value.map((t) =>
              t.fTemplateInfoId === templateId
                ? { ...t, fStatus: enums.OverallEvaluationStatus.evaluated }
                : t,
            ),
          }
        : current,
    );
  }, []);
  return { tabs: tabs?.value ?? null, loading: tabs === null, failed: tabs?.failed ?? false, markReviewed };
}
