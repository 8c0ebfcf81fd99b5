import { enums } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { tableOf } from '../../../db/tables.js';
import { badRequest, notFound, refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onRow } from '../../declared.js';
import { lateDaysOf } from '../../late-work.js';
import { assertReviewerFields } from '../../reviewers.js';
import { visibleRow } from '../../rows.js';
import { add, edit } from '../../standard/crud.js';
import { updateRows } from '../../write.js';
import { isStudent, named } from './shared.js';

/*
 * A student's hand-in of a practice task (PracticeStudentTask, SPEC 2.3 task-list): the server's rules, not
 * only the form's. One hand-in per task and selection, on an approved selection of a running course, inside
 * the task's window for students, with text or a file; the server stamps tSubmitDate and restarts the review
 * when a student changes it. After the deadline a student's hand-in is refused unless the school takes late
 * work (late-work.ts), which stores its days late. Staff may record a hand-in outside the window (work handed
 * in on paper); its days late are still counted.
 */

const handIns = tableOf('PracticeStudentTask');
/** What ties a hand-in to its task and student: fixed once handed in. */
const TIES = ['cPracticeInfoId', 'cPracticeTaskId', 'cPracticeStudentId', 'fStudentUserId'] as const;

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** A stored date-time as the text it compares by; a bare date is its first or last second. */
const bound = (v: unknown, end: boolean) => {
  const text = String(v);
  return text.length === 10 ? `${text} ${end ? '23:59:59' : '00:00:00'}` : text;
};

/**
 * Why the task takes no student work yet, or null. `verb` says what the student tried. Its deadline is the
 * late-work rule's (lateDays): refused, or taken and counted where the school allows late work.
 */
function notStartedBecause(task: Row, verb: '提交' | '修改'): string | null {
  if (task.tStartDate && nowText() < bound(task.tStartDate, false)) return `任务尚未开始，不能${verb}`;
  return null;
}

/** The days late of a hand-in of the task made now; a student's late one is refused unless the school takes it. */
const lateDays = (q: Queryable, task: Row, binding: boolean) =>
  lateDaysOf(q, { deadline: task.tEndDate, schoolId: task.fSchoolId, binding });

async function taskOf(q: Queryable, id: unknown): Promise<Row> {
  const [task] = await q.query(
    `select k.*, c."fPracticeStatus", c."fSchoolId" from "PracticeTask" k
       join "PracticeInfo" c on c."cPracticeInfoId" = k."cPracticeInfoId"
      where k."cPracticeTaskId" = $1`,
    [String(id)],
  );
  if (!task) throw notFound('任务不存在或已被删除');
  return task;
}

/**
 * The task a new hand-in names, checked against the selection (the call's target, locked so that two quick
 * clicks on 提交 cannot both find no earlier hand-in) and the caller; and the hand-in's days late.
 */
async function checkNew(q: Queryable, caller: Caller, body: Row, selection: Row): Promise<number> {
  const task = await taskOf(q, body.cPracticeTaskId);
  if (task.cPracticeInfoId !== selection.cPracticeInfoId) throw badRequest('该任务不属于所选课程');
  if (selection.fStatus !== enums.ReviewStatus.passed) throw refused('选课尚未审核通过，不能提交任务');
  if (task.fPracticeStatus === enums.PracticeStatus.ended) throw refused('课程已结束，不能提交任务');
  const closed = isStudent(caller) ? notStartedBecause(task, '提交') : null;
  if (closed) throw refused(closed);
  const late = await lateDays(q, task, isStudent(caller));
  const [earlier] = await q.query(
    'select 1 from "PracticeStudentTask" where "cPracticeTaskId" = $1 and "cPracticeStudentId" = $2 limit 1',
    [task.cPracticeTaskId, selection.cPracticeStudentId],
  );
  if (earlier) throw refused('该任务已提交，请勿重复提交；如需更改请修改已提交的任务');
  return late;
}

/** A student's scope is their own selections and hand-ins: outside it, the calls say so in their words. */
const NOT_OWN = { forbidden: '只能提交自己的课程任务' };

/**
 * AddPracticeStudentTask: the standard insert after the rules above, stamped with the hand-in time. The
 * target is the selection the hand-in is for; a student hands in only on their own.
 */
export const addHandIn: Handler = onRow({
  target: {
    ...named('PracticeStudent', 'cPracticeStudentId'),
    access: 'read',
    lock: true,
    refusals: NOT_OWN,
  },
  // A student's scope is already their own selections; the rule says why in words, as the call always did.
  rule: (caller, selection) =>
    isStudent(caller) && selection.fStudentUserId !== caller?.userId ? NOT_OWN.forbidden : undefined,
  work: async (ctx, input, selection) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    const body = input.body as Row;
    // A student's score or comment is refused as such, before whether the task is open is even asked.
    assertReviewerFields(handIns, me, body);
    if (blank(body.cContent) && blank(body.cFilePath)) throw badRequest('请填写提交内容或上传附件');
    const late = await checkNew(q, me, body, selection);
    const row = (await add(ctx, {
      ...input,
      body: {
        ...body,
        cPracticeInfoId: selection.cPracticeInfoId,
        fStudentUserId: selection.fStudentUserId,
      },
    })) as Row;
    await updateRows(q, handIns, [String(row.cPracticeStudentTaskId)], {
      tSubmitDate: nowText(),
      fLateDays: late,
      fStatus: enums.ReviewStatus.pending,
    });
    return visibleRow(q, handIns, null, row.cPracticeStudentTaskId);
  },
});

/**
 * EditPracticeStudentTask: a hand-in keeps its task and student. A student changes their own before the
 * deadline and while it is not approved; the change is a new hand-in to the tutor (time restamped, review
 * pending again). Staff edits (their marks) go through as they are.
 */
export const editHandIn: Handler = onRow({
  target: { ...named('PracticeStudentTask', 'cPracticeStudentTaskId'), access: 'write', refusals: NOT_OWN },
  work: async (ctx, input, current) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    const body = input.body as Row;
    for (const wire of TIES) {
      if (body[wire] != null && body[wire] !== current[wire])
        throw refused('不能修改已提交任务的课程、任务或学生');
    }
    if (!isStudent(me)) return edit(ctx, input);
    assertReviewerFields(handIns, me, body, current);
    if (current.fStatus === enums.ReviewStatus.passed) throw refused('任务已审核通过，不能修改');
    const task = await taskOf(q, current.cPracticeTaskId);
    const closed = notStartedBecause(task, '修改');
    if (closed) throw refused(closed);
    const content = body.cContent === undefined ? current.cContent : body.cContent;
    const file = body.cFilePath === undefined ? current.cFilePath : body.cFilePath;
    if (blank(content) && blank(file)) throw badRequest('请填写提交内容或上传附件');
    // A change is a new hand-in: late now, it is refused or counted late like a first one.
    const late = await lateDays(q, task, true);
    await edit(ctx, input);
    await updateRows(q, handIns, [String(current.cPracticeStudentTaskId)], {
      tSubmitDate: nowText(),
      fLateDays: late,
      fStatus: enums.ReviewStatus.pending,
    });
    return visibleRow(q, handIns, null, current.cPracticeStudentTaskId);
  },
});
