import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { AppDialog, type TableRow } from '@practice/ui-kit';
import { useOperationResult } from '../../data/use-loaded.js';
import { auditChanges } from './audit-changes.js';
import { RecordDetails } from './record-details.js';

/** What an entry's detail names, in this order: who, when, from where, what, and how it ended. */
const ENTRY_FIELDS = [
  'tCreateDate',
  'cRealName',
  'cUserName',
  'cRole',
  'cSchoolName',
  'cClientAddress',
  'cKind',
  'cOperationName',
  'cEntityLabel',
  'cTargetIds',
  'fOutcome',
  'cMessage',
] as const;

/** An entry's changed fields side by side: the field, its value before, its value after. */
export function AuditChangesTable({ entry }: { entry: TableRow }) {
  const changes = auditChanges(String(entry.cEntity ?? ''), entry.cChanges);
  if (changes.length === 0) return <Text color="fg.muted">没有记录字段变更</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline" aria-label="变更内容">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>字段</Table.ColumnHeader>
            <Table.ColumnHeader>修改前</Table.ColumnHeader>
            <Table.ColumnHeader>修改后</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {changes.map((c) => (
            // A field appears once per entry; the server's overflow line has the field name '…'.
            <Table.Row key={c.field}>
              <Table.Cell fontWeight="medium">{c.label}</Table.Cell>
              <Table.Cell color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word">
                {c.before}
              </Table.Cell>
              <Table.Cell whiteSpace="pre-wrap" wordBreak="break-word">
                {c.after}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export interface AuditEntryDialogProps {
  /** The entry shown; null: closed. */
  entryId: string | null;
  onClose: () => void;
}

/** 操作详情: one audit entry as read from the server, its changes side by side. */
export function AuditEntryDialog({ entryId, onClose }: AuditEntryDialogProps) {
  const entry = useOperationResult<TableRow>(
    'GetAppAuditLogModel',
    entryId ? { fAppAuditLogId: entryId } : null,
  );
  return (
    <AppDialog open={entryId !== null} onClose={onClose} title="操作详情" size="medium" modalLock={false}>
      {entry.status === 'loaded' && entry.value ? (
        <Stack gap="5">
          <RecordDetails entity="AppAuditLog" row={entry.value} keys={ENTRY_FIELDS} />
          <AuditChangesTable entry={entry.value} />
        </Stack>
      ) : (
        <Text color="fg.muted">{entry.status === 'failed' ? '未能读取该条日志' : '加载中...'}</Text>
      )}
    </AppDialog>
  );
}
