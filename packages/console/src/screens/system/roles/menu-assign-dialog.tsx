import { AppDialog, DialogActions, Loading, type TableRow } from '@practice/ui-kit';
import { useMemo } from 'react';
import { useFormSubmit } from '../../entity-list/use-form-submit.js';
import { MenuCheckTree } from './menu-check-tree.js';
import { type MenuScope, roleMenus, setRoleMenus } from './role-calls.js';
import { roleDialogTitle, roleIdOf } from './role-dialog-title.js';
import { useMenuAssignment } from './use-menu-assignment.js';

export interface MenuAssignDialogProps {
  /** The role whose menus are edited; null: closed. */
  role: TableRow | null;
  scope: MenuScope;
  /** The server's word for the button that opened it (分配菜单, 分配前台菜单). */
  title: string;
  onClose: () => void;
}

/** 分配菜单 / 分配前台菜单: the role's back-end or front-end menus as a checkbox tree, saved whole. */
export function MenuAssignDialog({ role, scope, title, onClose }: MenuAssignDialogProps) {
  const roleId = roleIdOf(role);
  // One loader per role and scope (a new one loads again); none while no role is chosen.
  const load = useMemo(() => (roleId === null ? null : () => roleMenus(roleId, scope)), [roleId, scope]);
  const menus = useMenuAssignment(load);
  const form = useFormSubmit();

  const save = () => {
    if (roleId === null) return;
    return form.save({ send: () => setRoleMenus(roleId, scope, menus.savedIds()), onDone: onClose });
  };

  return (
    <AppDialog
      open={role !== null}
      onClose={onClose}
      title={roleDialogTitle(title, role)}
      size="medium"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="保存"
          onConfirm={() => void save()}
          loading={form.saving}
          disabled={menus.loading}
        />
      }
    >
      {menus.loading ? (
        <Loading size="sm" />
      ) : (
        <MenuCheckTree
          label={scope === 'admin' ? '后台菜单' : '前台菜单'}
          nodes={menus.nodes}
          checked={menus.checked}
          onChange={menus.setChecked}
          emptyText={scope === 'admin' ? '暂无后台菜单' : '暂无前台菜单'}
        />
      )}
    </AppDialog>
  );
}
