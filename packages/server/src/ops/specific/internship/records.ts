import { enums } from '@practice/sdk/contract';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { forbidden, refused } from '../../../http/errors.js';
import { type Handler, type OpContext, signedIn } from '../../context.js';
import { dateDiary } from './diary-dates.js';
import { diaryLateWork } from './diary-deadline.js';
import { studentRound, tutorVerdict } from './diary-review.js';
import { assertSheetWriter } from './score-sheets.js';
import { addRow, editRow, isStudentLike, linkStudent, refuseIfClosed, studentInBody } from './shared.js';
import { summaryLateDays } from './summary-deadline.js';

/*
 * Records a student keeps in a course (diaries, summaries, materials, reviews, interviews). The contract
 * leaves fStudentUserId to the server: it is copied from the internship student, which the caller must be
 * able to see (a student only their own roster row, an enterprise tutor only students bound to them), so a
 * record can never be filed under someone else or land in a course the student is not in. An add declares
 * that student as the row it goes under; an edit declares the record, and checks a student it moves to.
 */

/**
 * What a student's own save means for the review state: 0 (or, editing a draft, nothing) keeps a draft;
 * anything else submits or resubmits it as 1 未审核. Approving (2) and rejecting (3) are the tutor's: a 3
 * sent back unchanged on a rejected record is the edit form resubmitting it, any other 2 or 3 is refused.
 */
function studentSubmission(
  values: Row,
  current: Row | undefined,
  what: string,
  reviewFields: readonly string[],
) {
  if (current?.fStatus === enums.MaterialStatus.passed) throw refused(`${what}已审核通过，不能再修改`);
  const asked = values.fStatus;
  const { notSubmitted, pending, passed, failed } = enums.MaterialStatus;
  if (asked === passed || (asked === failed && current?.fStatus !== failed))
    throw forbidden(`学生不能审核${what}`);
  for (const f of reviewFields) delete values[f];
  values.fStatus =
    asked === notSubmitted || (asked === undefined && current?.fStatus === notSubmitted)
      ? notSubmitted
      : pending;
}

async function uniqueRecord(
  q: Queryable,
  table: string,
  key: string,
  by: Record<string, unknown>,
  current?: Row,
) {
  const cols = Object.keys(by);
  const rows = await q.query(
    `select 1 from "${table}" where ${cols.map((c, i) => `"${c}" = $${i + 1}`).join(' and ')}
        and "${key}" <> $${cols.length + 1} limit 1`,
    [...Object.values(by), String(current?.[key] ?? '')],
  );
  return rows.length === 0;
}

type RecordRule = (q: Queryable, ctx: OpContext, values: Row, current?: Row) => Promise<void>;

const diaryRule: RecordRule = async (q, ctx, values, current) => {
  if (isStudentLike(ctx.caller)) studentSubmission(values, current, '日志', ['cComment']);
  // Each tutor's verdict apart; a new hand-in keeps the old verdicts as history (diary-review.ts).
  if (!isStudentLike(ctx.caller) && current) await tutorVerdict(q, signedIn(ctx), values, current);
  else await studentRound(q, values, current);
  await dateDiary(q, values, current);
  await diaryLateWork(q, ctx.caller, values, current);
};

const materialRule: RecordRule = async (_q, ctx, values, current) => {
  if (!isStudentLike(ctx.caller)) return;
  studentSubmission(values, current, '材料', ['cAuditDesc']);
  if (values.fStatus === enums.MaterialStatus.pending) values.tSubmitDate = nowText();
};

/**
 * One summary per student and task; a summary with its file is complete (SPEC §3 summary status): handed in,
 * against the task's deadline (summary-deadline.ts).
 */
const summaryRule: RecordRule = async (q, ctx, values, current) => {
  const taskId = values.fInternshipSummaryTaskId ?? current?.fInternshipSummaryTaskId;
  const task = await q.query(
    'select "fInternshipInfoId", "tEndDate" from "InternshipSummaryTask" where "fInternshipSummaryTaskId" = $1',
    [taskId],
  );
  if (task[0]?.fInternshipInfoId !== (values.fInternshipInfoId ?? current?.fInternshipInfoId)) {
    throw refused('总结任务不属于该实习课程');
  }
  const student = values.fInternshipStudentId ?? current?.fInternshipStudentId;
  const by = { fInternshipStudentId: student, fInternshipSummaryTaskId: taskId };
  if (!(await uniqueRecord(q, 'InternshipSummary', 'fInternshipSummaryId', by, current))) {
    throw refused('该学生已提交过该总结任务的总结');
  }
  if (values.cFilePath) {
    values.fLateDays = await summaryLateDays(q, ctx.caller, task[0] ?? {});
    values.fStatus = 1;
    values.tSubmitDate = nowText();
  }
};

