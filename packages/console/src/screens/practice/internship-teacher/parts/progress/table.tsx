import { Text } from '@chakra-ui/react';
import { defineEnum } from '@practice/sdk/contract';
import type { PageParams, PageResult, SearchField, TableColumn } from '@practice/ui-kit';
import type { ProgressRow } from './counts.js';

/*
 * The progress table pages, searches and sorts the rows counted in the browser, as a server list would, so
 * that the kit's DataTable (paging, 全部, column settings, export) shows them unchanged.
 */

export const MissingFilter = defineEnum('missingFilter', '缺交情况', [
  [1, '有缺交', 'danger'],
  [0, '无缺交', 'success'],
]);

export const PROGRESS_SEARCH: readonly SearchField[] = [
  { key: 'cRealName', label: '学生姓名' },
  { key: 'cNumber', label: '学号' },
  { key: 'missing', label: '缺交情况', enum: MissingFilter },
];

const count = (
  key: keyof ProgressRow & string,
  title: string,
  missing = false,
): TableColumn<ProgressRow> => ({
  key,
  title,
  sortable: true,
  width: 84,
  text: (row) => String(row[key] ?? 0),
  // A gap is what the tutor is looking for: it stands out from the counts.
  ...(missing
    ? {
        render: (row: ProgressRow) =>
          Number(row[key]) > 0 ? (
            <Text as="span" color="fg.error" fontWeight="semibold">
              {String(row[key])}
            </Text>
          ) : (
            '0'
          ),
      }
    : {}),
});

export const PROGRESS_COLUMNS: readonly TableColumn<ProgressRow>[] = [
  { key: 'cRealName', title: '学生姓名', sortable: true, width: 96 },
  { key: 'cNumber', title: '学号', sortable: true, width: 112 },
  { key: 'cClassName', title: '班级', sortable: true, width: 136 },
  count('diarySubmitted', '日志已交'),
  count('diaryReviewed', '日志已批阅'),
  count('diaryMissing', '日志缺交', true),
  count('summarySubmitted', '总结已交'),
  count('summaryReviewed', '总结已评分'),
  count('summaryMissing', '总结缺交', true),
  count('reviewDone', '已评价'),
  count('reviewMissing', '未评价', true),
  {
    key: 'missingText',
    title: '缺交明细',
    width: 320,
    text: (row) => row.missingText || '无',
    // A long list is cut to the cell; pointing at it shows it whole (the export has it whole too).
    render: (row) => (
      <Text as="span" title={row.missingText} truncate display="block">
        {row.missingText || '无'}
      </Text>
    ),
  },
];

const hasMissing = (row: ProgressRow) => row.diaryMissing + row.summaryMissing + row.reviewMissing > 0;
const contains = (value: unknown, wanted: unknown) =>
  typeof wanted !== 'string' || wanted.trim() === '' || String(value ?? '').includes(wanted.trim());

/** One page of the counted rows for the table's query. */
export function progressPage(rows: readonly ProgressRow[], params: PageParams): PageResult<ProgressRow> {
  const missing = params.missing === undefined || params.missing === '' ? null : Number(params.missing);
  const found = rows.filter(
    (row) =>
      contains(row.cRealName, params.cRealName) &&
      contains(row.cNumber, params.cNumber) &&
      (missing === null || hasMissing(row) === (missing === 1)),
  );
  const key = params.sortName;
  if (key) {
    const sign = params.sortOrder === 'desc' ? -1 : 1;
    found.sort((a, b) => {
      const [x, y] = [a[key], b[key]];
      const order =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x ?? '').localeCompare(String(y ?? ''), 'zh');
      return sign * order;
    });
  }
  const all = params.pageNumber === -1 || params.pageSize >= 999_999;
  const from = all ? 0 : (Math.max(1, params.pageNumber) - 1) * params.pageSize;
  return { rows: all ? found : found.slice(from, from + params.pageSize), total: found.length };
}
