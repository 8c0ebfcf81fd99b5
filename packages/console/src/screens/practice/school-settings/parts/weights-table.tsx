import { Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { draftSum, draftText, type WeightDraft, weightDrafts } from './setting-values.js';

export interface WeightsTableProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's name, for the inputs' accessible names. */
  label: string;
}

/**
 * 成绩构成比例 as a table: each score sheet with the percent of the grade it makes, a running total that must
 * come to 100. Rows are edited as a draft (setting-values.ts) so a half-typed row survives each keystroke.
 */
export function WeightsTable({ value, onChange, label }: WeightsTableProps) {
  const rows = weightDrafts(value);
  const write = (next: WeightDraft[]) => onChange(draftText(next));
  const patch = (index: number, change: Partial<WeightDraft>) =>
    write(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const sum = draftSum(rows);
  return (
    <Stack gap="2">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>评分表</Table.ColumnHeader>
            <Table.ColumnHeader width="28">百分比（%）</Table.ColumnHeader>
            <Table.ColumnHeader width="16">操作</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            // A row is its place in the list: names are typed and may repeat or be blank while editing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Row key={index}>
              <Table.Cell>
                <Input
                  size="sm"
                  aria-label={`第${index + 1}行评分表`}
                  placeholder="请输入评分表名称"
                  value={row.sheet}
                  onChange={(e) => patch(index, { sheet: e.target.value })}
                />
              </Table.Cell>
              <Table.Cell>
                <Input
                  size="sm"
                  type="number"
                  min={0}
                  max={100}
                  step={1}
                  aria-label={`第${index + 1}行百分比`}
                  value={row.percent}
                  onChange={(e) => patch(index, { percent: e.target.value })}
                />
              </Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => write(rows.filter((_, i) => i !== index))}
                >
                  删除
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <HStack justify="space-between">
        <Button size="xs" variant="outline" onClick={() => write([...rows, { sheet: '', percent: '' }])}>
          添加评分表
        </Button>
        <Text textStyle="sm" color={sum === 100 ? 'fg.muted' : 'fg.error'} data-testid="weights-sum">
          合计 {sum}%{sum === 100 ? '' : '（须为100%）'}
        </Text>
      </HStack>
    </Stack>
  );
}
