import { enums } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { nowText } from '../../../db/dates.js';
import { Params } from '../../../db/params.js';
import { tableOf } from '../../../db/tables.js';
import { forbidden, refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onNoRow, onRow, onRows } from '../../declared.js';
import { selectRows, visibleRow } from '../../rows.js';
import { model, page } from '../../standard/crud.js';
import { pageOfRows } from '../../standard/page.js';
import { updateRows } from '../../write.js';
import { isStudent, keysOf, named, reviewersFirst, selected } from './shared.js';

const questions = tableOf('ProjectQuestion');

/**
 * ReplyProjectQuestion: a tutor of the project answers (or corrects their answer). The replier and time are
 * recorded; a closed question takes no more replies.
 */
export const reply: Handler = reviewersFirst(
  questions,
  // The reply is reviewer-only whatever it says: its field, not its value, is checked.
  () => ({ cReplyContent: '' }),
  onRow({
    target: { ...named('ProjectQuestion', 'cProjectQuestionId'), access: 'read' },
    work: async (ctx, { body }, question) => {
      const me = signedIn(ctx);
      const input = body as { cProjectQuestionId: string; cReplyContent: string };
      if (question.fStatus === enums.QuestionStatus.closed) throw refused('问题已关闭，不能回复');
      await updateRows(ctx.q, questions, [input.cProjectQuestionId], {
        cReplyContent: input.cReplyContent,
        fReplyUserId: me.userId,
        tReplyDate: nowText(),
        fStatus: enums.QuestionStatus.replied,
      });
      return null;
    },
  }),
);

/** Open/Close set one flag on every selected question the caller may moderate; repeating one is harmless. */
const setQuestions = (values: Record<string, number>): Handler =>
  reviewersFirst(
    questions,
    () => values,
    onRows({
      target: selected('ProjectQuestion'),
      work: async ({ q }, _input, rows) => {
        await updateRows(q, questions, keysOf(questions, rows), values);
        return null;
      },
    }),
  );

/**
 * What a student sees: their own questions, and the questions tutors opened (fIsOpen 1) in projects the
 * student takes part in. Opening exists to share a question and its answer with every team.
 */
function studentQuestions(caller: Caller) {
  return (p: Params) => {
    const me = p.add(caller.userId);
    return [
      `(t."fUserId" = ${me} or (t."fIsOpen" = 1 and t."cProjectInfoId" in
        (select "cProjectInfoId" from "ProjectTeamStudent" where "fStudentUserId" = ${me})))`,
    ];
  };
}

const questionPage: Handler = onNoRow(
  'a page list: the scope is applied in its query (a student’s: their own and the opened ones of their projects)',
  (ctx, input) =>
    isStudent(ctx.caller)
      ? pageOfRows(ctx.db, questions, null, input.query, studentQuestions(signedIn(ctx)))
      : page(ctx, input),
);

/** One question, read by the same scope as the list: a student's is wider than the catalogue's (opened ones). */
const questionModel: Handler = onNoRow(
  'one question read by its own query’s scope: a student also sees the opened questions of their projects',
  async (ctx, input) => {
    if (!isStudent(ctx.caller)) return model(ctx, input);
    const p = new Params();
    const where = [`t."cProjectQuestionId" = ${p.add(String(input.query.cProjectQuestionId))}`];
    const [row] = await selectRows(ctx.db, questions, null, p, {
      where: [...where, ...studentQuestions(signedIn(ctx))(p)],
    });
    if (row) return row;
    await visibleRow(ctx.db, questions, null, input.query.cProjectQuestionId);
    throw forbidden('无权访问该数据');
  },
);

export const questionHandlers: Record<string, Handler> = {
  ReplyProjectQuestion: reply,
  OpenProjectQuestionIDS: setQuestions({ fIsOpen: enums.IsOpen.public }),
  CloseProjectQuestionIDS: setQuestions({ fStatus: enums.QuestionStatus.closed }),
  GetProjectQuestionPageList: questionPage,
  GetProjectQuestionModel: questionModel,
};
