import { DepartmentTreeScreen } from '../org/department-tree-screen.js';

/** /basic-info/department-manage (院系管理): a school's departments and classes, as a tree beside a table. */
export default function DepartmentManageScreen() {
  return <DepartmentTreeScreen />;
}
