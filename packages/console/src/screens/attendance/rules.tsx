import type { EntityColumns } from '@practice/ui-kit';
import { EntityListScreen } from '../entity-list/index.js';

const COLUMNS: EntityColumns<'AttendanceRule'> = {
  cInternshipName: { card: 'title' },
  fEnabled: { card: 'status' },
  fRadius: { card: 'field' },
  cArriveBy: { card: 'field' },
  cLeaveFrom: { card: 'field' },
};

/**
 * /attendance/rules (考勤设置, issue 29, part 1): a course's sign-in rule (on or off, the fence's radius, the
 * working days and hours, the photo, the diary quota and the deadlines the warnings use), one per course,
 * edited in the generic form: the entity's fields carry their limits and Chinese errors.
 */
export default function AttendanceRulesScreen() {
  return <EntityListScreen entity="AttendanceRule" columns={COLUMNS} />;
}
