import type { ProgrammeFigures, Ratio, StatisticsRow } from '@practice/sdk/contract';
import { dayCell, type ExportCell, momentCell, percentCell } from '@practice/ui-kit';
import { shareOf } from '../../kit/figures.js';

/*
 * 实习统计's figures as a workbook (issue 30, part 3): the filters written above the table, each share as a
 * percentage cell beside its count and total as number cells, the term's days as date cells, and the file
 * named after its scope and term (实习统计_东方职业技术学院_2026-09-01至2027-01-15.xlsx).
 */

export type StatisticsLine = StatisticsRow;

type RatioKey = Exclude<keyof ProgrammeFigures, 'fOpenWarnings'>;

/** The shares in the screen's order, as its table and the workbook head them. */
export const SHARES: readonly { key: RatioKey; label: string }[] = [
  { key: 'placement', label: '实习率' },
  { key: 'majorMatch', label: '对口率' },
  { key: 'agreement', label: '协议签订率' },
  { key: 'insurance', label: '保险覆盖率' },
  { key: 'diarySubmission', label: '日志提交率' },
  { key: 'diaryReview', label: '日志批阅率' },
  { key: 'summarySubmission', label: '总结提交率' },
  { key: 'summaryReview', label: '总结批阅率' },
];

export const GROUP_LABELS = { school: '学校', major: '专业', class: '班级', course: '实习课程' } as const;
export type GroupBy = keyof typeof GROUP_LABELS;

/** The filters as they were applied, in words: what the workbook writes above its table. */
export interface AppliedFilters {
  readonly school?: string;
  readonly major?: string;
  readonly className?: string;
  readonly course?: string;
  readonly termStart?: string;
  readonly termEnd?: string;
  readonly groupBy: GroupBy;
  /** When the figures were computed (the server's roll-up): written as 数据更新于. */
  readonly computed?: string;
}

const share = (r: Ratio): ExportCell => {
  const s = shareOf(r);
  return s === null ? '—' : percentCell(s);
};

/** The header and one line per group: 学生数, then per share its percentage, count and total. */
export function statisticsCells(lines: readonly StatisticsLine[], groupBy: GroupBy): ExportCell[][] {
  const header: ExportCell[] = [
    GROUP_LABELS[groupBy],
    '学生数',
    ...SHARES.flatMap((s) => [s.label, `${s.label}（人数）`, `${s.label}（总数）`]),
    '未处理预警',
  ];
  const body = lines.map((l): ExportCell[] => [
    l.cGroupName,
    l.fStudents,
    ...SHARES.flatMap((s) => [share(l[s.key]), l[s.key].fCount, l[s.key].fTotal]),
    l.fOpenWarnings,
  ]);
  return [header, ...body];
}

/** The lines above the table: the title and each filter, the term's ends as date cells. */
export function filterLines(f: AppliedFilters): ExportCell[][] {
  const lines: ExportCell[][] = [['实习统计']];
  lines.push(['学校', f.school ?? '全部学校']);
  if (f.major) lines.push(['专业', f.major]);
  if (f.className) lines.push(['班级', f.className]);
  if (f.course) lines.push(['实习课程', f.course]);
  lines.push(['学期开始', f.termStart ? dayCell(f.termStart) : '不限']);
  lines.push(['学期结束', f.termEnd ? dayCell(f.termEnd) : '不限']);
  lines.push(['分组', GROUP_LABELS[f.groupBy]]);
  if (f.computed) lines.push(['数据更新于', momentCell(f.computed)]);
  return lines;
}

/** Characters no file system takes in a name. */
const UNSAFE = /[\\/:*?"<>|\s]+/g;

/** 实习统计_{narrowest scope}_{term}.xlsx: the course, else the class, else the major, within the school. */
export function statisticsFileName(f: AppliedFilters): string {
  const scope = [f.school ?? '全部学校', f.major, f.className, f.course].filter(Boolean).join('_');
  const term = f.termStart || f.termEnd ? `${f.termStart ?? '不限'}至${f.termEnd ?? '不限'}` : '全部学期';
  return `实习统计_${scope.replace(UNSAFE, '')}_${term}.xlsx`;
}
