import { CellButton, type ColumnOverrides, notify, type TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import {
  bulkCall,
  callOperation,
  EntityListScreen,
  idOf,
  type ListActions,
  listedEntity,
} from '../../entity-list/index.js';
import { linkSetColumn } from '../../kit/link-set-column.js';
import { type LectureArea, useLectureArea, watchable } from './parts/lecture-area.js';
import { LectureCommentDialog } from './parts/lecture-comment-dialog.js';
import { LecturePlayer } from './parts/lecture-player.js';

/** The list's columns: the lecture's pages for its lecturers, its recordings for everyone. */
function columnsOf(area: LectureArea, watch: (row: TableRow) => void): ColumnOverrides {
  return {
    cTitle: { width: 240 },
    // 列设置 brings these back; the table keeps to what tells one lecture from another.
    cSchoolName: { hidden: true },
    fSchoolId: { hidden: true },
    tEndDate: { hidden: true },
    cAddress: { hidden: true },
    fMaxEnroll: { hidden: true },
    cSpeakerIntro: false,
    cCover: false,
    cContent: false,
    tEnrollEndDate: { hidden: true },
    fViewCount: { hidden: true },
    cCreateUserName: { hidden: true },
    tCreateDate: { hidden: true },
    _watch: {
      title: '回放',
      sortable: false,
      searchable: false,
      width: 90,
      text: () => '',
      pin: 'end',
      render: (row) =>
        watchable(row) ? (
          <CellButton look="outline" onPress={() => watch(row)}>
            观看
          </CellButton>
        ) : (
          '—'
        ),
    },
    _pages: linkSetColumn('讲座管理', area.pages, [area.key], ['cTitle']),
  };
}

/**
 * 创新活动 / 生涯规划讲座 / 研讨会 (/practice/cloud-innovation|cloud-careerPlanning|cloud-seminar/list): one
 * view for the three lecture areas. Lecturers add and edit lectures (in-school or whole platform) and open
 * each one's videos, comments, enrolments and viewers; the school admin then the platform admin review
 * them (lectureStatus); students see the passed ones, enrol (报名), comment and watch the recordings.
 */
export default function LectureListScreen() {
  const area = useLectureArea();
  const [watching, setWatching] = useState<TableRow | null>(null);
  const [commenting, setCommenting] = useState<TableRow | null>(null);
  const columns = useMemo(() => columnsOf(area, setWatching), [area]);
  const { entity, key } = area;
  const handlers: ListActions = {
    [`Add${entity}`]: { need: 'none', run: (_rows, { openChild }) => openChild('edit') },
    [`Edit${entity}`]: {
      need: 'one',
      run: ([row], { openChild }) => row && openChild('edit', { [key]: idOf(row, key) }),
    },
    [`Auth${entity}IDS`]: bulkCall(`Auth${entity}IDS`, { key }),
    [`UnAuth${entity}IDS`]: bulkCall(`UnAuth${entity}IDS`, { key }),
    [`Add${entity}Enrollment`]: {
      need: 'one',
      // A refusal (报名已截止, 人数已满, 请勿重复报名) is the SDK's toast.
      run: ([row]) =>
        row &&
        callOperation(`Add${entity}Enrollment`, { [key]: idOf(row, key) }).then(
          () => notify('success', '报名成功!'),
          () => undefined,
        ),
    },
    [`Add${entity}Comment`]: { need: 'one', run: ([row]) => row && setCommenting(row) },
  };
  return (
    // A lecture's row counts its enrolments (and shows the student's own): 报名 refreshes it.
    <EntityListScreen
      entity={listedEntity(entity)}
      columns={columns}
      handlers={handlers}
      alsoReads={[`${entity}Enrollment`]}
    >
      <LecturePlayer area={area} lecture={watching} onClose={() => setWatching(null)} />
      <LectureCommentDialog area={area} lecture={commenting} onClose={() => setCommenting(null)} />
    </EntityListScreen>
  );
}
