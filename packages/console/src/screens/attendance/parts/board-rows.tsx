import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { TAP_TARGET_PX } from '@practice/sdk';
import { type AttendanceBoard, BoardState } from '@practice/sdk/contract';
import { StatusTag } from '@practice/ui-kit';
import { clockOf } from './month-calendar.js';

const TILES = [
  ['fSigned', '已签到', 'green'],
  ['fOutside', '围栏外', 'red'],
  ['fNotYet', '未签到', 'orange'],
  ['fLeave', '请假', 'blue'],
] as const;

/** The board's counts as tiles, two by two on a phone. */
export function BoardTiles({ board }: { board: AttendanceBoard }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="board-tiles">
      {TILES.map(([key, label, colour]) => (
        <Box key={key} rounded="md" p="3" bg={`${colour}.subtle`} color={`${colour}.fg`}>
          <Text fontSize="sm">{label}</Text>
          <Text fontSize="2xl" fontWeight="bold">
            {board.counts[key]}
            <Text as="span" fontSize="sm" fontWeight="normal">
              {' '}
              / {board.counts.fTotal}
            </Text>
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

type Row = AttendanceBoard['rows'][number];

/** One student of the board: who, where, the day's state, and 月历 to open their month. */
export function BoardRow({ row, onOpen }: { row: Row; onOpen: (row: Row) => void }) {
  return (
    <HStack
      justify="space-between"
      borderBottomWidth="1px"
      py="2"
      gap="3"
      wrap="wrap"
      data-testid="board-row"
    >
      <Stack gap="0" minW="0" flex="1">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{row.cRealName}</Text>
          <StatusTag enumDef={BoardState} value={row.cBoardState} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {[row.cNumber, row.cClassName, row.cCompanyName].filter(Boolean).join(' · ')}
        </Text>
        {row.tArrive && (
          <Text fontSize="sm">
            上班 {clockOf(row.tArrive)}
            {row.fDistance !== null ? ` · 距实习地点 ${row.fDistance} 米` : ''}
          </Text>
        )}
      </Stack>
      <Button variant="outline" minH={`${TAP_TARGET_PX}px`} onClick={() => onOpen(row)}>
        月历
      </Button>
    </HStack>
  );
}
