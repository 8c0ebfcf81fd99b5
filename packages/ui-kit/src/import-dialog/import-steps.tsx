import { Alert, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { formatFileSize } from '@practice/sdk';
import { useRef } from 'react';
import { cellText, type ImportRow, type importFailure, previewColumns } from './import-rules.js';

/** The template's columns (SPEC §3, user import). */
const TEMPLATE_COLUMNS = '学校识别码、姓名、类型、班级名称(学生必填)、手机号、学号/工号';
export const PREVIEW_LIMIT = 10;

export function TemplateStep({ onDownload }: { onDownload(): void }) {
  return (
    <Stack gap="3">
      <Text>请先下载导入模板, 按模板填写后再上传。模板列: {TEMPLATE_COLUMNS}。</Text>
      <Button alignSelf="start" variant="outline" onClick={onDownload}>
        下载模板
      </Button>
    </Stack>
  );
}

export interface FileStepProps {
  file: File | null;
  failure: ReturnType<typeof importFailure> | null;
  onPick(files: File[]): void;
  onRemove(): void;
}

export function FileStep({ file, failure, onPick, onRemove }: FileStepProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="3">
      {failure && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{failure.title}</Alert.Title>
            {failure.lines.length > 0 && (
              <Alert.Description whiteSpace="pre-line">{failure.lines.join('\n')}</Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {file ? (
        <HStack gap="3">
          <Text wordBreak="break-all">
            {file.name} ({formatFileSize(file.size)})
          </Text>
          <Button size="xs" variant="outline" onClick={onRemove}>
            删除
          </Button>
        </HStack>
      ) : (
        <Button alignSelf="start" variant="outline" onClick={() => input.current?.click()}>
          选择文件
        </Button>
      )}
      <input
        ref={input}
        type="file"
        hidden
        aria-label="导入文件"
        accept=".xls,.xlsx"
        onChange={(event) => {
          onPick(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <Text textStyle="xs" color="fg.muted">
        只能上传1个 Excel 文件 (.xls,.xlsx), 且不超过 100MB
      </Text>
    </Stack>
  );
}

/** Step 3: what the import would write, or (refused) the rows that stop it, each with its reason. */
export function PreviewStep({ rows, refused = false }: { rows: readonly ImportRow[]; refused?: boolean }) {
  if (rows.length === 0) return <Text>文件中没有可导入的数据</Text>;
  const columns = previewColumns(rows);
  const shown = rows.slice(0, PREVIEW_LIMIT);
  const more = rows.length > PREVIEW_LIMIT ? `, 以下为前 ${PREVIEW_LIMIT} 条` : '';
  return (
    <Stack gap="2">
      {refused ? (
        <Text color="fg.error">
          文件中有 {rows.length} 处问题{more}, 不能导入, 请修改后重新上传。
        </Text>
      ) : (
        <Text>
          共 {rows.length} 条数据{more}, 确认无误后点击确定导入。
        </Text>
      )}
      <Table.ScrollArea borderWidth="1px" maxHeight="80">
        <Table.Root size="sm" stickyHeader>
          <Table.Caption srOnly>导入数据预览</Table.Caption>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row, index) => (
              // Preview rows have no identity of their own; their order is fixed while shown.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Row key={index}>
                {columns.map((column) => (
                  <Table.Cell key={column}>{cellText(row[column])}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
