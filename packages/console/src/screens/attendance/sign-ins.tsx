import { HStack } from '@chakra-ui/react';
import type { FraudSignal } from '@practice/sdk/contract';
import type { EntityColumns } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { useOperationResult } from '../../data/use-loaded.js';
import { EntityListScreen } from '../entity-list/index.js';
import { CoursePicker } from '../kit/course-picker.js';
import { FraudTags, signalsBySignIn } from './parts/fraud-tags.js';

/**
 * /attendance/sign-ins (签到记录, issue 29): a course's sign-ins, newest first, with the fraud signals of the
 * last 30 days (GetAttendanceFraudSignals) as tags beside the sign-ins they name: signals for the tutor to
 * look into, never a verdict.
 */
export default function AttendanceSignInsScreen() {
  const [course, setCourse] = useState('');
  const signals = useOperationResult<FraudSignal[]>(
    'GetAttendanceFraudSignals',
    course ? { fInternshipInfoId: course } : null,
  );
  const bySignIn = useMemo(() => signalsBySignIn(signals.value ?? []), [signals.value]);
  const columns = useMemo(
    (): EntityColumns<'AttendanceSignIn'> => ({
      // The course is the one picked above; the class stays a column away (列设置).
      cInternshipName: { hidden: true },
      cClassName: { hidden: true },
      // The signals sit beside the student's name, where the eye lands on a row; in words in the export.
      // Wide enough for the longest tag (多日签到时间精确到秒相同) beside a three-character name.
      cRealName: {
        card: 'title',
        width: 220,
        render: (row) => (
          <HStack gap="2" wrap="wrap">
            <span>{String(row.cRealName ?? '')}</span>
            <FraudTags signals={bySignIn.get(String(row.fAttendanceSignInId))} />
          </HStack>
        ),
      },
      _signals: {
        title: '异常信号',
        hidden: true,
        card: false,
        text: (row) => (bySignIn.get(String(row.fAttendanceSignInId)) ?? []).map((s) => s.cDetail).join('；'),
      },
      fFencePosition: { card: 'status' },
      fSignInKind: { card: 'field' },
      tSignInTime: { card: 'field' },
      fDistance: { card: 'field' },
      fStudentUserId: false,
      fAttendanceRequestId: false,
    }),
    [bySignIn],
  );
  return (
    <EntityListScreen
      entity="AttendanceSignIn"
      columns={columns}
      actions={<CoursePicker value={course} onChange={setCourse} />}
      {...(course ? { filter: { fInternshipInfoId: course } } : {})}
    />
  );
}
