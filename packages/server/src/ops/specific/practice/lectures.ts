import type { Caller } from '../../../auth/caller.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import type { Params } from '../../../db/params.js';
import { ident, tableOf } from '../../../db/tables.js';
import { refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { requireReviewer } from '../../reviewers.js';
import { visibleRow } from '../../rows.js';
import { page } from '../../standard/crud.js';
import { pageOfRows } from '../../standard/page.js';
import { updateRows } from '../../write.js';
import { idsOf, insertOwn, lockRow, visibleRows } from './shared.js';

/*
 * The three lecture areas (career planning, innovation, seminar) share one shape, so their rules are written
 * once and registered for each: comments opened and un-opened by lecturers, enrolments taken once each.
 */
const AREAS = ['CloudCareerPlanning', 'CloudInnovation', 'CloudSeminar'] as const;
const LECTURERS = ['platformAdmin', 'schoolAdmin', 'teacher'];
/** lectureStatus values that mean passed (school admin 0, platform admin 2). */
const PASSED = [0, 2];

const isLecturer = (caller: Caller | null) => !!caller?.kind && LECTURERS.includes(caller.kind);

function commentRules(area: string): Record<string, Handler> {
  const comments = tableOf(`${area}Comment`);
  const lectures = tableOf(area);
  const open =
    (value: 0 | 1): Handler =>
    (ctx, { body }) =>
      ctx.db.tx(async (q) => {
        requireReviewer(comments, ctx.caller, { fIsOpen: value });
        const { keys } = await visibleRows(q, comments, ctx.caller, idsOf(body));
        await updateRows(q, comments, keys, { fIsOpen: value });
        return null;
      });
  // The commenter is whoever signs in, staff included; the generic add records the owner only for students.
  const add: Handler = (ctx, { body }) => {
    const me = signedIn(ctx);
    const input = body as Row;
    return ctx.db.tx(async (q) => {
      await visibleRow(q, lectures, me, input[lectures.key]);
      const id = await insertOwn(q, comments, me, {
        [lectures.key]: input[lectures.key],
        cContent: input.cContent,
        fUserId: me.userId,
        fSchoolId: me.schoolId,
        fIsOpen: 0,
      });
      return visibleRow(q, comments, null, id);
    });
  };
  // Opening a comment is what shows it to others: everyone else sees their own and the opened ones.
  const list: Handler = (ctx, input) =>
    isLecturer(ctx.caller)
      ? page(ctx, input)
      : pageOfRows(ctx.db, comments, null, input.query, (p: Params) => [
          `(t."fUserId" = ${p.add(signedIn(ctx).userId)} or t."fIsOpen" = 1)`,
        ]);
  return {
    [`Open${area}CommentIDS`]: open(1),
    [`UnOpen${area}CommentIDS`]: open(0),
    [`Add${area}Comment`]: add,
    [`Get${area}CommentPageList`]: list,
  };
}

async function recountEnrolments(q: Queryable, area: string, lectureIds: readonly unknown[]) {
  const key = ident(`c${area}Id`);
  for (const id of new Set(lectureIds.map(String))) {
    await q.query(
      `update ${ident(area)} set "fEnrollCount" =
         (select count(*)::int from ${ident(`${area}Enrollment`)} where ${key} = $1) where ${key} = $1`,
      [id],
    );
  }
}

function enrolmentRules(area: string): Record<string, Handler> {
  const enrolments = tableOf(`${area}Enrollment`);
  const lectures = tableOf(area);
  /** A lecture takes each attendee once, while it is approved, before its deadline and while seats remain. */
  const add: Handler = (ctx, { body }) => {
    const me = signedIn(ctx);
    const input = body as Row;
    const lectureId = String(input[lectures.key]);
    return ctx.db.tx(async (q) => {
      await visibleRow(q, lectures, me, lectureId);
      const lecture = await lockRow(q, lectures, lectureId);
      const now = nowText();
      if (!PASSED.includes(lecture.fStatus as number)) throw refused('讲座未审核通过，暂不能报名');
      if (lecture.tEndDate && now > String(lecture.tEndDate)) throw refused('讲座已结束，不能报名');
      if (lecture.tEnrollEndDate && now > String(lecture.tEnrollEndDate)) throw refused('讲座报名已截止');
      const [mine] = await q.query(
        `select 1 from ${ident(enrolments.name)} where ${ident(lectures.key)} = $1 and "fUserId" = $2`,
        [lectureId, me.userId],
      );
      if (mine) throw refused('你已报名该讲座，请勿重复报名');
      const max = Number(lecture.fMaxEnroll ?? 0);
      const [taken] = await q.query(
        `select count(*)::int as n from ${ident(enrolments.name)} where ${ident(lectures.key)} = $1`,
        [lectureId],
      );
      if (max && Number(taken?.n ?? 0) >= max) throw refused('讲座报名人数已满');
      const id = await insertOwn(q, enrolments, me, {
        [lectures.key]: lectureId,
        cRemark: input.cRemark ?? null,
        fUserId: me.userId,
        fSchoolId: me.schoolId,
      });
      await recountEnrolments(q, area, [lectureId]);
      return visibleRow(q, enrolments, null, id);
    });
  };
  const remove: Handler = (ctx, { body }) =>
    ctx.db.tx(async (q) => {
      const { keys, rows } = await visibleRows(q, enrolments, ctx.caller, idsOf(body));
      await q.query(`delete from ${ident(enrolments.name)} where ${ident(enrolments.key)} = any($1)`, [keys]);
      await recountEnrolments(
        q,
        area,
        rows.map((r) => r[lectures.key]),
      );
      return null;
    });
  return { [`Add${area}Enrollment`]: add, [`Delete${area}EnrollmentIDS`]: remove };
}

export const lectureHandlers: Record<string, Handler> = Object.assign(
  {},
  ...AREAS.map((area) => ({ ...commentRules(area), ...enrolmentRules(area) })),
);
