import { useRef, useState } from 'react';
import { EntityListScreen, type ListActions } from '../entity-list/index.js';
import { useAccountTools } from '../users/account-tools.js';
import { StaffAddDialog } from '../users/staff-add-dialog.js';

/**
 * /basic-info/user-manage (用户管理): a school's staff (AppDepartmentUser; a school administrator sees their
 * own school's only, the server scopes the rows). 新增 adds a teacher or a school administrator through the
 * mobile check (AddSchoolUser); 编辑 and 删除 are generic; 导入, 下载模板, 重置密码, 冻结 and 解冻 are the
 * account tools shared with /system/user-manage, acting on each row's account.
 */
export default function BasicInfoUserManageScreen() {
  const account = useAccountTools();
  const [adding, setAdding] = useState(false);
  const reloadTable = useRef<() => void>(() => undefined);

  const handlers: ListActions = {
    ...account.handlers,
    AddAppDepartmentUser: {
      need: 'none',
      run: (_rows, { reload }) => {
        reloadTable.current = reload;
        setAdding(true);
      },
    },
  };

  return (
    <EntityListScreen entity="AppDepartmentUser" handlers={handlers}>
      {account.dialogs}
      <StaffAddDialog open={adding} onClose={() => setAdding(false)} onAdded={() => reloadTable.current()} />
    </EntityListScreen>
  );
}
