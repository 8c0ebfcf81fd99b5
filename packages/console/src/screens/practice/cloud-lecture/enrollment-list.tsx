import type { ColumnOverrides } from '@practice/ui-kit';
import { useMemo } from 'react';
import { listedEntity } from '../../entity-list/index.js';
import { ScopedListScreen } from '../../kit/index.js';
import { useLectureArea } from './parts/lecture-area.js';

/**
 * 报名名单 (enrollment-list?c{Area}Id=): who enrolled in one lecture, with their school, class and mobile;
 * 导出 saves the list to Excel, 删除 withdraws an enrolment (the seat is freed).
 */
export default function LectureEnrollmentScreen() {
  const area = useLectureArea();
  const scope = useMemo(() => [area.key], [area]);
  const columns = useMemo<ColumnOverrides>(() => ({ [area.key]: false, cTitle: false }), [area]);
  return (
    <ScopedListScreen entity={listedEntity(`${area.entity}Enrollment`)} scope={scope} columns={columns} />
  );
}
