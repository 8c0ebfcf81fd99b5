import { Box, Button, Card, Heading, HStack, Table, Text } from '@chakra-ui/react';
import { Loading } from '@practice/ui-kit';
import { lazy, Suspense, useState } from 'react';

/*
 * A chart with its numbers: a card whose 表格 toggle shows the same rows as a plain table, for a screen
 * reader and for whoever wants the numbers. The chart itself is a lazily loaded file (chart-body.tsx).
 */

const ChartBody = lazy(() => import('./chart-body.js'));

export interface ChartSeries {
  readonly key: string;
  readonly label: string;
}

export interface ChartPanelShape {
  /** 'bars': one bar per row along its name (classes, companies); 'line': a trend over the rows (weeks). */
  readonly kind: 'bars' | 'line';
  readonly rows: readonly Record<string, unknown>[];
  /** The row's name or date. */
  readonly category: string;
  readonly series: readonly ChartSeries[];
}

export interface ChartPanelProps extends ChartPanelShape {
  readonly title: string;
  /** The category column's heading in the table view: 班级, 周. */
  readonly categoryLabel: string;
  /** What an empty chart says. */
  readonly empty?: string;
}

export function ChartPanel({ title, categoryLabel, empty = '暂无数据', ...shape }: ChartPanelProps) {
  const [asTable, setAsTable] = useState(false);
  const { rows, category, series } = shape;
  return (
    <Card.Root size="sm" data-testid="chart-panel">
      <Card.Header>
        <HStack justify="space-between">
          <Heading size="sm" as="h3">
            {title}
          </Heading>
          <Button size="xs" variant="outline" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {asTable ? '图表' : '表格'}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        {rows.length === 0 ? (
          <Text color="fg.muted">{empty}</Text>
        ) : asTable ? (
          <Box overflowX="auto" tabIndex={0} role="region" aria-label={`${title}（表格）`}>
            <Table.Root size="sm" aria-label={title}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{categoryLabel}</Table.ColumnHeader>
                  {series.map((s) => (
                    <Table.ColumnHeader key={s.key} textAlign="end">
                      {s.label}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={String(row[category])}>
                    <Table.Cell>{String(row[category])}</Table.Cell>
                    {series.map((s) => (
                      <Table.Cell key={s.key} textAlign="end">
                        {String(row[s.key] ?? 0)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        ) : (
          <Box role="img" aria-label={`${title}图表，按“表格”查看数字`}>
            <Suspense fallback={<Loading size="sm" />}>
              <ChartBody {...shape} />
            </Suspense>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
