import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@practice/sdk';
import { AuditKind, AuditOutcome, type EntityDef, RECORD_HISTORY_OPERATION } from '@practice/sdk/contract';
import { AppDialog, StatusTag, type TableRow } from '@practice/ui-kit';
import { type ReactNode, useState } from 'react';
import { useOperationResult } from '../../data/use-loaded.js';
import { idOf, type ListAction } from '../entity-list/index.js';
import { AuditChangesTable } from './audit-entry.js';

/** A record's latest entries shown at once; the whole log stays searchable on 操作日志. */
export const HISTORY_SHOWN = 50;

interface HistoryPage {
  List: TableRow[];
  TotalCount: number;
}

/** One entry of a record's history: when, who, what, how it ended, then its changed fields. */
function HistoryEntry({ entry }: { entry: TableRow }) {
  // Only a refused call says how it ended: the rest of the history succeeded.
  const failed = Number(entry.fOutcome) === AuditOutcome.failed;
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" as="li">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">{formatDateTime(String(entry.tCreateDate ?? ''))}</Text>
        <Text>{String(entry.cRealName || entry.cUserName || '')}</Text>
        <StatusTag enumDef={AuditKind} value={entry.cKind} />
        <Text>{String(entry.cOperationName ?? '')}</Text>
        {failed && <StatusTag enumDef={AuditOutcome} value={entry.fOutcome} />}
      </HStack>
      {entry.cMessage ? <Text color="fg.muted">{String(entry.cMessage)}</Text> : null}
      <AuditChangesTable entry={entry} />
    </Stack>
  );
}

/** 操作记录: the audit log's latest entries about one record, newest first. */
function RecordHistoryDialog(props: { entity: EntityDef; row: TableRow | null; onClose: () => void }) {
  const { entity, row } = props;
  const page = useOperationResult<HistoryPage>(
    RECORD_HISTORY_OPERATION,
    row
      ? { cEntity: entity.name, cTargetIds: idOf(row, entity.key), pageNumber: 1, pageSize: HISTORY_SHOWN }
      : null,
  );
  const title = row ? `操作记录：${String(row[entity.title] ?? '')}` : '操作记录';
  const entries = page.value?.List ?? [];
  return (
    <AppDialog open={row !== null} onClose={props.onClose} title={title} size="medium" modalLock={false}>
      {page.status !== 'loaded' ? (
        <Text color="fg.muted">{page.status === 'failed' ? '未能读取操作记录' : '加载中...'}</Text>
      ) : entries.length === 0 ? (
        <Text color="fg.muted">暂无操作记录</Text>
      ) : (
        <Stack gap="3">
          {(page.value?.TotalCount ?? 0) > HISTORY_SHOWN && (
            <Badge alignSelf="start" colorPalette="orange">
              仅显示最近 {HISTORY_SHOWN} 条，其余请在操作日志中查询
            </Badge>
          )}
          <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
            {entries.map((entry) => (
              <HistoryEntry key={String(entry.fAppAuditLogId)} entry={entry} />
            ))}
          </Stack>
        </Stack>
      )}
    </AppDialog>
  );
}

/**
 * The 操作记录 row button of a list (the catalogue's recordHistory()): its action and its dialog, which the
 * list screen draws beside its table.
 */
export function useRecordHistory(entity: EntityDef): { action: ListAction; dialog: ReactNode } {
  const [row, setRow] = useState<TableRow | null>(null);
  return {
    action: { need: 'one', run: ([selected]) => setRow(selected ?? null) },
    dialog: <RecordHistoryDialog entity={entity} row={row} onClose={() => setRow(null)} />,
  };
}
