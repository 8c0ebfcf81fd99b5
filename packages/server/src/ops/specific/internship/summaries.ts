import { nowText } from '../../../db/dates.js';
import { tableOf } from '../../../db/tables.js';
import { assertFileRefs } from '../../../files/file-refs.js';
import { forbidden, refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { assertReviewerFields } from '../../reviewers.js';
import { visibleRow } from '../../rows.js';
import { isStudentLike, refuseIfClosed } from './shared.js';
import { summaryLateDays } from './summary-deadline.js';

const summaries = () => tableOf('InternshipSummary');

/**
 * A tutor grades a summary (SPEC §7.3). The grant already keeps students out; the handler says so again
 * because grants are data an administrator can change. Decision: only a complete (submitted) summary is
 * graded, so a grade always refers to what the student handed in.
 */
const giveGrade: Handler = (ctx, { body }) => {
  const input = body as { fInternshipSummaryId: string; fGrade: number; cComment?: string | null };
  if (isStudentLike(ctx.caller)) throw forbidden('学生不能评定实习总结成绩');
  return ctx.db.tx(async (q) => {
    const summary = await visibleRow(q, summaries(), ctx.caller, input.fInternshipSummaryId);
    assertReviewerFields(
      summaries(),
      ctx.caller,
      { fGrade: input.fGrade, cComment: input.cComment },
      summary,
    );
    if (summary.fStatus !== 1) throw refused('该实习总结尚未提交，不能评定成绩');
    await q.query(
      `update "InternshipSummary" set "fGrade" = $1, "cComment" = coalesce($2, "cComment")
        where "fInternshipSummaryId" = $3`,
      [input.fGrade, input.cComment ?? null, summary.fInternshipSummaryId],
    );
    return null;
  });
};

/**
 * The update-file call receives the whole row plus cFilePath (SPEC §7.3); only the file is taken from it,
 * so the call cannot be used to rewrite a grade or move the summary. Handing in the file completes it, by
 * the summary task's deadline (summary-deadline.ts).
 */
const updateFile: Handler = (ctx, { body }) => {
  const input = body as { fInternshipSummaryId: string; cFilePath: string };
  return ctx.db.tx(async (q) => {
    const summary = await visibleRow(q, summaries(), ctx.caller, input.fInternshipSummaryId);
    await refuseIfClosed(q, ctx.caller, summary.fInternshipInfoId, '实习总结');
    const file = { cFilePath: input.cFilePath };
    await assertFileRefs(q, summaries(), signedIn(ctx), file, summary.fInternshipSummaryId);
    const [task] = await q.query(
      'select "fInternshipInfoId", "tEndDate" from "InternshipSummaryTask" where "fInternshipSummaryTaskId" = $1',
      [summary.fInternshipSummaryTaskId],
    );
    const late = await summaryLateDays(q, ctx.caller, task ?? {});
    await q.query(
      `update "InternshipSummary" set "cFilePath" = $1, "fStatus" = 1, "tSubmitDate" = $2, "fLateDays" = $3
        where "fInternshipSummaryId" = $4`,
      [input.cFilePath, nowText(), late, summary.fInternshipSummaryId],
    );
    return null;
  });
};

export const summaryHandlers: Record<string, Handler> = {
  GiveInternshipSummaryGrade: giveGrade,
  UpdateInternshipSummaryFile: updateFile,
};