/** One review per student and template (one tab of the review dialog); the reviewer is the caller. */
const reviewRule: RecordRule = async (q, ctx, values, current) => {
  const by = {
    fInternshipStudentId: values.fInternshipStudentId ?? current?.fInternshipStudentId,
    fTemplateInfoId: values.fTemplateInfoId ?? current?.fTemplateInfoId,
  };
  if (
    !(await uniqueRecord(
      q,
      'InternshipStudentGeneralReview',
      'fInternshipStudentGeneralReviewId',
      by,
      current,
    ))
  ) {
    throw refused('该学生的该评价表已存在，请直接编辑');
  }
  // The sheet is its reviewer's, before and after the edit (an edit cannot move a sheet out of another's hands).
  await assertSheetWriter(q, signedIn(ctx), by.fInternshipStudentId, by.fTemplateInfoId);
  if (current)
    await assertSheetWriter(q, signedIn(ctx), current.fInternshipStudentId, current.fTemplateInfoId);
  values.fReviewUserId = signedIn(ctx).userId;
  if ((values.fStatus ?? current?.fStatus) === enums.OverallEvaluationStatus.evaluated)
    values.tReviewDate = nowText();
};

/** An interview is the calling tutor's unless another tutor of the course is named. */
const interviewRule: RecordRule = async (q, ctx, values, current) => {
  if (!current && values.fInternshipTutorId == null) {
    const own = await q.query(
      'select "fInternshipTutorId" as id from "InternshipTutor" where "fInternshipInfoId" = $1 and "fUserId" = $2',
      [values.fInternshipInfoId, ctx.caller?.userId ?? ''],
    );
    values.fInternshipTutorId = own[0]?.id ?? null;
  }
  const tutorId = values.fInternshipTutorId;
  if (tutorId == null) return;
  const tutor = await q.query(
    'select "fInternshipInfoId" from "InternshipTutor" where "fInternshipTutorId" = $1',
    [tutorId],
  );
  if (tutor[0]?.fInternshipInfoId !== (values.fInternshipInfoId ?? current?.fInternshipInfoId)) {
    throw refused('访谈导师不属于该实习课程');
  }
};

/** label: what a closed course refuses (null: staff records, which a closed course still takes). */
const RECORDS: readonly [entity: string, label: string | null, rule: RecordRule][] = [
  ['InternshipDiary', '实习日志', diaryRule],
  ['InternshipSummary', '实习总结', summaryRule],
  ['InternshipStudentMaterial', '实习材料', materialRule],
  ['InternshipStudentGeneralReview', null, reviewRule],
  ['InternshipInterview', null, interviewRule],
];

const moved = (values: Row, current?: Row) =>
  !current ||
  (values.fInternshipStudentId != null && values.fInternshipStudentId !== current.fInternshipStudentId) ||
  (values.fInternshipInfoId != null && values.fInternshipInfoId !== current.fInternshipInfoId);

function recordHandlers(entity: string, label: string | null, rule: RecordRule): [string, Handler][] {
  const hooks = {
    after: async (q: Queryable, ctx: OpContext, values: Row, _input: Row, current?: Row, student?: Row) => {
      if (label)
        await refuseIfClosed(q, ctx.caller, values.fInternshipInfoId ?? current?.fInternshipInfoId, label);
      if (moved(values, current)) await linkStudent(q, ctx.caller, values, current, student);
      await rule(q, ctx, values, current);
    },
  };
  return [
    [`Add${entity}`, addRow({ ...studentInBody, access: 'read' }, hooks)],
    [`Edit${entity}`, editRow(entity, hooks)],
  ];
}

export const recordHandlersByName: Record<string, Handler> = Object.fromEntries(
  RECORDS.flatMap(([entity, label, rule]) => recordHandlers(entity, label, rule)),
);
