import { AttendanceDayState, type AttendanceExport } from '@practice/sdk/contract';
import { type ExportCell, inertText } from '@practice/ui-kit';

/*
 * 导出 of a course's month (issue 29, part 4): one row per student, the month's counts as numbers, then one
 * column per day with the day's state in words. Names are made inert (a name starting with = stays text).
 */

const COUNT_HEADS = [
  ['fWorkDays', '应出勤天数'],
  ['fSigned', '已签到'],
  ['fLate', '迟到'],
  ['fEarly', '早退'],
  ['fMissing', '缺勤'],
  ['fLeave', '请假'],
  ['fMakeUp', '补签'],
  ['fOutside', '围栏外签到'],
] as const;

export function exportMonthCells(data: AttendanceExport): ExportCell[][] {
  const header: ExportCell[] = [
    '姓名',
    '学号',
    '班级',
    '实习单位',
    ...COUNT_HEADS.map(([, title]) => title),
    ...data.dates.map((d) => `${Number(d.slice(5, 7))}月${Number(d.slice(8))}日`),
  ];
  const rows = data.rows.map((r): ExportCell[] => [
    inertText(r.cRealName),
    inertText(r.cNumber),
    inertText(r.cClassName),
    inertText(r.cCompanyName),
    ...COUNT_HEADS.map(([key]) => r.counts[key]),
    ...r.days.map((state) => AttendanceDayState.labelOf(state) ?? ''),
  ]);
  return [header, ...rows];
}

/** 「岗位实习（2026届）-2026年11月考勤.xlsx」 */
export const exportFileName = (data: AttendanceExport) =>
  `${data.cInternshipName}-${data.cMonth.slice(0, 4)}年${Number(data.cMonth.slice(5, 7))}月考勤.xlsx`.replace(
    /[\\/:*?"<>|]/g,
    '_',
  );
