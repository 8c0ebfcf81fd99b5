import { enums } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import type { Params } from '../../../db/params.js';
import { ident, tableOf } from '../../../db/tables.js';
import { notFound, refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onNoRow, onRow, onRows } from '../../declared.js';
import { visibleRow } from '../../rows.js';
import { page } from '../../standard/crud.js';
import { pageOfRows } from '../../standard/page.js';
import { updateRows } from '../../write.js';
import { insertOwn, keysOf, lockRow, reviewersFirst, selected } from './shared.js';

/*
 * The three lecture areas (career planning, innovation, seminar) share one shape, so their rules are written
 * once and registered for each: comments opened and un-opened by lecturers, enrolments taken once each.
 */
const AREAS = ['CloudCareerPlanning', 'CloudInnovation', 'CloudSeminar'] as const;
const LECTURERS = ['platformAdmin', 'schoolAdmin', 'teacher'];
/** lectureStatus values that mean passed (school admin 0, platform admin 2). */
const PASSED = [0, 2];

const isLecturer = (caller: Caller | null) => !!caller?.kind && LECTURERS.includes(caller.kind);
/** The condition that a lecture's status column holds a passed value. */
const passedSql = (p: Params, status: string) => `${status} in (${PASSED.map((v) => p.add(v)).join(', ')})`;

/*
 * The two-level review (SPEC §3 lectureStatus): 4 未审核; the school admin passes (0) or fails (1) a lecture of
 * their school; the platform admin then passes (2) or fails (3) it. A lecture of no school (a whole-platform
 * one the platform entered) has no first level and goes to the platform admin directly. Once the platform
 * admin has ruled, the school admin's verdict is no longer theirs to change.
 */
const SCHOOL_STEP: Record<number, boolean> = { 4: true, 0: true, 1: true };
const PLATFORM_STEP: Record<number, boolean> = { 0: true, 2: true, 3: true };

function reviewRules(area: string): Record<string, Handler> {
  const lectures = tableOf(area);
  /** The platform admin's verdict is 2 or 3, the school admin's 0 or 1. */
  const verdict = (caller: Caller | null, approve: boolean) =>
    caller?.kind === 'platformAdmin' ? (approve ? 2 : 3) : approve ? 0 : 1;
  const review = (approve: boolean): Handler =>
    reviewersFirst(
      lectures,
      (caller) => ({ fStatus: verdict(caller, approve) }),
      onRows({
        target: selected(area),
        work: async ({ q, caller }, _input, rows) => {
          const platform = caller?.kind === 'platformAdmin';
          const value = verdict(caller, approve);
          for (const r of rows) {
            const status = Number(r.fStatus ?? 4);
            const title = `「${String(r.cTitle ?? '')}」`;
            if (platform && r.fSchoolId != null && !PLATFORM_STEP[status])
              throw refused(`${title}须学校管理员审核通过后，平台管理员才能审核`);
            if (!platform && !SCHOOL_STEP[status])
              throw refused(`${title}平台管理员已审核，学校管理员不能再修改审核结果`);
          }
          await updateRows(q, lectures, keysOf(lectures, rows), { fStatus: value });
          return null;
        },
      }),
    );
  // Others than lecturers see passed lectures only, in the list and by a direct model call alike.
  const list = onNoRow(
    'a page list: the scope (and, for all but lecturers, passed lectures only) is applied in its query',
    (ctx, input) =>
      isLecturer(ctx.caller)
        ? page(ctx, input)
        : pageOfRows(ctx.db, lectures, ctx.caller, input.query, (p: Params) => [passedSql(p, 't."fStatus"')]),
  );
  const model = onRow({
    target: { entity: area, key: ({ query }) => query[lectures.key], access: 'read' },
    work: async ({ caller }, _input, row) => {
      if (!isLecturer(caller) && !PASSED.includes(Number(row.fStatus))) throw notFound();
      return row;
    },
  });
  return {
    [`Auth${area}IDS`]: review(true),
    [`UnAuth${area}IDS`]: review(false),
    [`Get${area}PageList`]: list,
    [`Get${area}Model`]: model,
  };
}

/** A lecture the caller may attend: passed unless they are a lecturer (absent otherwise, as in the list). */
function requireAttendable(caller: Caller | null, lecture: Row): Row {
  if (!isLecturer(caller) && !PASSED.includes(Number(lecture.fStatus))) throw notFound();
  return lecture;
}

/** The same, for a lecture not loaded yet: visible to the caller first. */
async function attendable(q: Queryable, area: string, caller: Caller, id: unknown): Promise<Row> {
  return requireAttendable(caller, await visibleRow(q, tableOf(area), caller, id));
}

/** Where a call's body names its lecture (cCloudSeminarId …), for a declared target. */
const lectureNamed = (area: string) => ({
  entity: area,
  key: ({ body }: { body: unknown }) => (body as Row)[tableOf(area).key],
});

