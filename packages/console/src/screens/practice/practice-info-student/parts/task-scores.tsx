import { Box, Stack, Text } from '@chakra-ui/react';
import { AppDialog, CellButton, type TableColumn, type TableRow } from '@practice/ui-kit';
import { useState } from 'react';
import { useLoaded } from '../../../../data/use-loaded.js';
import { scoreItems } from './course-tasks.js';

/** Whether the tutor has marked the hand-in, so there is something to show. */
const marked = (row: TableRow) => row.fScore !== null && row.fScore !== undefined && row.fScore !== '';

/** One evaluation item: its name, the points earned of its full points, and the tutor's word on it. */
function ItemLine({ item }: { item: TableRow }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" minW="0" data-score-item="">
      <Text fontWeight="medium" overflowWrap="anywhere">
        {String(item.cItemName ?? '')}
      </Text>
      <Text>
        得分 {String(item.fScore ?? '')}
        {item.fMaxScore != null ? ` / ${String(item.fMaxScore)}` : ''}
      </Text>
      {item.cComment ? (
        <Text color="fg.muted" overflowWrap="anywhere">
          {String(item.cComment)}
        </Text>
      ) : null}
    </Box>
  );
}

/** The per-item scores of a standard evaluation; a comment-only course has none and says so. */
function ScoresDialog({ row, onClose }: { row: TableRow | null; onClose: () => void }) {
  const id = row ? String(row.cPracticeStudentTaskId ?? '') : '';
  const loaded = useLoaded(id ? `scores ${id}` : null, () => scoreItems(id));
  // A refused read was shown by the SDK; the dialog then has nothing to list.
  const items = loaded.status === 'failed' ? [] : loaded.value;
  return (
    <AppDialog open={!!row} onClose={onClose} title="评分明细" size="small">
      <Stack gap="3">
        <Text>总成绩 {String(row?.fScore ?? '')}</Text>
        {row?.cComment ? (
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            评语：{String(row.cComment)}
          </Text>
        ) : null}
        {items?.length === 0 && <Text color="fg.muted">该任务按评语评价，无评分明细</Text>}
        {items?.map((item) => (
          <ItemLine key={String(item.cPracticeStudentTaskEvaluationItemId)} item={item} />
        ))}
      </Stack>
    </AppDialog>
  );
}

function ScoreCell({ row }: { row: TableRow }) {
  const [open, setOpen] = useState(false);
  if (!marked(row)) return <Text color="fg.muted">未评分</Text>;
  return (
    <>
      <CellButton onPress={() => setOpen(true)}>{String(row.fScore)}</CellButton>
      <ScoresDialog row={open ? row : null} onClose={() => setOpen(false)} />
    </>
  );
}

/** The score column: the total, which opens its per-item scores. */
export const scoreColumn: Partial<TableColumn> = {
  render: (row: TableRow) => <ScoreCell row={row} />,
  text: (row: TableRow) => (marked(row) ? String(row.fScore) : ''),
};
