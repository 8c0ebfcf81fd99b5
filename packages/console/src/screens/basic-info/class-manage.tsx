import { EntityListScreen } from '../entity-list/index.js';

/** /basic-info/class-manage (班级管理): the generic list of Class. */
export default function ClassManageScreen() {
  return <EntityListScreen entity="Class" />;
}
