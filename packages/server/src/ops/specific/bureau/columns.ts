import {
  AgreementStatus,
  InternshipKind,
  MajorMatch,
  OrganizeForm,
  PlacementMode,
  PlacementReview,
} from '@practice/sdk/contract';
import type { CellValue } from './xlsx-stream.js';

/*
 * The education bureau's monthly internship report (issue 30, part 4), declared once: each column's label,
 * how a row fills it, its cell type and width, and whether the national internship service platform requires
 * it. The export writes these columns in this order and the check names a row's gaps by these labels.
 *
 * The set follows what the platform's 实习信息 import asks of a vocational school: the student (学号, 姓名,
 * 专业, 班级), the placement's kind (实习类型 认识/岗位/专业/生产/毕业, 组织形式 集中/分散, 实习方式), the unit
 * (名称 and 统一社会信用代码, which the platform matches against the business register), 岗位, 城市 and the
 * dates, 是否对口, and the two safeguards the 职业学校学生实习管理规定 makes conditions of a post: the signed
 * three-party agreement and the liability insurance, with the policy that shows it. 序号 is the row's number,
 * the way these sheets are numbered by hand; 学校名称 repeats the school so that sheets of several schools can
 * be put together at the bureau. The tutors are not required by the platform but asked for by most bureaus.
 */

/** One student's row as the report's query reads it (rows.ts). Dates are stored text 'YYYY-MM-DD ...'. */
export interface BureauRow {
  readonly fInternshipStudentId: string;
  readonly cSchoolName: string | null;
  readonly cNumber: string | null;
  readonly cRealName: string | null;
  readonly cMajor: string | null;
  readonly cClassName: string | null;
  readonly fInternshipKind: number | null;
  readonly fOrganizeForm: number | null;
  readonly fPlacementMode: number | null;
  readonly cCompanyName: string | null;
  readonly cCreditCode: string | null;
  readonly cPost: string | null;
  readonly cCity: string | null;
  readonly tStartDate: string | null;
  readonly tEndDate: string | null;
  readonly fMajorMatch: number | null;
  readonly fAgreementStatus: number | null;
  readonly fAgreementReview: number | null;
  readonly tSignedDate: string | null;
  readonly cExemptReason: string | null;
  readonly cInsurer: string | null;
  readonly cPolicyNumber: string | null;
  readonly cSchoolTutors: string | null;
  readonly cCompanyTutors: string | null;
}

export interface BureauColumn {
  readonly label: string;
  readonly type: 'text' | 'number' | 'date';
  readonly width: number;
  /** The cell of row number `n` (1 for the first student). null leaves the cell empty. */
  readonly cell: (row: BureauRow, n: number) => CellValue;
  /**
   * Required by the platform: the row has a gap when this is true. The label the check names is `gap` when
   * the column's own label would read oddly as a missing thing (是否购买实习责任保险 → 实习责任保险).
   */
  readonly missing?: (row: BureauRow) => boolean;
  readonly gap?: string;
}

const text = (v: string | null | undefined): CellValue => (v?.trim() ? { t: 'text', v: v.trim() } : null);
const day = (v: string | null | undefined): CellValue => (v ? { t: 'date', v: v.slice(0, 10) } : null);
const choice = (labelOf: (v: unknown) => string) => (v: number | null) =>
  v === null || v === undefined ? null : text(labelOf(v));
const blank = (v: string | null | undefined) => !v?.trim();
const unset = (v: number | null | undefined) => v === null || v === undefined;

const agreementPassed = (r: BureauRow) =>
  Number(r.fAgreementStatus) === AgreementStatus.signed &&
  Number(r.fAgreementReview) === PlacementReview.passed;

/** The row's fields whose values are of type T. */
type FieldOf<T> = { [K in keyof BureauRow]: BureauRow[K] extends T ? K : never }[keyof BureauRow];

/** A text or date the platform requires: the row has a gap where it is blank. */
const required = (
  label: string,
  type: 'text' | 'date',
  width: number,
  field: FieldOf<string | null>,
): BureauColumn => ({
  label,
  type,
  width,
  cell: (r) => (type === 'date' ? day(r[field]) : text(r[field])),
  missing: (r) => blank(r[field]),
});

