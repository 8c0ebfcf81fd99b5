import { enums } from '@practice/sdk/contract';
import { notify, OverallReviewDialog, type ReviewTemplate, type TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { fileUrl, uploaderFor } from '../../../files/uploads.js';
import type { ListActions } from '../../entity-list/index.js';
import { ScopedListScreen, useRouteScope } from '../../kit/index.js';
import { loadStudentReview, SAVE_REVIEW, saveReview } from '../../kit/internship/review-data.js';
import { useCourseReviews } from '../../kit/internship/review-hooks.js';
import { bodyDictionaryOf } from '../../kit/internship/reviews.js';
import { COURSE_SCOPE } from '../../kit/internship/work-scope.js';
import { EXPORT_GRADES } from './parts/downloads/work-downloads.js';
import { REVIEW_SEARCH, reviewColumns } from './parts/evaluation/review-columns.js';

const upload = uploaderFor('file');

type Reviewing = { student: TableRow; tabs: ReviewTemplate[] };

/**
 * 综合评价 (SPEC 2.3 overall-evaluation): the course's students, one status per review template. 评价
 * opens the review dialog (a tab per template, its values as saved); 导出成绩 downloads the grade workbook of
 * the ticked students, or of the whole course.
 */
export default function OverallEvaluationScreen() {
  const scope = useRouteScope(COURSE_SCOPE);
  const course = useCourseReviews(scope.values.fInternshipInfoId);
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  const columns = useMemo(
    () => reviewColumns(course.templates ?? [], course.index),
    [course.templates, course.index],
  );

  const open = async (student: TableRow) => {
    const templates = course.templates;
    if (!templates) return;
    const id = String(student.fInternshipStudentId);
    // The row's bodyDictionary names each template's review: only its items are read.
    const tabs = await loadStudentReview(id, templates, bodyDictionaryOf(id, templates, course.index));
    setReviewing({ student, tabs });
  };
  const submit = async (templateId: string, values: Record<string, string>) => {
    const template = reviewing?.tabs.find((t) => t.fTemplateInfoId === templateId);
    if (!reviewing || !template) return;
    await saveReview(String(reviewing.student.fInternshipStudentId), template, values);
    setReviewing({
      ...reviewing,
      tabs: reviewing.tabs.map((t) =>
        t.fTemplateInfoId === templateId ? { ...t, fStatus: enums.OverallEvaluationStatus.evaluated } : t,
      ),
    });
    // The status cells read the course's reviews, which the save made stale: they refresh by themselves.
  };
  const handlers: ListActions = {
    [SAVE_REVIEW]: {
      need: 'one',
      run: ([row]) => {
        if (!row) return;
        if (course.failed) notify('error', '评价模板加载失败');
        else if (!course.templates) notify('warning', '评价模板加载中,请稍后...');
        else void open(row).catch(() => undefined);
      },
    },
    ExportInternshipStudentGeneralReviewGrade: EXPORT_GRADES,
  };
  return (
    <ScopedListScreen
      entity="InternshipStudent"
      scope={COURSE_SCOPE}
      columns={columns}
      searchFields={REVIEW_SEARCH}
      handlers={handlers}
      exportable={false}
    >
      <OverallReviewDialog
        open={reviewing !== null}
        onClose={() => setReviewing(null)}
        title={`综合评价 - ${reviewing?.student.cRealName ?? ''}`}
        templates={reviewing?.tabs ?? []}
        onSubmit={submit}
        upload={upload}
        previewUrl={fileUrl}
      />
    </ScopedListScreen>
  );
}
