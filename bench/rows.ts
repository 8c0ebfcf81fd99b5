/**
 * Deterministic InternshipInfo rows and the envelope text a back end sends for a page of them. Rows are
 * written straight to JSON text in pieces, so a 999 999-row page exists once, as the one string that
 * JSON.parse will read (no array of row objects is kept beside it).
 */

/** mulberry32: small, fast and seedable, so every run benchmarks the same bytes. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SURNAMES = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐'];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '秀英',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '子涵',
  '浩然',
];
const SCHOOLS = [
  '华东师范大学',
  '北京师范大学',
  '南京师范大学',
  '华中师范大学',
  '陕西师范大学',
  '东北师范大学',
];
const MAJORS = [
  '汉语言文学',
  '数学与应用数学',
  '英语',
  '物理学',
  '学前教育',
  '小学教育',
  '计算机科学与技术',
  '体育教育',
];
const KINDS = ['教育实习', '教育见习', '专业实习', '毕业实习'];
const DESCS = [
  null,
  '',
  '<p>请按时提交实习日志和实习总结。</p>',
  '<p>实习期间须遵守实习学校的各项规章制度，按时到岗，不得无故缺勤。</p>',
];

/** 'YYYY-MM-DD' for every day from 2018 on, formatted once rather than per row. */
const DAYS = Array.from({ length: 8 * 366 }, (_, d) =>
  new Date(Date.UTC(2018, 0, 1) + d * 86_400_000).toISOString().slice(0, 10),
);
const two = (n: number) => String(n).padStart(2, '0');

/** Ids as the back end sends them: 32 lowercase hex characters (cheap and distinct per n, not random). */
const hexId = (n: number) => `5f${n.toString(16).padStart(14, '0')}a3c1b2d4e6f70819a2b3c4d5`.slice(0, 32);

export function makeRow(i: number, rnd: () => number) {
  const int = (n: number) => Math.floor(rnd() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)] as T;
  const school = int(SCHOOLS.length);
  const major = pick(MAJORS);
  const start = 90 + int(DAYS.length - 400);
  const created = start - 1 - int(60);
  return {
    fInternshipInfoId: hexId(i + 1),
    fSchoolId: hexId(school + 1),
    cSchoolName: SCHOOLS[school],
    cInternshipName: `${(DAYS[start] as string).slice(0, 4)}届${major}${pick(KINDS)}`,
    fCourseType: int(5),
    cMajor: rnd() < 0.05 ? null : major,
    // Date-only fields arrive from the .NET back end with a midnight time.
    tStartDate: `${DAYS[start]} 00:00:00`,
    tEndDate: `${DAYS[start + 30 + int(150)]} 00:00:00`,
    fStatus: 1 + int(3),
    fInternshipStatus: int(3),
    fTemplateBatchInfoId: rnd() < 0.3 ? null : hexId(1 + int(200)),
    cDesc: pick(DESCS),
    cCreateUserName: pick(SURNAMES) + pick(GIVEN),
    tCreateDate: `${DAYS[created]} ${two(8 + int(12))}:${two(int(60))}:${two(int(60))}`,
  };
}

/** Rows in the whole result set: the page of 10 000 is page 1 of a 999 999-row table. */
export const TOTAL_ROWS = 999_999;

/** The body of GetInternshipInfoPageList page 1 with `rows` rows, as the bytes arrive. */
export function pageText(rows: number, seed = 20240901): string {
  const rnd = prng(seed);
  const parts = ['{"Code":200,"Message":"","Content":{"List":['];
  for (let start = 0; start < rows; start += 10_000) {
    const chunk: string[] = [];
    for (let i = start; i < Math.min(rows, start + 10_000); i++) chunk.push(JSON.stringify(makeRow(i, rnd)));
    parts.push((start ? ',' : '') + chunk.join(','));
  }
  const total = Math.max(rows, TOTAL_ROWS);
  parts.push(
    `],"PageIndex":1,"PageCount":${Math.ceil(total / rows)},"PageSize":${rows},"TotalCount":${total}}}`,
  );
  // join('') yields one flat string; concatenating with + would leave a rope that JSON.parse flattens into
  // a second full copy.
  return parts.join('');
}
