import { enums } from '@practice/sdk/contract';
import { nowText } from '../../../db/dates.js';
import { tableOf } from '../../../db/tables.js';
import { assertFileRefs } from '../../../files/file-refs.js';
import { refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onRow } from '../../declared.js';
import { assertReviewerFields } from '../../reviewers.js';
import { isStudentLike, refuseIfClosed } from './shared.js';
import { summaryLateDays } from './summary-deadline.js';

const summaries = () => tableOf('InternshipSummary');

const summaryNamed = {
  entity: 'InternshipSummary',
  key: ({ body }: { body: unknown }) => (body as { fInternshipSummaryId: string }).fInternshipSummaryId,
} as const;

/**
 * A tutor grades a summary (SPEC §7.3). The grant already keeps students out; the rule says so again
 * because grants are data an administrator can change. Decision: only a complete (submitted) summary is
 * graded, so a grade always refers to what the student handed in.
 */
const giveGrade = onRow({
  target: { ...summaryNamed, access: 'read', lock: true },
  rule: (caller) => (isStudentLike(caller) ? '学生不能评定实习总结成绩' : undefined),
  work: async ({ q, caller }, { body }, summary) => {
    const input = body as { fGrade: number; cComment?: string | null };
    assertReviewerFields(summaries(), caller, { fGrade: input.fGrade, cComment: input.cComment }, summary);
    if (summary.fStatus !== enums.SummaryStatus.done) throw refused('该实习总结尚未提交，不能评定成绩');
    await q.query(
      `update "InternshipSummary" set "fGrade" = $1, "cComment" = coalesce($2, "cComment")
        where "fInternshipSummaryId" = $3`,
      [input.fGrade, input.cComment ?? null, summary.fInternshipSummaryId],
    );
    return null;
  },
});

/**
 * The update-file call receives the whole row plus cFilePath (SPEC §7.3); only the file is taken from it,
 * so the call cannot be used to rewrite a grade or move the summary. Handing in the file completes it, by
 * the summary task's deadline (summary-deadline.ts).
 */
const updateFile = onRow({
  target: { ...summaryNamed, access: 'read', lock: true },
  work: async (ctx, { body }, summary) => {
    const { q } = ctx;
    const input = body as { cFilePath: string };
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
  },
});

export const summaryHandlers: Record<string, Handler> = {
  GiveInternshipSummaryGrade: giveGrade,
  UpdateInternshipSummaryFile: updateFile,
};
