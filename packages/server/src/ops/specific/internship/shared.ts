import type { Caller } from '../../../auth/caller.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { ident, type Table, tableOf } from '../../../db/tables.js';
import { badRequest, refused } from '../../../http/errors.js';
import { type OpContext, signedIn } from '../../context.js';
import { creationOrder, entityTable, selectRows, visibleRow } from '../../rows.js';
import { insertRow, prepareInsert, prepareUpdate, updateRows } from '../../write.js';

export const T = {
  info: () => tableOf('InternshipInfo'),
  student: () => tableOf('InternshipStudent'),
  tutor: () => tableOf('InternshipTutor'),
  tutorStudent: () => tableOf('InternshipTutorStudent'),
};

/** fInternshipStatus 2 (实习结束): what CloseInternshipInfoIDS sets and RecoverInternshipInfoIDS undoes. */
export const STAGE_CLOSED = 2;

/** A tree's virtual 全部 node: the console sends 0, '0' or 'all' as its id (SPEC §5). */
export const isAllNode = (v: unknown) => v === 0 || v === '0' || v === 'all';
export const UNDER_ALL = '不能在“全部”下新增，请先创建或选择其他节点';

/** Mainland mobiles are compared without their +86 / 0086 prefix (SPEC §5 accepts both forms). */
export const bareMobile = (m: string) => m.trim().replace(/^(?:\+86|0086)/, '');
export const BARE_MOBILE_SQL = (col: string) => `regexp_replace(${col}, '^(\\+86|0086)', '')`;

export const isStudentLike = (c: Caller | null) => !c || c.kind === 'student' || c.kind === null;

/** The course of a record; locked when `lock` so that concurrent adds to one course run one after another. */
export async function courseRow(q: Queryable, id: unknown, lock = false): Promise<Row> {
  const rows = await q.query(
    `select * from "InternshipInfo" where "fInternshipInfoId" = $1${lock ? ' for update' : ''}`,
    [String(id)],
  );
  if (!rows[0]) throw badRequest('所选实习课程不存在');
  return rows[0];
}

/**
 * Decision: a closed course (CloseInternshipInfoIDS) takes no more student submissions (diaries, summaries,
 * materials); its tutors may still review and grade what was handed in.
 */
export async function refuseIfClosed(q: Queryable, caller: Caller | null, courseId: unknown, what: string) {
  if (!isStudentLike(caller) || courseId == null) return;
  const course = await courseRow(q, courseId);
  if (course.fInternshipStatus === STAGE_CLOSED) throw refused(`该实习课程已结束，不能再提交${what}`);
}

/** Rows of `t` whose key is in `ids`, as the caller may see them. */
export function rowsByKeys(q: Queryable, t: Table, caller: Caller | null, ids: readonly unknown[]) {
  const p = new Params();
  return selectRows(q, t, caller, p, {
    where: [`t.${ident(t.key)} = any(${p.add(ids.map((id) => String(id)))})`],
    order: creationOrder(t),
  });
}

/**
 * The course a row is filed under must be one the caller may see. The generic write rule leaves school
 * admins to the school column, which rows filed by course alone (references, tasks, tutors) do not have.
 */
export async function requireCourseVisible(q: Queryable, caller: Caller | null, values: Row, current?: Row) {
  const id = values.fInternshipInfoId;
  if (id == null || (current && id === current.fInternshipInfoId)) return;
  await visibleRow(q, T.info(), caller, id);
}

export interface WriteHooks {
  /** Runs on the validated input before the generic scope rules (its message wins). */
  before?: (q: Queryable, ctx: OpContext, input: Row, current?: Row) => Promise<void>;
  /** Runs on the values about to be stored: may refuse or fill server-set columns. */
  after?: (q: Queryable, ctx: OpContext, values: Row, input: Row, current?: Row) => Promise<void>;
}

/** The standard add, with rule hooks inside its one transaction (a refused add leaves nothing behind). */
export const addWith =
  (hooks: WriteHooks) =>
  (ctx: OpContext, { body }: { body: unknown }) => {
    const t = entityTable(ctx.entity);
    const input = body as Row;
    return ctx.db.tx(async (q) => {
      await hooks.before?.(q, ctx, input);
      const values = await prepareInsert(q, t, signedIn(ctx), input);
      await hooks.after?.(q, ctx, values, input);
      const id = await insertRow(q, t, values);
      return visibleRow(q, t, null, id);
    });
  };

/** The standard edit with the same hooks; `current` is the row as stored before the edit. */
export const editWith =
  (hooks: WriteHooks) =>
  (ctx: OpContext, { body }: { body: unknown }) => {
    const t = entityTable(ctx.entity);
    const input = body as Row;
    return ctx.db.tx(async (q) => {
      const current = await visibleRow(q, t, ctx.caller, input[t.key], 'write');
      await hooks.before?.(q, ctx, input, current);
      const values = await prepareUpdate(q, t, signedIn(ctx), input);
      await hooks.after?.(q, ctx, values, input, current);
      await updateRows(q, t, [String(input[t.key])], values);
      return visibleRow(q, t, null, input[t.key]);
    });
  };

/** A list answered as one page (class and school pickers page in memory: there are few of them). */
export function pageOfList<R>(list: readonly R[], query: Record<string, unknown>) {
  const pageNumber = Number(query.pageNumber ?? 1);
  const pageSize = Number(query.pageSize ?? 10);
  const all = pageNumber === -1 || pageSize >= 999_999;
  const size = all ? Math.max(list.length, 1) : pageSize;
  const page = all ? 1 : Math.max(1, pageNumber);
  return {
    List: list.slice((page - 1) * size, page * size),
    PageIndex: page,
    PageCount: Math.max(1, Math.ceil(list.length / size)),
    PageSize: all ? list.length : pageSize,
    TotalCount: list.length,
  };
}
