import { EntityListScreen } from '../entity-list/index.js';

/** /basic-info/school-manage (学校管理): the generic list of School. */
export default function SchoolManageScreen() {
  return <EntityListScreen entity="School" />;
}
