import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Loading, TemplateForm } from '@practice/ui-kit';
import { fileUrl } from '../../../files/uploads.js';
import { usePageRoute } from '../../../permission/index.js';
import { MissingScope, useRouteScope } from '../../kit/index.js';
import { useStudentReview } from '../../kit/internship/review-hooks.js';
import { ReviewTabList } from '../../kit/internship/review-tabs.js';
import { hasReview, NOT_REVIEWED } from './parts/own-review.js';
import { OWN_SCOPE } from './parts/student-links.js';

/**
 * 综合评价 (SPEC 2.3 overall-evaluation-student): the student's overall review, one tab per review template
 * of the course with its status, in pretty read-only text.
 */
export default function StudentOverallReviewScreen() {
  const route = usePageRoute();
  const scope = useRouteScope(OWN_SCOPE);
  const { fInternshipInfoId: courseId, fInternshipStudentId: studentId } = scope.values;
  const review = useStudentReview(courseId, studentId);
  if (!scope.complete) return <MissingScope />;
  const tabs = review.tabs;
  return (
    <Stack gap="4" data-screen="overall-evaluation-student" minW="0">
      <Heading size="md">{route?.title ?? '综合评价'}</Heading>
      {review.loading ? (
        <Loading size="sm" />
      ) : !tabs ? (
        <Text color="fg.error">评价加载失败</Text>
      ) : tabs.length === 0 ? (
        <Text color="fg.muted">暂无评价模板</Text>
      ) : (
        <Tabs.Root defaultValue={tabs[0]?.fTemplateInfoId ?? null} variant="line">
          <ReviewTabList tabs={tabs} />
          {tabs.map((t) => (
            <Tabs.Content key={t.fTemplateInfoId} value={t.fTemplateInfoId} maxW="3xl">
              {hasReview(t) ? (
                <TemplateForm
                  items={t.items}
                  {...(t.values ? { values: t.values } : {})}
                  mode="pretty"
                  hideSubmit
                  previewUrl={fileUrl}
                />
              ) : (
                <Text color="fg.muted">{NOT_REVIEWED}</Text>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Stack>
  );
}
