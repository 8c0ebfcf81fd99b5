import { describe, expect, it } from 'vitest';
import {
  filterLines,
  type StatisticsLine,
  statisticsCells,
  statisticsFileName,
} from './statistics-export.js';

const r = (fCount: number, fTotal: number) => ({ fCount, fTotal });
const line: StatisticsLine = {
  cGroupId: 'c1',
  cGroupName: '软件2301',
  fStudents: 40,
  placement: r(35, 40),
  majorMatch: r(28, 35),
  agreement: r(30, 40),
  insurance: r(0, 0),
  diarySubmission: r(300, 320),
  diaryReview: r(250, 300),
  summarySubmission: r(20, 40),
  summaryReview: r(10, 20),
  fOpenWarnings: 3,
  tComputed: '2026-11-18 09:00:00',
};

describe('the statistics workbook', () => {
  it('writes each share as a percentage beside its count and total, and nothing to count out of as a dash', () => {
    const [header, row] = statisticsCells([line], 'class');
    expect(header?.slice(0, 5)).toEqual(['班级', '学生数', '实习率', '实习率（人数）', '实习率（总数）']);
    expect(row?.slice(0, 5)).toEqual(['软件2301', 40, { value: 0.875, format: '0.0%' }, 35, 40]);
    // 保险覆盖率 of no students.
    expect(row?.slice(11, 14)).toEqual(['—', 0, 0]);
    expect(row?.at(-1)).toBe(3);
    expect(header).toHaveLength(row?.length ?? 0);
  });

  it('writes the filters above the table, the term as dates', () => {
    const lines = filterLines({
      school: '东方职业技术学院',
      className: '软件2301',
      termStart: '2026-09-01',
      termEnd: '2027-01-15',
      groupBy: 'course',
      computed: '2026-09-01 12:00:00',
    });
    expect(lines).toEqual([
      ['实习统计'],
      ['学校', '东方职业技术学院'],
      ['班级', '软件2301'],
      ['学期开始', { value: 46266, format: 'yyyy-mm-dd' }],
      ['学期结束', { value: 46402, format: 'yyyy-mm-dd' }],
      ['分组', '实习课程'],
      ['数据更新于', { value: 46266.5, format: 'yyyy-mm-dd hh:mm' }],
    ]);
  });

  it('names the file after its scope and term', () => {
    expect(
      statisticsFileName({
        school: '东方职业技术学院',
        termStart: '2026-09-01',
        termEnd: '2027-01-15',
        groupBy: 'class',
      }),
    ).toBe('实习统计_东方职业技术学院_2026-09-01至2027-01-15.xlsx');
    expect(statisticsFileName({ school: '东方 学院', major: '软件/技术', groupBy: 'class' })).toBe(
      '实习统计_东方学院_软件技术_全部学期.xlsx',
    );
    expect(statisticsFileName({ groupBy: 'school' })).toBe('实习统计_全部学校_全部学期.xlsx');
  });
});
