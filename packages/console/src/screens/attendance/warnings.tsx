import { Link } from '@chakra-ui/react';
import { WarningStatus } from '@practice/sdk/contract';
import { type EntityColumns, notify, type TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { routesStore } from '../../stores/routes.js';
import { callOperation, EntityListScreen, type ListActions } from '../entity-list/index.js';
import { useLinkFilter } from '../kit/link-filter.js';
import { heldPaths, workAddress } from '../kit/work-links.js';
import { CloseWarningDialog } from './parts/close-warning-dialog.js';

/**
 * /attendance/warnings (预警, issue 29): the warnings the caller's scope shows, newest first, searched by
 * level, kind and status; 处理 opens the page that clears one, 关闭 closes one with a note, and 立即计算 (the
 * school's) runs the daily computation now. A reminder's link opens it filtered to the open ones.
 */
export default function AttendanceWarningsScreen() {
  const [closing, setClosing] = useState<TableRow | null>(null);
  const filter = useLinkFilter(['fWarningStatus', 'fWarningTarget', 'fInternshipInfoId', 'cWarningKind']);
  const { routes } = useSnapshot(routesStore);
  const held = useMemo(() => heldPaths(routes), [routes]);
  const columns = useMemo(
    (): EntityColumns<'AttendanceWarning'> => ({
      cTargetName: { card: 'title' },
      fWarningStatus: { card: 'status' },
      cWarningKind: { card: 'field' },
      cReason: { card: 'field' },
      fWarningLevel: { card: 'field' },
      fSchoolId: false,
      fUserId: false,
      fClosedUserId: false,
      _link: {
        title: '处理',
        width: 96,
        card: 'action',
        text: () => '',
        render: (row) => {
          const to = workAddress(String(row.cLink ?? ''), held);
          return to && Number(row.fWarningStatus) === WarningStatus.open ? (
            <Link asChild color="fg.info" minH="11" display="inline-flex" alignItems="center">
              <RouterLink to={to}>处理</RouterLink>
            </Link>
          ) : null;
        },
      },
    }),
    [held],
  );
  const handlers: ListActions = {
    CloseAttendanceWarning: {
      need: 'one',
      shown: (rows) => rows.length === 1 && Number(rows[0]?.fWarningStatus) === WarningStatus.open,
      run: ([row]) => setClosing(row ?? null),
    },
    RunAttendanceWarnings: {
      need: 'none',
      run: async () => {
        const done = await callOperation('RunAttendanceWarnings', {});
        notify(
          'success',
          `预警计算完成：新增 ${done.fRaised} 条，消除 ${done.fCleared} 条，未处理 ${done.fOpen} 条`,
        );
      },
    },
  };
  return (
    <EntityListScreen
      entity="AttendanceWarning"
      columns={columns}
      handlers={handlers}
      {...(filter ? { filter } : {})}
    >
      <CloseWarningDialog warning={closing} onClose={() => setClosing(null)} />
    </EntityListScreen>
  );
}
