import type { TableRow } from '@practice/ui-kit';
import { useState } from 'react';
import { usePageButtons } from '../../permission/index.js';
import { EntityListScreen, type ListActions } from '../entity-list/index.js';
import { MenuAssignDialog } from './roles/menu-assign-dialog.js';
import { RoleApisDialog } from './roles/role-apis-dialog.js';
import { RoleUsersDialog } from './roles/role-users-dialog.js';

/** The role dialogs, by the operation of the button that opens them. */
const ROLE_DIALOGS = [
  'SetAdminAppRoleMenu',
  'SetHtmlAppRoleMenu',
  'SetAppRoleUser',
  'SetAppRoleApi',
] as const;
type RoleDialog = (typeof ROLE_DIALOGS)[number];

/**
 * /system/role-manage (角色管理): the roles (AppRole) with the generic 新增 / 编辑 / 删除 (the server refuses
 * to delete a built-in role, in its own words), and per role: its back-end and front-end menus, its users
 * and its API grants (SPEC §6). Each is a button only when the server grants it; 移除用户 lives inside
 * 分配用户.
 */
export default function RoleManageScreen() {
  const buttons = usePageButtons();
  const [open, setOpen] = useState<{ dialog: RoleDialog; role: TableRow } | null>(null);
  const roleFor = (dialog: RoleDialog) => (open?.dialog === dialog ? open.role : null);
  const close = () => setOpen(null);

  const handlers: ListActions = Object.fromEntries(
    ROLE_DIALOGS.map((dialog) => [
      dialog,
      { need: 'one', run: ([role]: TableRow[]) => role && setOpen({ dialog, role }) },
    ]),
  );

  return (
    <EntityListScreen entity="AppRole" handlers={handlers}>
      <MenuAssignDialog
        role={roleFor('SetAdminAppRoleMenu')}
        scope="admin"
        title={buttons.label('SetAdminAppRoleMenu')}
        onClose={close}
      />
      <MenuAssignDialog
        role={roleFor('SetHtmlAppRoleMenu')}
        scope="html"
        title={buttons.label('SetHtmlAppRoleMenu')}
        onClose={close}
      />
      <RoleUsersDialog
        role={roleFor('SetAppRoleUser')}
        title={buttons.label('SetAppRoleUser')}
        removeLabel={buttons.has('DeleteAppRoleUserIDS') ? buttons.label('DeleteAppRoleUserIDS') : undefined}
        onClose={close}
      />
      <RoleApisDialog
        role={roleFor('SetAppRoleApi')}
        title={buttons.label('SetAppRoleApi')}
        onClose={close}
      />
    </EntityListScreen>
  );
}
