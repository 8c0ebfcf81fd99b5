import { bulkFailed, bulkSucceeded, DELETE_CONFIRM } from '@practice/sdk';
import { confirmAction } from '../feedback/confirm.js';
import { isServerError, reportFailure } from '../feedback/server-error.js';
import { notify } from '../feedback/toaster.js';

export interface BulkActionOptions<Row> {
  /** The action's name in the messages: 删除, 审核, 发布 ... */
  action: string;
  rows: Row[];
  run: (rows: Row[]) => Promise<unknown>;
  reload: () => void;
  /** Asked first, when the action needs a confirmation. */
  confirmText?: string;
}

/**
 * Runs an action on the selected rows: optional confirmation, then 「{action}成功! 即将刷新数据,请稍后...」 and
 * a reload, or 「网络或服务器错误, {action}失败!」 on a server error. Resolves whether it went ahead and succeeded.
 */
export async function runBulkAction<Row>({
  action,
  rows,
  run,
  reload,
  confirmText,
}: BulkActionOptions<Row>): Promise<boolean> {
  if (confirmText !== undefined && !(await confirmAction(confirmText))) return false;
  try {
    await run(rows);
  } catch (error) {
    if (isServerError(error)) reportFailure(error, bulkFailed(action));
    return false;
  }
  notify('success', bulkSucceeded(action));
  reload();
  return true;
}

/** Delete with the confirmation every table asks before it (the spec's delete label is 删除). */
export const deleteRows = <Row>(rows: Row[], remove: (rows: Row[]) => Promise<unknown>, reload: () => void) =>
  runBulkAction({ action: '删除', rows, run: remove, reload, confirmText: DELETE_CONFIRM });
