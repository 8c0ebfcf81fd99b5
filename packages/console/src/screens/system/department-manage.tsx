import { DepartmentTreeScreen } from '../org/department-tree-screen.js';

/** /system/department-manage (部门管理): the platform's whole department tree beside a table. */
export default function DepartmentManageScreen() {
  return <DepartmentTreeScreen />;
}
