import type { EntityColumns, TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { usePageButtons } from '../../../permission/index.js';
import { EntityListScreen, idOf, type ListActions } from '../../entity-list/index.js';
import { ApplyDialog } from './parts/apply-dialog.js';
import { CHAIN_HANDLERS, ChainStatus, chainText, isExpired, JOB_KEY, postState } from './parts/job-chain.js';
import { JobDetailDialog, JobNameLink } from './parts/job-detail.js';

/**
 * 招聘信息 (/practice/cloud-recruitment/list): the job board. Posters (enterprise tutors, schools) write
 * posts on the edit page and move them along the chain one step per button; the status column shows the
 * chain's last applicable text. Students see published posts, read one by its name and send a resume.
 */
const APPLICATIONS = ['CloudRecruitmentApply'];

export default function CloudRecruitmentListScreen() {
  const buttons = usePageButtons();
  const [applying, setApplying] = useState<TableRow | null>(null);
  const [reading, setReading] = useState<TableRow | null>(null);
  // Posters follow the count to the resumes received; students have no such page.
  const poster = buttons.has('RefreshCloudRecruitmentIDS');

  const columns = useMemo<EntityColumns<'CloudRecruitment'>>(
    () => ({
      cJobName: { width: 200, render: (row) => <JobNameLink row={row} onOpen={setReading} /> },
      // A phone's card tags the post by where it stands in the chain, not by its range (全平台 / 校内), and
      // says what a student weighs: who hires, for how much, where.
      fStatus: { title: '状态', render: (row) => <ChainStatus row={row} />, text: chainText, card: 'status' },
      cCompanyName: { card: 'field' },
      cSalary: { card: 'field' },
      cCity: { card: 'field' },
      fIsPublish: { hidden: true },
      fIsFinished: { hidden: true },
      fApplyCount: poster
        ? { link: { child: 'resume-list', fields: [JOB_KEY], header: ['cJobName'] } }
        : { hidden: true },
      tCreateDate: { hidden: true },
    }),
    [poster],
  );

  const handlers: ListActions = {
    AddCloudRecruitment: { need: 'none', run: (_rows, { openChild }) => openChild('edit') },
    EditCloudRecruitment: {
      need: 'one',
      run: ([row], { openChild }) => row && openChild('edit', { [JOB_KEY]: idOf(row, JOB_KEY) }),
    },
    ...CHAIN_HANDLERS,
    AddCloudRecruitmentApply: {
      need: 'one',
      run: ([row]) => row && setApplying(row),
      shown: (rows) => rows.every((r) => postState(r) === 'recruiting' && !isExpired(r)),
    },
  };

  return (
    // A post's row counts its applications (and shows the student's own): one sent refreshes it.
    <EntityListScreen
      entity="CloudRecruitment"
      columns={columns}
      handlers={handlers}
      alsoReads={APPLICATIONS}
    >
      <JobDetailDialog row={reading} onClose={() => setReading(null)} />
      <ApplyDialog post={applying} onClose={() => setApplying(null)} />
    </EntityListScreen>
  );
}
