import { EntityListScreen } from '../entity-list/index.js';

/** /basic-info/company-manage (企业管理): the generic list of Company. */
export default function CompanyManageScreen() {
  return <EntityListScreen entity="Company" />;
}
