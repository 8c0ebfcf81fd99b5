import { CellButton, type EntityColumns, type TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EntityListScreen, type ListActions } from '../../entity-list/index.js';
import { batchDownloadAction } from '../../kit/index.js';
import { JOB_KEY } from './parts/job-chain.js';
import { APPLY_KEY, MarkDialog } from './parts/mark-dialog.js';
import { ResumeDialog } from './parts/resume-preview.js';

const BATCH_DOWNLOAD: ListActions = {
  // 批量下载: each chosen application's resume as it was sent, one folder per applicant, in one zip.
  BatchDownloadCloudRecruitmentApply: batchDownloadAction('BatchDownloadCloudRecruitmentApply', {
    need: 'any',
    input: (rows) => ({ ids: rows.map((r) => String(r[APPLY_KEY])) }),
  }),
};

/**
 * 收到的简历 (/practice/cloud-recruitment/resume-list): the resumes sent to the caller's posts (all of them
 * from the menu, one post's from its 投递人数 link). 查看 opens the resume as sent; 批量下载 packs the files.
 */
export default function ReceivedResumesScreen() {
  const [params] = useSearchParams();
  const post = params.get(JOB_KEY) ?? '';
  const filter = useMemo(() => (post ? { [JOB_KEY]: post } : {}), [post]);
  const [reading, setReading] = useState<TableRow | null>(null);
  const [marking, setMarking] = useState<TableRow[] | null>(null);
  const handlers: ListActions = {
    MarkCloudRecruitmentApplyIDS: { need: 'any', run: (rows) => setMarking(rows) },
    ...BATCH_DOWNLOAD,
  };
  const columns = useMemo<EntityColumns<'CloudRecruitmentApply'>>(
    () => ({
      cRealName: {
        render: (row) => (
          <CellButton onPress={() => setReading(row)}>{String(row.cRealName ?? '')}</CellButton>
        ),
      },
      cResumeName: { title: '简历', width: 180 },
      fUserId: { hidden: true },
    }),
    [],
  );
  return (
    <EntityListScreen entity="CloudRecruitmentApply" columns={columns} handlers={handlers} filter={filter}>
      <MarkDialog rows={marking} onClose={() => setMarking(null)} />
      <ResumeDialog
        resumeId={reading ? String(reading.cCloudResumeId) : null}
        title={`查看简历：${String(reading?.cRealName ?? '')}（${String(reading?.cJobName ?? '')}）`}
        file={String(reading?.cFilePath ?? '')}
        message={String(reading?.cMessage ?? '')}
        onClose={() => setReading(null)}
      />
    </EntityListScreen>
  );
}
