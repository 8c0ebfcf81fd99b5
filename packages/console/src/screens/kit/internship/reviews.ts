import { enums, type Role, roleMayWriteSheet, SHEET_WRITERS } from '@practice/sdk/contract';
import { InputKind, sortItems, type TemplateFormItem, type TemplateValues } from '@practice/ui-kit';

/*
 * The overall review (综合评价, SPEC 2.4 and 3): one form per review template of the course's template batch,
 * one InternshipStudentGeneralReview row per student and template. A list row carries a bodyDictionary keyed
 * by template-info id with fStatus and cDesc (and the review's id, to fetch its items); saving sends the same
 * shape with the form's values keyed by template-item id.
 */

/** fTemplateType of the templates a review tab may use: overall review and the three grade sheets. */
export const REVIEW_TEMPLATE_TYPES: ReadonlySet<number> = new Set([2, 4, 5, 6]);

/**
 * Why a sheet is only read by the caller: it belongs to another reviewer (the contract's SHEET_WRITERS; the
 * server refuses the write whatever the console shows). Undefined when the caller's roles may write it.
 */
export function sheetLockOf(roles: readonly string[], templateType: number | null | undefined) {
  const rule = SHEET_WRITERS[Number(templateType)];
  if (!rule || roleMayWriteSheet(roles as Role[], Number(templateType))) return undefined;
  return `该评价表由${rule.who}填写，你只能查看`;
}

export interface TemplateRow {
  fTemplateInfoId: string;
  cTemplateName?: string | null;
  fTemplateType?: number | null;
  fSort?: number | null;
}

export interface ReviewTemplateDef {
  fTemplateInfoId: string;
  cTemplateName: string;
  /** Which sheet it is (2 总体评价, 4 企业导师评分表, 5 校内导师评分表, 6 答辩评分表): who writes it. */
  fTemplateType?: number | null;
  items: readonly TemplateFormItem[];
}

/** The batch's review templates, in their order. */
export function reviewTemplatesOf(rows: readonly TemplateRow[]): TemplateRow[] {
  return rows
    .filter((row) => REVIEW_TEMPLATE_TYPES.has(Number(row.fTemplateType)))
    .sort((a, b) => (a.fSort ?? Number.POSITIVE_INFINITY) - (b.fSort ?? Number.POSITIVE_INFINITY));
}

export interface ReviewRow {
  fInternshipStudentGeneralReviewId: string;
  fInternshipStudentId: string;
  fTemplateInfoId: string;
  fStatus?: number | null;
  fGrade?: number | null;
  fScore?: number | null;
  cDesc?: string | null;
}

export interface ReviewEntry {
  fStatus: number;
  cDesc: string | null;
  fGrade: number | null;
  fScore: number | null;
  /** The fetch argument: the review whose items fill the tab (none before the first save). */
  fInternshipStudentGeneralReviewId: string | null;
}

export type BodyDictionary = Record<string, ReviewEntry>;

/** Each student's reviews by template: the course's reviews read once, indexed for the list's cells. */
export function reviewIndex(reviews: readonly ReviewRow[]): Map<string, Map<string, ReviewRow>> {
  const index = new Map<string, Map<string, ReviewRow>>();
  for (const review of reviews) {
    const byTemplate = index.get(review.fInternshipStudentId) ?? new Map<string, ReviewRow>();
    byTemplate.set(review.fTemplateInfoId, review);
    index.set(review.fInternshipStudentId, byTemplate);
  }
  return index;
}

const entryOf = (review: ReviewRow | undefined): ReviewEntry => ({
  fStatus: review?.fStatus ?? enums.OverallEvaluationStatus.notSubmitted,
  cDesc: review?.cDesc ?? null,
  fGrade: review?.fGrade ?? null,
  fScore: review?.fScore ?? null,
  fInternshipStudentGeneralReviewId: review?.fInternshipStudentGeneralReviewId ?? null,
});

/** A student's bodyDictionary: every review template, 未提交 where nothing was saved yet. */
export function bodyDictionaryOf(
  studentId: string,
  templates: readonly Pick<TemplateRow, 'fTemplateInfoId'>[],
  index: ReadonlyMap<string, ReadonlyMap<string, ReviewRow>>,
): BodyDictionary {
  const reviews = index.get(studentId);
  return Object.fromEntries(
    templates.map((t) => [t.fTemplateInfoId, entryOf(reviews?.get(t.fTemplateInfoId))]),
  );
}

/**
 * The review's comment (cDesc, the list's 评语) is the template's remark: its first multi-line item, as the
 * grade sheets word it (综合评语, 企业导师意见). A template without one leaves the stored comment as it is.
 */
export function remarkOf(items: readonly TemplateFormItem[], values: TemplateValues): string | undefined {
  const remark = sortItems(items).find((item) => item.fFontType === InputKind.multiLine);
  const value = remark ? values[remark.fTemplateItemId]?.trim() : undefined;
  return value || undefined;
}

export interface ReviewSubmission {
  fInternshipStudentId: string;
  bodyDictionary: Record<string, { fStatus: number; cDesc?: string; items: Record<string, string> }>;
}

/**
 * InternshipStudentGeneralReviewItem_EditInternshipStudentGeneralReviewItemList's body for one tab: the
 * form's values (already remapped from _id keys to template-item ids) for the template's own items only;
 * the grade, when the form has one, is the server's to compute from the score items.
 */
export function reviewSubmission(
  studentId: string,
  template: ReviewTemplateDef,
  values: TemplateValues,
): ReviewSubmission {
  const items = Object.fromEntries(
    template.items.map((item) => [item.fTemplateItemId, values[item.fTemplateItemId] ?? '']),
  );
  const cDesc = remarkOf(template.items, values);
  return {
    fInternshipStudentId: studentId,
    bodyDictionary: {
      [template.fTemplateInfoId]: {
        fStatus: enums.OverallEvaluationStatus.evaluated,
        ...(cDesc ? { cDesc } : {}),
        items,
      },
    },
  };
}