function commentRules(area: string): Record<string, Handler> {
  const comments = tableOf(`${area}Comment`);
  const lectures = tableOf(area);
  const open = (value: 0 | 1): Handler =>
    reviewersFirst(
      comments,
      () => ({ fIsOpen: value }),
      onRows({
        target: selected(comments.name),
        work: async ({ q }, _input, rows) => {
          await updateRows(q, comments, keysOf(comments, rows), { fIsOpen: value });
          return null;
        },
      }),
    );
  // The commenter is whoever signs in, staff included; the generic add records the owner only for students.
  const add = onRow({
    target: { ...lectureNamed(area), access: 'read' },
    work: async ({ q, ...ctx }, { body }, lecture) => {
      const me = signedIn(ctx);
      const input = body as Row;
      requireAttendable(me, lecture);
      const id = await insertOwn(q, comments, me, {
        [lectures.key]: input[lectures.key],
        cContent: input.cContent,
        fUserId: me.userId,
        fSchoolId: me.schoolId,
        fIsOpen: enums.IsOpen.private,
      });
      return visibleRow(q, comments, null, id);
    },
  });
  // The scope (the contract's rows) shows the comments of lectures the caller sees: their own, the opened
  // ones, and to lecturers their school's. Others than lecturers open passed lectures only, so see only theirs.
  const list = onNoRow(
    'a page list: the scope (and, for all but lecturers, passed lectures only) is applied in its query',
    (ctx, input) =>
      isLecturer(ctx.caller)
        ? page(ctx, input)
        : pageOfRows(ctx.db, comments, ctx.caller, input.query, (p: Params) => [
            `t.${ident(lectures.key)} in (select ${ident(lectures.key)} from ${ident(area)} where ${passedSql(p, '"fStatus"')})`,
          ]),
  );
  const model = onRow({
    target: { entity: comments.name, key: ({ query }) => query[comments.key], access: 'read' },
    work: async ({ q, ...ctx }, _input, row) => {
      await attendable(q, area, signedIn(ctx), row[lectures.key]);
      return row;
    },
  });
  return {
    [`Open${area}CommentIDS`]: open(1),
    [`UnOpen${area}CommentIDS`]: open(0),
    [`Add${area}Comment`]: add,
    [`Get${area}CommentPageList`]: list,
    [`Get${area}CommentModel`]: model,
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
  const add = onRow({
    target: { ...lectureNamed(area), access: 'read', lock: true },
    work: async ({ q, ...ctx }, { body }, lecture) => {
      const me = signedIn(ctx);
      const input = body as Row;
      const lectureId = String(lecture[lectures.key]);
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
    },
  });
  const remove = onRows({
    target: selected(enrolments.name),
    work: async ({ q }, _input, rows) => {
      await q.query(`delete from ${ident(enrolments.name)} where ${ident(enrolments.key)} = any($1)`, [
        keysOf(enrolments, rows),
      ]);
      await recountEnrolments(
        q,
        area,
        rows.map((r) => r[lectures.key]),
      );
      return null;
    },
  });
  return { [`Add${area}Enrollment`]: add, [`Delete${area}EnrollmentIDS`]: remove };
}

const viewers = tableOf('CloudPlaybackViewer');

/**
 * The player records its viewer: one row per person and lecture, keeping the longest watch and the last time;
 * the lecture's 观看人数 counts each person once. The lecture is of one of the three areas, whichever key the
 * body carries, so no one entity can be declared: it is loaded through the scope (attendable) in the work.
 */
const addViewer: Handler = onNoRow(
  'the caller’s own viewing record; the lecture, of whichever area the body names, is loaded through the scope in the work',
  async ({ q, ...ctx }, { body }) => {
    const me = signedIn(ctx);
    const input = body as Row;
    const area = AREAS.find((a) => input[`c${a}Id`]);
    if (!area) throw refused('请选择要观看的讲座');
    const key = `c${area}Id`;
    const lectureId = String(input[key]);
    const seconds = Math.max(0, Math.round(Number(input.fWatchSeconds ?? 0)) || 0);
    await attendable(q, area, me, lectureId);
    await lockRow(q, tableOf(area), lectureId);
    const now = nowText();
    const [mine] = await q.query(
      `select ${ident(viewers.key)} as id, "fWatchSeconds" as s from ${ident(viewers.name)}
        where ${ident(key)} = $1 and "fUserId" = $2`,
      [lectureId, me.userId],
    );
    if (mine) {
      await updateRows(q, viewers, [mine.id], {
        fWatchSeconds: Math.max(Number(mine.s ?? 0), seconds),
        tLastWatchDate: now,
      });
      return visibleRow(q, viewers, null, mine.id);
    }
    const id = await insertOwn(q, viewers, me, {
      [key]: lectureId,
      fUserId: me.userId,
      fSchoolId: me.schoolId,
      fWatchSeconds: seconds,
      tLastWatchDate: now,
    });
    await q.query(
      `update ${ident(area)} set "fViewCount" = coalesce("fViewCount", 0) + 1 where ${ident(key)} = $1`,
      [lectureId],
    );
    return visibleRow(q, viewers, null, id);
  },
);

export const lectureHandlers: Record<string, Handler> = Object.assign(
  { AddCloudPlaybackViewer: addViewer },
  ...AREAS.map((area) => ({ ...reviewRules(area), ...commentRules(area), ...enrolmentRules(area) })),
);
