import { useState } from 'react';
import type { ListActions } from '../entity-list/index.js';
import { TreeListScreen } from '../kit/tree-list-screen.js';
import { useAccountTools } from '../users/account-tools.js';
import { StaffAddDialog } from '../users/staff-add-dialog.js';

/**
 * /basic-info/user-manage (用户管理): the school's accounts (AppUser; a school administrator sees their own
 * school's only, the server scopes the rows): teachers and administrators, students and enterprise tutors.
 * 用户类型 filters by kind; the department tree beside the list (学校 › 班级) narrows it to a class, so an
 * imported student is found by class. 新增 adds a teacher or a school administrator through the mobile check
 * (AddSchoolUser); 编辑 and 删除 are generic; 导入, 下载模板, 重置密码, 冻结 and 解冻 are the account tools
 * shared with /system/user-manage.
 */
const STAFF = ['AppDepartmentUser'];

export default function BasicInfoUserManageScreen() {
  const account = useAccountTools();
  const [adding, setAdding] = useState(false);

  const handlers: ListActions = {
    ...account.handlers,
    AddSchoolUser: {
      need: 'none',
      run: () => setAdding(true),
    },
  };

  return (
    <TreeListScreen
      entity="AppUser"
      scope={[]}
      treeEntity="AppDepartment"
      treeKey="fAppDepartmentId"
      treeLabel="班级"
      handlers={handlers}
      // 新增 adds the account through the school's staff (AddSchoolUser, an AppDepartmentUser call).
      alsoReads={STAFF}
    >
      {account.dialogs}
      <StaffAddDialog open={adding} onClose={() => setAdding(false)} />
    </TreeListScreen>
  );
}
