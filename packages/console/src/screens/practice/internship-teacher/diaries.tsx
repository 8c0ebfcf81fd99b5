import { Button } from '@chakra-ui/react';
import type { EntityColumns } from '@practice/ui-kit';
import { useState } from 'react';
import { ScopedListScreen, useRouteScope } from '../../kit/index.js';
import { COURSE_SCOPE } from '../../kit/internship/work-scope.js';
import { ReviewQueue } from './parts/diaries/review-queue.js';
import { DIARY_DOWNLOADS } from './parts/downloads/work-downloads.js';
import { useSiblingButton } from './parts/page-toolbar.js';

// A student's name opens that student's diaries (where 批阅 is); the course is the page's header.
const COLUMNS: EntityColumns<'InternshipDiary'> = {
  cInternshipName: false,
  cTemplateName: { hidden: true },
  tCreateDate: { hidden: true },
  cComment: {},
  cRealName: { link: { child: 'student-diaries', fields: ['fInternshipStudentId', 'fInternshipInfoId'] } },
};

/**
 * 实习日志 (SPEC 2.3 diaries): the course's diaries, newest first, with their review state and comment.
 * 批量下载 and 打包下载 pack the ticked diaries; 待批阅 opens the review queue for those who may review.
 */
export default function DiariesScreen() {
  const scope = useRouteScope(COURSE_SCOPE);
  const canReview = useSiblingButton('student-diaries', 'EditInternshipDiary');
  const [queueOpen, setQueueOpen] = useState(false);
  const courseId = scope.values.fInternshipInfoId;
  // The verdicts given in the queue refresh the list through the writes themselves (src/data).
  return (
    <ScopedListScreen
      entity="InternshipDiary"
      scope={COURSE_SCOPE}
      columns={COLUMNS}
      handlers={DIARY_DOWNLOADS}
      actions={
        canReview &&
        courseId && (
          <Button size="sm" colorPalette="brand" onClick={() => setQueueOpen(true)}>
            待批阅
          </Button>
        )
      }
    >
      {courseId && <ReviewQueue open={queueOpen} courseId={courseId} onClose={() => setQueueOpen(false)} />}
    </ScopedListScreen>
  );
}
