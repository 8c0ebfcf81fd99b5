import type { TableRow } from '@practice/ui-kit';

/** A role dialog's title: the button's word and the role it acts on (分配菜单：学校管理员). */
export const roleDialogTitle = (action: string, role: TableRow | null) =>
  role ? `${action}：${String(role.cRoleName ?? '')}` : action;

export const roleIdOf = (role: TableRow | null) => (role ? Number(role.fAppRoleId) : null);
