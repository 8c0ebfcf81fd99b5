import { Box, Button } from '@chakra-ui/react';
import type { EntityColumns } from '@practice/ui-kit';
import { useReducer, useState } from 'react';
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

const bump = (n: number) => n + 1;

/**
 * 实习日志 (SPEC 2.3 diaries): the course's diaries, newest first, with their review state and comment.
 * 批量下载 and 打包下载 pack the ticked diaries; 待批阅 opens the review queue for those who may review.
 */
export default function DiariesScreen() {
  const scope = useRouteScope(COURSE_SCOPE);
  const canReview = useSiblingButton('student-diaries', 'EditInternshipDiary');
  const [queueOpen, setQueueOpen] = useState(false);
  const [version, reload] = useReducer(bump, 0);
  const courseId = scope.values.fInternshipInfoId;
  return (
    <Box position="relative">
      {canReview && courseId && (
        <Button
          position="absolute"
          top="0"
          right="0"
          size="sm"
          colorPalette="brand"
          onClick={() => setQueueOpen(true)}
        >
          待批阅
        </Button>
      )}
      <ScopedListScreen
        entity="InternshipDiary"
        scope={COURSE_SCOPE}
        columns={COLUMNS}
        handlers={DIARY_DOWNLOADS}
        reloadKey={version}
      >
        {courseId && (
          <ReviewQueue
            open={queueOpen}
            courseId={courseId}
            onClose={(changed) => {
              setQueueOpen(false);
              if (changed) reload();
            }}
          />
        )}
      </ScopedListScreen>
    </Box>
  );
}
