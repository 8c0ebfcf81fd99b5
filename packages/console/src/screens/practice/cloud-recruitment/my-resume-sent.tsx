import { Badge } from '@chakra-ui/react';
import type { EntityColumns, TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { useLoaded } from '../../../data/use-loaded.js';
import { sdk } from '../../../sdk.js';
import { EntityListScreen } from '../../entity-list/index.js';
import { ChainStatus, chainText, JOB_KEY } from './parts/job-chain.js';
import { JobDetailDialog, JobNameLink } from './parts/job-detail.js';

/** The board as the student sees it now (published posts), by key: what became of each post applied to. */
function useBoard(): ReadonlyMap<string, TableRow> {
  const loaded = useLoaded(
    'GetCloudRecruitmentPageList whole board',
    () =>
      sdk
        .GetCloudRecruitmentPageList({ pageNumber: 1, pageSize: 999999 })
        .then((page) => new Map(page.List.map((r) => [String(r[JOB_KEY]), r as TableRow]))),
    { reads: ['CloudRecruitment'] },
  );
  return loaded.value ?? NO_POSTS;
}

const NO_POSTS: ReadonlyMap<string, TableRow> = new Map();

/** A post taken off the board after the student applied: its publisher withdrew it. */
const WITHDRAWN = '已取消发布';

/**
 * 我的投递 (/practice/cloud-recruitment/my-resume-sent): what the student sent where, and where each post
 * stands now (招聘中, 已结束, or taken off the board); 撤回投递 withdraws one. Posts are applied to from
 * 招聘信息 (投递简历).
 */
export default function MyApplicationsScreen() {
  const board = useBoard();
  const [reading, setReading] = useState<TableRow | null>(null);
  const columns = useMemo<EntityColumns<'CloudRecruitmentApply'>>(() => {
    const post = (row: TableRow) => board.get(String(row[JOB_KEY]));
    return {
      cJobName: {
        width: 180,
        render: (row) => {
          const found = post(row);
          return found ? <JobNameLink row={found} onOpen={setReading} /> : String(row.cJobName ?? '');
        },
      },
      _postStatus: {
        title: '职位状态',
        // Where the post stands is the student's question: it is the tag of a phone's card.
        card: 'status',
        render: (row) => {
          const found = post(row);
          return found ? <ChainStatus row={found} /> : <Badge variant="outline">{WITHDRAWN}</Badge>;
        },
        text: (row) => {
          const found = post(row);
          return found ? chainText(found) : WITHDRAWN;
        },
      },
      fUserId: false,
      cRealName: false,
      cMobile: false,
      fSchoolId: { hidden: true },
      cSchoolName: { hidden: true },
    };
  }, [board]);
  return (
    <EntityListScreen entity="CloudRecruitmentApply" columns={columns}>
      <JobDetailDialog row={reading} onClose={() => setReading(null)} />
    </EntityListScreen>
  );
}
