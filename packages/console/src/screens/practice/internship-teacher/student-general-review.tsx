import { Heading, Stack, Text } from '@chakra-ui/react';
import { SUBMIT_FAILED, SUBMIT_SUCCEEDED } from '@practice/sdk';
import {
  Loading,
  notify,
  type ReviewTemplate,
  reportFailure,
  type TableRow,
  type TemplateValues,
} from '@practice/ui-kit';
import { useId, useState } from 'react';
import { useOperationResult } from '../../../data/use-loaded.js';
import { usePageRoute } from '../../../permission/index.js';
import { MissingScope, useRouteScope } from '../../kit/index.js';
import { SAVE_REVIEW, saveReview } from '../../kit/internship/review-data.js';
import { useStudentReview } from '../../kit/internship/review-hooks.js';
import { ReviewTabs } from '../../kit/internship/review-tabs.js';
import { STUDENT_SCOPE } from '../../kit/internship/work-scope.js';
import { PageToolbar } from './parts/page-toolbar.js';

/**
 * 学生综合评价 (SPEC 2.3 student-general-review): one student's overall review as a page, the review
 * dialog's tabs; 保存评价 saves the tab on show (its required items checked first).
 */
export default function StudentGeneralReviewScreen() {
  const route = usePageRoute();
  const scope = useRouteScope(STUDENT_SCOPE);
  const { fInternshipInfoId: courseId, fInternshipStudentId: studentId } = scope.values;
  const review = useStudentReview(courseId, studentId);
  const student =
    useOperationResult<TableRow>(
      'GetInternshipStudentModel',
      studentId ? { fInternshipStudentId: studentId } : null,
    ).value ?? null;
  const [active, setActive] = useState<string | null>(null);
  const baseId = useId();
  const formIdOf = (templateId: string) => `${baseId}-review-${templateId}`;

  if (!scope.complete || !studentId) return <MissingScope />;
  const current = active ?? review.tabs?.[0]?.fTemplateInfoId ?? null;
  const submit = async (template: ReviewTemplate, values: TemplateValues) => {
    try {
      await saveReview(studentId, template, values);
    } catch (error) {
      reportFailure(error, SUBMIT_FAILED);
      throw error;
    }
    notify('success', SUBMIT_SUCCEEDED);
    review.markReviewed(template.fTemplateInfoId);
  };
  const save = () => {
    const locked = review.tabs?.find((t) => t.fTemplateInfoId === current)?.lockedReason;
    if (locked) return notify('warning', locked);
    const form = current ? document.getElementById(formIdOf(current)) : null;
    if (form instanceof HTMLFormElement) form.requestSubmit();
  };

  return (
    <Stack gap="4" data-screen="student-general-review">
      <Heading size="md">{route?.title ?? '学生综合评价'}</Heading>
      {student && (
        <Text color="fg.muted">
          {`${student.cRealName ?? ''}（${student.cNumber ?? ''}） · ${student.cClassName ?? ''} · ${student.cCompanyName ?? ''}`}
        </Text>
      )}
      {review.tabs && review.tabs.length > 0 && <PageToolbar actions={{ [SAVE_REVIEW]: save }} />}
      {review.loading ? (
        <Loading size="sm" />
      ) : review.tabs ? (
        <ReviewTabs
          tabs={review.tabs}
          active={current}
          onActive={setActive}
          formIdOf={formIdOf}
          onSubmit={submit}
        />
      ) : (
        <Text color="fg.error">评价加载失败</Text>
      )}
    </Stack>
  );
}
