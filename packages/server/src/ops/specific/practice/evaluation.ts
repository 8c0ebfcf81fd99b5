import { enums } from '@practice/sdk/contract';
import { tableOf } from '../../../db/tables.js';
import { badRequest, refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onRow } from '../../declared.js';
import { assertReviewerFields } from '../../reviewers.js';
import { visibleRow } from '../../rows.js';
import { updateRows } from '../../write.js';
import { insertOwn } from './shared.js';

const tasks = tableOf('PracticeStudentTask');
const items = tableOf('PracticeStudentTaskEvaluationItem');

interface EvaluationInput {
  cPracticeStudentTaskId: string;
  cComment?: string | null;
  items: { fEvaluationTemplateItemId: string; fScore: number; cComment?: string | null }[];
}

/**
 * EditPracticeStudentTaskEvaluation: the whole evaluation form in one transaction. The items must be those
 * of the course's template, each score within the item's points; the previous items are replaced and the
 * task's score becomes their sum, so the total can never disagree with its parts.
 */
export const editEvaluation: Handler = onRow({
  target: {
    entity: 'PracticeStudentTask',
    key: ({ body }) => (body as EvaluationInput).cPracticeStudentTaskId,
    access: 'read',
  },
  work: async (ctx, { body }, task) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    const input = body as EvaluationInput;
    // Every item's score is a grade: only the course's reviewers give one (grants are data).
    for (const item of input.items) assertReviewerFields(items, me, { fScore: item.fScore });
    assertReviewerFields(tasks, me, { cComment: input.cComment }, task);
    const [course] = await q.query('select * from "PracticeInfo" where "cPracticeInfoId" = $1', [
      task.cPracticeInfoId,
    ]);
    if (
      !course ||
      course.fEvaluationType !== enums.PracticeInfoTaskType.standard ||
      !course.fEvaluationTemplateInfoId
    ) {
      throw refused('该课程不使用标准评价，请直接填写评语和成绩');
    }
    const template = await q.query(
      `select "fEvaluationTemplateItemId", "cTemplateItemName", "fScore" from "EvaluationTemplateItem"
        where "fEvaluationTemplateInfoId" = $1`,
      [course.fEvaluationTemplateInfoId],
    );
    const byId = new Map(template.map((t) => [t.fEvaluationTemplateItemId as string, t]));
    const given = new Set<string>();
    for (const item of input.items) {
      const def = byId.get(item.fEvaluationTemplateItemId);
      if (!def) throw badRequest('评价项不属于该课程的评价模板');
      if (given.has(item.fEvaluationTemplateItemId))
        throw badRequest(`评价项「${String(def.cTemplateItemName)}」重复`);
      given.add(item.fEvaluationTemplateItemId);
      const max = Number(def.fScore ?? 0);
      if (item.fScore > max)
        throw badRequest(`评价项「${String(def.cTemplateItemName)}」的得分不能超过${max}分`);
    }
    await q.query('delete from "PracticeStudentTaskEvaluationItem" where "cPracticeStudentTaskId" = $1', [
      input.cPracticeStudentTaskId,
    ]);
    for (const item of input.items) {
      await insertOwn(q, items, me, {
        cPracticeInfoId: task.cPracticeInfoId,
        cPracticeStudentTaskId: input.cPracticeStudentTaskId,
        fEvaluationTemplateItemId: item.fEvaluationTemplateItemId,
        fMaxScore: byId.get(item.fEvaluationTemplateItemId)?.fScore ?? null,
        fScore: item.fScore,
        cComment: item.cComment ?? null,
      });
    }
    const total = input.items.reduce((sum, i) => sum + i.fScore, 0);
    const values: Record<string, unknown> = { fScore: Math.round(total * 100) / 100 };
    if (input.cComment !== undefined) values.cComment = input.cComment;
    await updateRows(q, tasks, [input.cPracticeStudentTaskId], values);
    return visibleRow(q, tasks, null, input.cPracticeStudentTaskId);
  },
});