/** One of the platform's choices (实习类型, 组织形式, 实习方式), shown by its label: a gap where none is set. */
const requiredChoice = (
  label: string,
  width: number,
  field: FieldOf<number | null>,
  labelOf: (v: unknown) => string,
): BureauColumn => ({
  label,
  type: 'text',
  width,
  cell: (r) => choice(labelOf)(r[field]),
  missing: (r) => unset(r[field]),
});

/**
 * A question the platform requires answered (是否对口, 是否签订三方协议, 是否购买实习责任保险): the cell is the answer,
 * and a row without one has a gap named `gap`, since the label itself reads oddly as a missing thing.
 */
const answered = (
  label: string,
  width: number,
  gap: string,
  answer: (r: BureauRow) => string | null,
): BureauColumn => ({
  label,
  type: 'text',
  width,
  cell: (r) => text(answer(r)),
  missing: (r) => answer(r) === null,
  gap,
});

export const BUREAU_COLUMNS: readonly BureauColumn[] = [
  { label: '序号', type: 'number', width: 7, cell: (_r, n) => ({ t: 'number', v: n }) },
  { label: '学校名称', type: 'text', width: 22, cell: (r) => text(r.cSchoolName) },
  { label: '学号', type: 'text', width: 14, cell: (r) => text(r.cNumber) },
  { label: '姓名', type: 'text', width: 10, cell: (r) => text(r.cRealName) },
  { label: '专业', type: 'text', width: 18, cell: (r) => text(r.cMajor) },
  { label: '班级', type: 'text', width: 16, cell: (r) => text(r.cClassName) },
  requiredChoice('实习类型', 10, 'fInternshipKind', InternshipKind.labelOf),
  requiredChoice('组织形式', 9, 'fOrganizeForm', OrganizeForm.labelOf),
  requiredChoice('实习方式', 10, 'fPlacementMode', PlacementMode.labelOf),
  required('实习单位名称', 'text', 26, 'cCompanyName'),
  required('统一社会信用代码', 'text', 21, 'cCreditCode'),
  required('实习岗位', 'text', 16, 'cPost'),
  { label: '实习城市', type: 'text', width: 10, cell: (r) => text(r.cCity) },
  required('实习开始日期', 'date', 12, 'tStartDate'),
  required('实习结束日期', 'date', 12, 'tEndDate'),
  answered('是否对口', 9, '专业对口', (r) =>
    unset(r.fMajorMatch) ? null : Number(r.fMajorMatch) === MajorMatch.matched ? '是' : '否',
  ),
  // A signed agreement the school has passed, or else the school admin's recorded exception.
  answered('是否签订三方协议', 16, '三方协议', (r) => {
    if (agreementPassed(r)) return '是';
    return blank(r.cExemptReason) ? null : `否（例外：${r.cExemptReason?.trim()}）`;
  }),
  {
    label: '协议签订日期',
    type: 'date',
    width: 12,
    cell: (r) => (Number(r.fAgreementStatus) === AgreementStatus.signed ? day(r.tSignedDate) : null),
  },
  // The query brings a policy only when a passed one covers some day of the month.
  answered('是否购买实习责任保险', 12, '实习责任保险', (r) => (blank(r.cPolicyNumber) ? null : '是')),
  { label: '保险公司', type: 'text', width: 18, cell: (r) => text(r.cInsurer) },
  { label: '保单号', type: 'text', width: 20, cell: (r) => text(r.cPolicyNumber) },
  { label: '校内指导教师', type: 'text', width: 14, cell: (r) => text(r.cSchoolTutors) },
  { label: '企业指导教师', type: 'text', width: 14, cell: (r) => text(r.cCompanyTutors) },
];

/** The labels of the required fields a row lacks, in column order (empty: the row is complete). */
export const missingOf = (row: BureauRow): string[] =>
  BUREAU_COLUMNS.filter((c) => c.missing?.(row)).map((c) => c.gap ?? c.label);
