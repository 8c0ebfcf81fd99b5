import type { TableRow } from '@practice/ui-kit';
import { type ReactNode, useState } from 'react';
import { bulkCall, type ListActions } from '../entity-list/index.js';
import { downloadTemplateAsked } from './import-template.js';
import { ResetPasswordDialog } from './reset-password-dialog.js';
import { UserImportDialog } from './user-import-dialog.js';

/*
 * The account buttons both user screens share (/system/user-manage lists AppUser rows, /basic-info/user-manage
 * AppDepartmentUser rows; both carry the account's fAppUserId). Each is drawn only where the server grants
 * the page its button (EntityListScreen), and the server checks the accounts are the caller's to manage.
 */

/** The account's id on a row of either screen. */
export const USER_KEY = 'fAppUserId';

/** The bulk account calls, each with what it does to the account (asked before it runs). */
const BULK: readonly { operation: string; consequence: string }[] = [
  { operation: 'AuditAppUserIDS', consequence: '审核通过后用户即可登录' },
  { operation: 'UnAuditAppUserIDS', consequence: '取消审核后用户将无法登录' },
  { operation: 'UnAuthAppUserIDS', consequence: '冻结后用户将被强制下线且无法登录' },
  { operation: 'AuthAppUserIDS', consequence: '解冻后用户可重新登录' },
];

/** 「确定要冻结选中的 2 个用户吗？冻结后…」 */
export const bulkQuestion = (label: string, count: number, consequence: string) =>
  `确定要${label}选中的 ${count} 个用户吗？${consequence}`;

/** Handlers for the account buttons, and the dialogs they open (the screen's children). */
export function useAccountTools(): { handlers: ListActions; dialogs: ReactNode } {
  const [resetting, setResetting] = useState<TableRow | null>(null);
  const [importing, setImporting] = useState(false);

  const handlers: ListActions = {
    ...Object.fromEntries(
      BULK.map(({ operation, consequence }) => [
        operation,
        bulkCall(operation, {
          key: USER_KEY,
          confirm: (rows, label) => bulkQuestion(label, rows.length, consequence),
        }),
      ]),
    ),
    ResetAppUserPassword: { need: 'one', run: ([row]) => row && setResetting(row) },
    GetAppUserImportTemplate: { need: 'none', run: () => downloadTemplateAsked() },
    AppUserImport: { need: 'none', run: () => setImporting(true) },
  };

  const dialogs = (
    <>
      <ResetPasswordDialog user={resetting} userKey={USER_KEY} onClose={() => setResetting(null)} />
      <UserImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
  return { handlers, dialogs };
}
