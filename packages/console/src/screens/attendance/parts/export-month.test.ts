import type { AttendanceExport } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { exportFileName, exportMonthCells } from './export-month.js';

const counts = {
  fWorkDays: 2,
  fSigned: 1,
  fLate: 0,
  fEarly: 0,
  fMissing: 0,
  fLeave: 1,
  fMakeUp: 0,
  fOutside: 0,
};
const data: AttendanceExport = {
  cInternshipName: '岗位实习/2026',
  cMonth: '2026-11',
  dates: ['2026-11-02', '2026-11-03'],
  rows: [
    {
      fInternshipStudentId: '7',
      cRealName: '=王小明',
      cNumber: '2022001',
      cClassName: '软件1班',
      cCompanyName: '华信科技',
      counts,
      days: ['signed', 'leave'],
    },
  ],
};

describe('exportMonthCells', () => {
  it('writes counts as numbers, one column per day in words, and names as inert text', () => {
    const [header, row] = exportMonthCells(data);
    expect(header?.slice(0, 5)).toEqual(['姓名', '学号', '班级', '实习单位', '应出勤天数']);
    expect(header?.slice(-2)).toEqual(['11月2日', '11月3日']);
    expect(row?.[0]).toBe("'=王小明");
    expect(row?.slice(4, 12)).toEqual([2, 1, 0, 0, 0, 1, 0, 0]);
    expect(row?.slice(-2)).toEqual(['已签到', '请假']);
    expect(header).toHaveLength(row?.length ?? 0);
  });

  it('names the file after the course and the month, without characters a file name may not hold', () => {
    expect(exportFileName(data)).toBe('岗位实习_2026-2026年11月考勤.xlsx');
  });
});
