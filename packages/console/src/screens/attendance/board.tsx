import { Button, Field, Stack, Text } from '@chakra-ui/react';
import { formatDate, TAP_TARGET_PX } from '@practice/sdk';
import type { AttendanceBoard } from '@practice/sdk/contract';
import { DateField, Loading, notify, saveWorkbook } from '@practice/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLoaded } from '../../data/use-loaded.js';
import { Permission } from '../../permission/index.js';
import { callOperation } from '../entity-list/index.js';
import { CoursePicker } from '../kit/course-picker.js';
import { ScreenTitle } from '../kit/screen-title.js';
import { ATTENDANCE_READS } from './parts/attendance-reads.js';
import { BoardRow, BoardTiles } from './parts/board-rows.js';
import { exportFileName, exportMonthCells } from './parts/export-month.js';

const pad = (n: number) => String(n).padStart(2, '0');
const localToday = (d = new Date()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * /attendance/board (考勤看板, issue 29): a course's day, today unless another date is picked: the counts as
 * tiles and a row per student with the day's state; 月历 opens the student's month; 导出月度考勤 writes the
 * picked date's month of the course to Excel.
 */
export default function AttendanceBoardScreen() {
  const navigate = useNavigate();
  const [course, setCourse] = useState('');
  // Empty: the server's today (the schools' clock), whatever the browser's time zone.
  const [day, setDay] = useState('');
  const query = course ? { fInternshipInfoId: course, ...(day ? { tDate: day } : {}) } : null;
  const board = useLoaded<AttendanceBoard>(
    query && `GetAttendanceBoard ${JSON.stringify(query)}`,
    () => callOperation('GetAttendanceBoard', query as NonNullable<typeof query>),
    { reads: ATTENDANCE_READS, keepLast: true },
  );
  const [exporting, setExporting] = useState(false);
  const exportMonth = async () => {
    if (!course) return notify('warning', '请先选择实习课程');
    setExporting(true);
    try {
      const data = await callOperation('GetAttendanceExportRows', {
        fInternshipInfoId: course,
        cMonth: (day || board.value?.tDate || localToday()).slice(0, 7),
      });
      await saveWorkbook(exportMonthCells(data), exportFileName(data), { sheetName: '月度考勤' });
      notify('success', '导出成功!');
    } catch {
      // The SDK has said why.
    } finally {
      setExporting(false);
    }
  };
  const value = board.value;
  return (
    <Stack gap="4" data-testid="attendance-board">
      <ScreenTitle />
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
        <CoursePicker value={course} onChange={setCourse} />
        <Field.Root maxW={{ base: 'full', md: '52' }}>
          <Field.Label>日期</Field.Label>
          <DateField label="日期" value={day} onChange={setDay} placeholder="今天" />
        </Field.Root>
        <Permission operation="GetAttendanceExportRows">
          <Button
            variant="outline"
            minH={`${TAP_TARGET_PX}px`}
            loading={exporting}
            onClick={() => void exportMonth()}
          >
            导出月度考勤
          </Button>
        </Permission>
      </Stack>
      {!course ? (
        <Text color="fg.muted">请选择实习课程</Text>
      ) : !value ? (
        board.status === 'failed' ? (
          <Text color="fg.muted">考勤看板加载失败，请稍后重试</Text>
        ) : (
          <Loading size="sm" />
        )
      ) : (
        <>
          {!value.fWorkDay && <Text color="fg.muted">{formatDate(value.tDate)} 不是上班日。</Text>}
          <BoardTiles board={value} />
          <Stack gap="0" role="group" aria-label="学生考勤">
            {value.rows.length === 0 && <Text color="fg.muted">这门课程还没有实习学生</Text>}
            {value.rows.map((row) => (
              <BoardRow
                key={row.fInternshipStudentId}
                row={row}
                onOpen={(r) =>
                  navigate(
                    `/attendance/calendar?${new URLSearchParams({
                      fInternshipStudentId: r.fInternshipStudentId,
                      cMonth: value.tDate.slice(0, 7),
                    })}`,
                  )
                }
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
