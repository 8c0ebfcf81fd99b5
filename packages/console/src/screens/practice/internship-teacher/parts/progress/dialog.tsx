import { Alert, Stack, Text } from '@chakra-ui/react';
import { AppDialog, DataTable, Loading, type PageParams } from '@practice/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { entityNamed, reportExport } from '../../../../entity-list/index.js';
import { type CourseDue, courseProgress, type ProgressRow } from './counts.js';
import { loadProgress, localDay, TooManyRows } from './load.js';
import { PROGRESS_COLUMNS, PROGRESS_SEARCH, progressPage } from './table.js';

export interface CourseProgressDialogProps {
  open: boolean;
  onClose: () => void;
  /** The course counted. */
  internshipInfoId: string;
  /** The dialog's title (the course list words it, with the course's name). */
  title: string;
}

type State =
  | { status: 'loading' }
  | { status: 'ready'; due: CourseDue; rows: ProgressRow[]; today: string }
  | { status: 'failed'; message: string };

const LOAD_FAILED = '进度数据加载失败，请稍后重试';

/** What counts as due, so that a tutor reads the numbers as they were counted. */
const dueText = (due: CourseDue, today: string) =>
  `截至 ${today}：实习共 ${due.weeks} 周，已结束 ${due.dueWeeks} 周（每周应交日志）；总结任务 ${due.tasks} 项，已截止 ${due.dueTasks} 项；评价模板 ${due.reviewTemplates} 个。`;

/**
 * An internship course's progress per student: diaries, summaries and reviews handed in, reviewed and
 * missing, with what is missing spelled out. Opened from the course list; counted afresh at each opening.
 */
export function CourseProgressDialog({ open, onClose, internshipInfoId, title }: CourseProgressDialogProps) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!open) return;
    let live = true;
    const today = localDay();
    loadProgress(internshipInfoId, today).then(
      (input) => live && setState({ status: 'ready', today, ...courseProgress(input) }),
      // A refused call has had its toast from the SDK; the dialog says why it shows no counts.
      (error: unknown) =>
        live &&
        setState({ status: 'failed', message: error instanceof TooManyRows ? error.message : LOAD_FAILED }),
    );
    return () => {
      live = false;
      // The next opening (perhaps of another course) must not show these counts while it counts its own.
      setState({ status: 'loading' });
    };
  }, [open, internshipInfoId]);

  const rows = state.status === 'ready' ? state.rows : null;
  const fetchPage = useCallback(
    (params: PageParams) => Promise.resolve(progressPage(rows ?? [], params)),
    [rows],
  );

  return (
    <AppDialog open={open} onClose={onClose} title={title} size="large" modalLock={false}>
      {state.status === 'loading' && <Loading label="正在统计" />}
      {state.status === 'failed' && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{state.message}</Alert.Title>
        </Alert.Root>
      )}
      {state.status === 'ready' && (
        <Stack gap="3" data-testid="course-progress">
          <Text fontSize="sm" color="fg.muted">
            {dueText(state.due, state.today)}
          </Text>
          <DataTable<ProgressRow>
            tableId="course-progress"
            rowKey="fInternshipStudentId"
            columns={PROGRESS_COLUMNS}
            fetchPage={fetchPage}
            searchFields={PROGRESS_SEARCH}
            dateRange={false}
            selectable={false}
            exportable
            exportFileName={title}
            // The students' names and missing work, read from their course's internship students.
            onExported={(exported, fileName) =>
              void reportExport({
                entity: entityNamed('InternshipStudent'),
                rows: exported,
                fileName,
                query: { fInternshipInfoId: internshipInfoId },
              })
            }
            height={480}
          />
        </Stack>
      )}
    </AppDialog>
  );
}
