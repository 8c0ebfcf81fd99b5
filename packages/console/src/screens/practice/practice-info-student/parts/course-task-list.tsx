import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { TableRow } from '@practice/ui-kit';
import { RecordDetails } from '../../../kit/index.js';

/** What a student reads of a task before handing it in. */
const TASK_KEYS = ['cTaskName', 'tStartDate', 'tEndDate', 'fFullScore', 'cFilePath'] as const;

/** The course's tasks under the student's hand-ins: what is asked and by when. */
export function CourseTaskList({ tasks }: { tasks: readonly TableRow[] | null }) {
  if (tasks === null) return null;
  return (
    <Stack gap="3" as="section" aria-label="课程任务" data-testid="course-tasks">
      <Heading size="sm">课程任务</Heading>
      {tasks.length === 0 ? (
        <Text color="fg.muted">暂无课程任务</Text>
      ) : (
        tasks.map((task) => (
          <Box key={String(task.cPracticeTaskId)} borderWidth="1px" borderRadius="md" p="3" minW="0">
            <RecordDetails entity="PracticeTask" row={task} keys={TASK_KEYS} />
            {task.cContent ? (
              <Text mt="3" fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {String(task.cContent)}
              </Text>
            ) : null}
          </Box>
        ))
      )}
    </Stack>
  );
}
