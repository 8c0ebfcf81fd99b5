import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { SafeHtml, type TableRow } from '@practice/ui-kit';
import { useLoaded } from '../../../../data/use-loaded.js';
import { RecordDetails } from '../../../kit/index.js';
import { courseTasks } from './summary-tasks.js';

/** What a student reads of a task before writing for it: its name, its period and its file. */
const TASK_KEYS = ['cTaskName', 'tStartDate', 'tEndDate', 'cFilePath'] as const;

/** What is asked is the tutor's rich text: shown as written (sanitised), never as its markup. */
function Requirement({ html }: { html: unknown }) {
  if (typeof html !== 'string' || !html.trim()) return null;
  return (
    <Box mt="3" fontSize="sm" overflowWrap="anywhere" css={{ '& img': { maxW: 'full' } }}>
      <Text color="fg.muted" mb="1">
        任务要求
      </Text>
      <SafeHtml html={html} />
    </Box>
  );
}

/** The course's summary tasks under the student's summaries,. */
export function SummaryTaskList({ courseId }: { courseId: string }) {
  const loaded = useLoaded(courseId ? `summary tasks ${courseId}` : null, () => courseTasks(courseId));
  // A refused read was shown by the SDK; the section then says there is nothing to show.
  const tasks = loaded.status === 'failed' ? [] : (loaded.value as TableRow[] | undefined);
  if (!tasks) return null;
  return (
    <Stack gap="3" as="section" aria-label="总结任务" data-testid="summary-tasks">
      <Heading size="sm">总结任务</Heading>
      {tasks.length === 0 ? (
        <Text color="fg.muted">暂无总结任务</Text>
      ) : (
        tasks.map((task) => (
          <Box key={String(task.fInternshipSummaryTaskId)} borderWidth="1px" borderRadius="md" p="3" minW="0">
            <RecordDetails entity="InternshipSummaryTask" row={task} keys={TASK_KEYS} />
            <Requirement html={task.cRequirement} />
          </Box>
        ))
      )}
    </Stack>
  );
}
