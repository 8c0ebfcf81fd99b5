import { Box, Table, Text } from '@chakra-ui/react';
import { countText, percentText } from '../../kit/figures.js';
import { GROUP_LABELS, type GroupBy, SHARES, type StatisticsLine } from './statistics-export.js';

/** The figures by group: each share as its percentage over its count, the group's name kept in view. */
export function StatisticsTable({ lines, groupBy }: { lines: readonly StatisticsLine[]; groupBy: GroupBy }) {
  if (lines.length === 0) return <Text color="fg.muted">没有符合条件的实习学生</Text>;
  return (
    <Box
      overflowX="auto"
      borderWidth="1px"
      rounded="md"
      tabIndex={0}
      role="region"
      aria-label="实习统计表（可左右滚动）"
    >
      <Table.Root size="sm" stickyHeader aria-label="实习统计" data-testid="statistics-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader position="sticky" left="0" bg="bg.subtle" minW="32">
              {GROUP_LABELS[groupBy]}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
              学生数
            </Table.ColumnHeader>
            {SHARES.map((s) => (
              <Table.ColumnHeader key={s.key} textAlign="end" whiteSpace="nowrap">
                {s.label}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
              未处理预警
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((l) => (
            <Table.Row key={l.cGroupId || l.cGroupName}>
              <Table.Cell position="sticky" left="0" bg="bg.panel" fontWeight="semibold">
                {l.cGroupName}
              </Table.Cell>
              <Table.Cell textAlign="end">{l.fStudents}</Table.Cell>
              {SHARES.map((s) => (
                <Table.Cell key={s.key} textAlign="end" whiteSpace="nowrap">
                  {percentText(l[s.key])}
                  <Text as="span" display="block" fontSize="xs" color="fg.muted">
                    {countText(l[s.key])}
                  </Text>
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end" color={l.fOpenWarnings > 0 ? 'fg.error' : undefined}>
                {l.fOpenWarnings}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
