import { enums } from '@practice/sdk/contract';
import { fixtureId } from '../testing/fixture-id.js';
import type { FetchPage, PageParams, TableColumn, TableRow } from './types.js';

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高';
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '晓东',
  '海燕',
  '志强',
];
const SCHOOLS = ['东华理工学院', '南山职业技术学院', '西岭师范大学', '北辰工程学院', '江城信息学院'];
const INTERNSHIPS = ['2024 年暑期实习', '2024 年毕业实习', '2025 年寒假社会实践'];

/** The id of the n-th demo student (from 1) and of the n-th demo course (from 0). */
export const demoStudentId = (n: number) => fixtureId(`student-${n}`);
export const demoCourseId = (n: number) => fixtureId(`course-${n}`);

/** Deterministic rows (a small linear congruential generator), so that stories assert exact values. */
export function demoRows(count: number, seed = 7): TableRow[] {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
  const start = new Date(2024, 0, 1, 8, 0, 0).getTime();
  return Array.from({ length: count }, (_, index) => ({
    fInternshipStudentId: demoStudentId(index + 1),
    cRealName: `${SURNAMES[next(SURNAMES.length)]}${GIVEN[next(GIVEN.length)]}`,
    cSchoolName: SCHOOLS[next(SCHOOLS.length)],
    // Row 2 lacks its course, so its link cannot be followed.
    fInternshipInfoId: index === 1 ? null : demoCourseId(index % 3),
    cInternshipName: INTERNSHIPS[index % 3],
    fStatus: next(3),
    tCreateDate: new Date(start + index * 36 * 3_600_000).toISOString(),
    cFilePath: index % 4 === 0 ? `报告${index + 1}.pdf` : '',
  }));
}

export const demoColumns: TableColumn[] = [
  { key: 'cRealName', title: '姓名', searchable: true, editable: true, width: 120 },
  { key: 'cSchoolName', title: '学校', width: 180 },
  {
    key: 'cInternshipName',
    title: '实习课程',
    width: 180,
    link: { child: 'student-manage', fields: ['fInternshipInfoId'] },
  },
  {
    key: 'fStatus',
    title: '审核状态',
    display: 'enum',
    enum: enums.ReviewStatus,
    searchable: true,
    width: 120,
  },
  { key: 'tCreateDate', title: '创建时间', display: 'dateTime', sortable: true, width: 190 },
  { key: 'cFilePath', title: '实习报告', display: 'file', width: 140 },
];

const matches = (row: TableRow, params: PageParams) => {
  const { cRealName, fStatus, tCreateDateBegin, tCreateDateEnd } = params;
  if (cRealName && !String(row.cRealName).includes(String(cRealName))) return false;
  if (fStatus !== undefined && String(row.fStatus) !== String(fStatus)) return false;
  const day = String(row.tCreateDate).slice(0, 10);
  if (tCreateDateBegin && day < String(tCreateDateBegin)) return false;
  if (tCreateDateEnd && day > String(tCreateDateEnd)) return false;
  return true;
};

/** An in-memory list call: filter, sort, then one page, after `delayMs`. */
export function fakeFetchPage(rows: readonly TableRow[], delayMs = 30): FetchPage<TableRow> {
  return async (params) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    let found = rows.filter((row) => matches(row, params));
    if (params.sortName) {
      const key = params.sortName;
      const sign = params.sortOrder === 'desc' ? -1 : 1;
      found = [...found].sort((a, b) =>
        String(a[key]) < String(b[key]) ? -sign : String(a[key]) > String(b[key]) ? sign : 0,
      );
    }
    const from = (params.pageNumber - 1) * params.pageSize;
    return { rows: found.slice(from, from + params.pageSize), total: found.length };
  };
}
