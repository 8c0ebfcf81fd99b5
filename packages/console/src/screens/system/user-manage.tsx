import type { TableRow } from '@practice/ui-kit';
import { useState } from 'react';
import { usePageButtons } from '../../permission/index.js';
import { EntityListScreen, type ListActions } from '../entity-list/index.js';
import { useAccountTools } from '../users/account-tools.js';
import { addedAccount, type IssuedAccount } from '../users/initial-passwords.js';
import { InitialPasswordsDialog } from '../users/initial-passwords-dialog.js';
import { UserRolesDialog } from '../users/user-roles-dialog.js';

/**
 * /system/user-manage (用户管理): every account (AppUser). 新增/编辑 are the generic form (an initial
 * password only when adding; left blank, the server makes one, and either is shown once after 提交成功!);
 * 审核通过, 取消审核, 冻结, 解冻, 重置密码, 导入 and 下载模板 are the shared account tools; 分配角色 opens the
 * user's roles.
 */
export default function SystemUserManageScreen() {
  const buttons = usePageButtons();
  const account = useAccountTools();
  const [rolesOf, setRolesOf] = useState<TableRow | null>(null);
  const [issued, setIssued] = useState<IssuedAccount[]>([]);

  const handlers: ListActions = {
    ...account.handlers,
    SetAppUserRole: {
      need: 'one',
      run: ([row]) => row && setRolesOf(row),
    },
  };

  return (
    <EntityListScreen
      entity="AppUser"
      handlers={handlers}
      onSaved={(answer, added) => added && setIssued(addedAccount(answer))}
    >
      {account.dialogs}
      <InitialPasswordsDialog accounts={issued} onClose={() => setIssued([])} />
      <UserRolesDialog
        user={rolesOf}
        canAdd={buttons.has('SetAppUserRole')}
        canRemove={buttons.has('DeleteAppUserRoleIDS')}
        onClose={() => setRolesOf(null)}
      />
    </EntityListScreen>
  );
}
