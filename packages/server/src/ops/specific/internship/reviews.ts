import { CREATOR } from '@practice/sdk/contract';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { tableOf } from '../../../db/tables.js';
import { assertFileRefs } from '../../../files/file-refs.js';
import { refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onRow } from '../../declared.js';
import { assertReviewerFields } from '../../reviewers.js';
import { insertRow } from '../../write.js';
import { assertSheetWriter } from './score-sheets.js';
import { courseRow, studentInBody } from './shared.js';
import { storedAnswer } from './template-answers.js';

/** Template types a review dialog tab may use: overall review and the three grade sheets (SPEC §3). */
const REVIEW_TYPES = new Set([2, 4, 5, 6]);

interface ReviewEntry {
  fStatus?: 0 | 1;
  cDesc?: string | null;
  items: Record<string, string>;
}

/** A score's share of the full marks on the 12-step scale (1 D- ... 12 A+), 5 points a step from 45 %. */
export function gradeOf(score: number, full: number): number {
  const percent = (score / full) * 100;
  const floors = [95, 90, 85, 80, 75, 70, 65, 60, 55, 50, 45];
  const step = floors.findIndex((f) => percent >= f);
  return step === -1 ? 1 : 12 - step;
}

async function reviewTemplate(
  q: Queryable,
  id: string,
  batchId: unknown,
): Promise<{ tpl: Row; items: Row[] }> {
  const [tpl] = await q.query('select * from "TemplateInfo" where "fTemplateInfoId" = $1', [id]);
  if (!tpl || !REVIEW_TYPES.has(tpl.fTemplateType as number)) throw refused('所选模板不是评价模板');
  if (batchId != null && tpl.fTemplateBatchInfoId !== batchId)
    throw refused('评价模板不属于该实习课程的模板批次');
  const items = await q.query('select * from "TemplateItem" where "fTemplateInfoId" = $1', [id]);
  return { tpl, items };
}

/** Score-sheet dropdowns (items with fScore) store the chosen option's value: the review's score is their sum. */
function scoreOf(items: readonly Row[], values: ReadonlyMap<string, string>) {
  const scored = items.filter((i) => i.fScore != null);
  const full = scored.reduce((sum, i) => sum + Number(i.fScore), 0);
  const picked = scored.map((i) => Number(values.get(i.fTemplateItemId as string))).filter(Number.isFinite);
  if (!full || !picked.length) return { fScore: null, fGrade: null };
  const score = picked.reduce((a, b) => a + b, 0);
  return { fScore: score, fGrade: gradeOf(score, full) };
}

/**
 * The review dialog's save (SPEC §3, §7.3): one entry per template tab, its items keyed by template-item id
 * (the console has already turned the form's _id keys into these). Every tab is written in one transaction;
 * a tab is marked reviewed (fStatus 1) unless it says 0, which keeps it a draft.
 */
const saveReviewForm = onRow({
  target: { ...studentInBody, access: 'read' },
  work: async (a, { body }, student) => {
    const { q } = a;
    const input = body as { bodyDictionary: Record<string, ReviewEntry> };
    const caller = signedIn(a);
    const course = await courseRow(q, student.fInternshipInfoId);
    const reviews = tableOf('InternshipStudentGeneralReview');
    const itemTable = tableOf('InternshipStudentGeneralReviewItem');
    const now = nowText();
    for (const [templateId, entry] of Object.entries(input.bodyDictionary)) {
      // The whole form is the reviewer's verdict (grants are data: a student given the call is still refused).
      assertReviewerFields(reviews, caller, { fStatus: entry.fStatus ?? 1, cDesc: entry.cDesc });
      const { tpl, items } = await reviewTemplate(q, templateId, course.fTemplateBatchInfoId);
      await assertSheetWriter(q, caller, student.fInternshipStudentId, tpl.fTemplateInfoId);
      const byId = new Map(items.map((i) => [i.fTemplateItemId as string, i]));
      const values = new Map(Object.entries(entry.items).map(([k, v]) => [k, v]));
      for (const id of values.keys()) if (!byId.has(id)) throw refused('模板项不属于该模板');
      const owner = { fInternshipInfoId: student.fInternshipInfoId, fStudentUserId: student.fUserId ?? null };
      const [existing] = await q.query(
        `select "fInternshipStudentGeneralReviewId" as id from "InternshipStudentGeneralReview"
          where "fInternshipStudentId" = $1 and "fTemplateInfoId" = $2 order by 1 limit 1`,
        [student.fInternshipStudentId, tpl.fTemplateInfoId],
      );
      const reviewId =
        existing?.id ??
        (await insertRow(q, reviews, {
          ...owner,
          fInternshipStudentId: student.fInternshipStudentId,
          fTemplateInfoId: tpl.fTemplateInfoId,
          tCreateDate: now,
          [CREATOR]: caller.userId,
        }));
      for (const [id, answer] of values) {
        const item = byId.get(id) as Row;
        const content = storedAnswer(item, answer);
        const [was] = await q.query(
          `select "fInternshipStudentGeneralReviewItemId" as key from "InternshipStudentGeneralReviewItem"
            where "fInternshipStudentGeneralReviewId" = $1 and "fTemplateItemId" = $2`,
          [reviewId, id],
        );
        await assertFileRefs(q, itemTable, caller, { cContent: content, fTemplateItemId: id }, was?.key);
        const updated = await q.query(
          `update "InternshipStudentGeneralReviewItem" set "cContent" = $1
            where "fInternshipStudentGeneralReviewId" = $2 and "fTemplateItemId" = $3 returning 1`,
          [content, reviewId, id],
        );
        if (updated.length) continue;
        await insertRow(q, itemTable, {
          ...owner,
          fInternshipStudentGeneralReviewId: reviewId,
          fTemplateItemId: id,
          fFontType: item.fFontType ?? null,
          fSort: item.fSort ?? null,
          cContent: content,
          tCreateDate: now,
          [CREATOR]: caller.userId,
        });
      }
      const all = await q.query(
        'select "fTemplateItemId", "cContent" from "InternshipStudentGeneralReviewItem" where "fInternshipStudentGeneralReviewId" = $1',
        [reviewId],
      );
      const { fScore, fGrade } = scoreOf(
        items,
        new Map(all.map((r) => [r.fTemplateItemId as string, String(r.cContent)])),
      );
      const status = entry.fStatus ?? 1;
      await q.query(
        `update "InternshipStudentGeneralReview" set "fStatus" = $1, "fScore" = $2, "fGrade" = $3,
            "fReviewUserId" = $4, "tReviewDate" = $5, "cDesc" = coalesce($6, "cDesc")
          where "fInternshipStudentGeneralReviewId" = $7`,
        [status, fScore, fGrade, caller.userId, status === 1 ? now : null, entry.cDesc ?? null, reviewId],
      );
    }
    return null;
  },
});

export const reviewHandlers: Record<string, Handler> = {
  InternshipStudentGeneralReviewItem_EditInternshipStudentGeneralReviewItemList: saveReviewForm,
};
