import { Badge } from '@chakra-ui/react';
import type { TableColumn, TableRow } from '@practice/ui-kit';
import { ENROL_COLUMN } from '../../../kit/training-camp/enrol-status.js';
import { enrolWindow, windowText } from './enrol-window.js';

const WINDOW_TONE = { 可报名: 'green', 报名未开始: 'gray', 报名已截止: 'gray', 项目已结束: 'gray' } as const;

/** 报名时间 with whether it is open today. */
export const ENROL_WINDOW_COLUMN: Partial<TableColumn> = {
  title: '报名时间',
  sortable: false,
  searchable: false,
  width: 200,
  text: (row: TableRow) => `${windowText(row)}（${enrolWindow(row)}）`,
  render: (row: TableRow) => {
    const state = enrolWindow(row);
    return (
      <>
        {windowText(row)}{' '}
        <Badge size="sm" colorPalette={WINDOW_TONE[state]}>
          {state}
        </Badge>
      </>
    );
  },
};

/**
 * The team's enrolment (SPEC §3 fIsEnroll) in the spec's colours, as on the teacher side. It is where the
 * student stands with a project, so it tags a phone's card (before the project's own stage).
 */
export const ENROL_STATE_COLUMN: Partial<TableColumn> = {
  title: '报名状态',
  width: 96,
  ...ENROL_COLUMN,
  card: 'status',
};
