import type { EntityColumns } from '@practice/ui-kit';
import { useState } from 'react';
import { EntityListScreen, type ListActions } from '../entity-list/index.js';
import { AuditEntryDialog } from '../kit/index.js';

/**
 * Who and what first, in words; the account name, the address and the call's and table's own names and the
 * record's id stay a column away (列设置).
 */
const COLUMNS: EntityColumns<'AppAuditLog'> = {
  cUserName: { hidden: true },
  cClientAddress: { hidden: true },
  cOperation: { hidden: true },
  cEntity: { hidden: true },
  cTargetIds: { hidden: true },
  cSchoolName: {},
};
/** The call's and the table's own names are for 操作记录 and the SDK; people search by the words. */
const SEARCH_OMIT = ['cUserName', 'cOperation', 'cEntity'];

/**
 * 操作日志 (issue 26, the reference server's own): /system/audit-log lists every school's entries for the
 * platform admin, /basic-info/audit-log a school admin's own school's (the server's row scope decides).
 * Search by person, role, kind, operation and outcome, and by date; 详情 shows an entry's changed fields
 * before and after; 导出 writes the rows shown to Excel.
 */
export default function AuditLogScreen() {
  const [shown, setShown] = useState<string | null>(null);
  const handlers: ListActions = {
    GetAppAuditLogModel: { need: 'one', run: ([row]) => setShown(row ? String(row.fAppAuditLogId) : null) },
  };
  return (
    <EntityListScreen entity="AppAuditLog" columns={COLUMNS} searchOmit={SEARCH_OMIT} handlers={handlers}>
      <AuditEntryDialog entryId={shown} onClose={() => setShown(null)} />
    </EntityListScreen>
  );
}
