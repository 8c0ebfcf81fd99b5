import { Heading, Stack, Text } from '@chakra-ui/react';
import { Loading, lateDaysOf, notify, SafeHtml } from '@practice/ui-kit';
import { useState } from 'react';
import { useLoaded } from '../../../data/use-loaded.js';
import { usePageRoute } from '../../../permission/index.js';
import { MissingScope, RecordDetails, useRouteScope } from '../../kit/index.js';
import { FileUpdateDialog } from '../../kit/internship/file-update-dialog.js';
import { recordOf } from '../../kit/internship/work-data.js';
import { PageToolbar } from './parts/page-toolbar.js';
import { GradeDialog } from './parts/summary/grade-dialog.js';
import { gradeProblem } from './parts/summary/grading.js';

const SCOPE = ['fInternshipSummaryId'] as const;
const GRADE = 'GiveInternshipSummaryGrade';
const UPDATE_FILE = 'UpdateInternshipSummaryFile';
const FIELDS = [
  'cTaskName',
  'cTitle',
  'cRealName',
  'cNumber',
  'cClassName',
  'fStatus',
  'tSubmitDate',
  'cFilePath',
  'fGrade',
  'cComment',
];

/** A summary handed in late also shows its 逾期 N 天, beside its submit time. */
const LATE_FIELDS = FIELDS.flatMap((f) => (f === 'tSubmitDate' ? [f, 'fLateDays'] : [f]));

/**
 * 总结详情 (SPEC 2.3 summary-detail): one summary with its file and grade. 评分 grades it (a handed-in
 * summary only) and 更新附件 replaces its file (UpdateInternshipSummaryFile with the row and the new path).
 */
export default function SummaryDetailScreen() {
  const route = usePageRoute();
  const scope = useRouteScope(SCOPE);
  const id = scope.values.fInternshipSummaryId;
  const loaded = useLoaded(
    id ? `GetInternshipSummaryModel ${id}` : null,
    () => recordOf('InternshipSummary', 'fInternshipSummaryId', id ?? ''),
    { reads: ['InternshipSummary'] },
  );
  const [dialog, setDialog] = useState<'grade' | 'file' | null>(null);

  if (!scope.complete) return <MissingScope />;
  const row = loaded.value ?? null;
  const grade = () => {
    if (!row) return;
    const problem = gradeProblem(row);
    if (problem) notify('warning', problem);
    else setDialog('grade');
  };
  const content = typeof row?.cContent === 'string' ? row.cContent : '';
  return (
    <Stack gap="4" data-screen="summary-detail">
      <Heading size="md">{route?.title ?? '总结详情'}</Heading>
      {loaded.status === 'loading' || loaded.status === 'idle' ? (
        <Loading size="sm" />
      ) : !row ? (
        <Text color="fg.error">总结加载失败</Text>
      ) : (
        <>
          <PageToolbar
            actions={{
              [GRADE]: grade,
              [UPDATE_FILE]: () => setDialog('file'),
            }}
          />
          <RecordDetails
            entity="InternshipSummary"
            row={row}
            keys={lateDaysOf(row.fLateDays) ? LATE_FIELDS : FIELDS}
          />
          <Stack gap="2">
            <Text fontWeight="semibold">总结内容</Text>
            {content ? (
              <SafeHtml
                borderWidth="1px"
                borderRadius="md"
                p="4"
                css={{ '& img': { maxWidth: '100%' }, '& p': { marginBottom: '2' } }}
                html={content}
              />
            ) : (
              <Text color="fg.muted">未填写</Text>
            )}
          </Stack>
        </>
      )}
      <GradeDialog summary={dialog === 'grade' ? row : null} onClose={() => setDialog(null)} />
      <FileUpdateDialog summary={dialog === 'file' ? row : null} onClose={() => setDialog(null)} />
    </Stack>
  );
}
