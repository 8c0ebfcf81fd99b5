import type { TableRow } from '@practice/ui-kit';
import { idOf } from '../../entity-list/index.js';

/** A role dialog's title: the button's word and the role it acts on (分配菜单：学校管理员). */
export const roleDialogTitle = (action: string, role: TableRow | null) =>
  role ? `${action}：${String(role.cRoleName ?? '')}` : action;

/** The role's id as the server sent it, or null when no role is chosen. */
export const roleIdOf = (role: TableRow | null): string | null => (role ? idOf(role, 'fAppRoleId') : null);
