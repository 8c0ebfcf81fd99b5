import { enums } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { ident, type Table, tableOf } from '../../../db/tables.js';
import { badRequest, refused } from '../../../http/errors.js';
import { type Handler, type OpContext, type OpInput, signedIn } from '../../context.js';
import { type Acting, type OneTarget, onNoRow, onRow, onRowIfNamed } from '../../declared.js';
import { creationOrder, entityTable, selectRows, visibleRow } from '../../rows.js';
import { insertRow, prepareInsert, prepareUpdate, updateRows } from '../../write.js';

export const T = {
  info: () => tableOf('InternshipInfo'),
  student: () => tableOf('InternshipStudent'),
  tutor: () => tableOf('InternshipTutor'),
  tutorStudent: () => tableOf('InternshipTutorStudent'),
};

/** A tree's virtual 全部 node: the console sends 0, '0' or 'all' as its id (SPEC §5). */
export const isAllNode = (v: unknown) => v === 0 || v === '0' || v === 'all';
export const UNDER_ALL = '不能在“全部”下新增，请先创建或选择其他节点';

/** Mainland mobiles are compared without their +86 / 0086 prefix (SPEC §5 accepts both forms). */
export const bareMobile = (m: string) => m.trim().replace(/^(?:\+86|0086)/, '');
export const BARE_MOBILE_SQL = (col: string) => `regexp_replace(${col}, '^(\\+86|0086)', '')`;

export const isStudentLike = (c: Caller | null) => !c || c.kind === 'student' || c.kind === null;

type Named = Omit<OneTarget, 'access'>;

/** The course a call names by fInternshipInfoId: in its body (a write) or its query (a read). */
export const courseInBody: Named = {
  entity: 'InternshipInfo',
  key: ({ body }) => (body as Row).fInternshipInfoId,
};
export const courseInQuery: Named = { entity: 'InternshipInfo', key: ({ query }) => query.fInternshipInfoId };

/** The course member (InternshipStudent) a call names in its body. */
export const studentInBody: Named = {
  entity: 'InternshipStudent',
  key: ({ body }) => (body as Row).fInternshipStudentId,
};

/** The rows an IDS call names. */
export const idsOf = ({ body }: OpInput) => (body as { ids: unknown[] }).ids;

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
  if (course.fInternshipStatus === enums.InternshipStage.finished)
    throw refused(`该实习课程已结束，不能再提交${what}`);
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

/**
 * Files a student's record (a diary, an agreement ...) under the roster row it names, which the caller must be
 * able to see, and in that row's course: the student's account is the roster row's, never the body's.
 * `named`: the roster row an add declared, already read through the scope. Answers the course's id.
 */
export async function linkStudent(
  q: Queryable,
  caller: Caller | null,
  values: Row,
  current?: Row,
  named?: Row,
): Promise<unknown> {
  const studentId = values.fInternshipStudentId ?? current?.fInternshipStudentId;
  const courseId = values.fInternshipInfoId ?? current?.fInternshipInfoId;
  const student =
    named && String(named.fInternshipStudentId) === String(studentId)
      ? named
      : await visibleRow(q, T.student(), caller, studentId);
  if (student.fInternshipInfoId !== courseId) throw refused('实习学生不属于所选实习课程');
  values.fStudentUserId = student.fUserId ?? null;
  return courseId;
}

export interface WriteHooks {
  /** Runs on the validated input before the generic scope rules (its message wins). */
  before?: (q: Queryable, ctx: OpContext, input: Row, current?: Row) => Promise<void>;
  /**
   * Runs on the values about to be stored: may refuse or fill server-set columns. `parent` is the row an add
   * declared it goes under, already read through the caller's scope.
   */
  after?: (
    q: Queryable,
    ctx: OpContext,
    values: Row,
    input: Row,
    current?: Row,
    parent?: Row,
  ) => Promise<void>;
}

/**
 * The standard add and edit with rule hooks, undeclared (the practice courses' still use them); this area's
 * handlers use addRow and editRow below, which declare what they act on.
 */
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

async function add(a: Acting, input: Row, hooks: WriteHooks, parent?: Row) {
  const t = entityTable(a.entity);
  await hooks.before?.(a.q, a, input);
  const values = await prepareInsert(a.q, t, signedIn(a), input);
  await hooks.after?.(a.q, a, values, input, undefined, parent);
  const id = await insertRow(a.q, t, values);
  return visibleRow(a.q, t, null, id);
}

/**
 * The standard add, with rule hooks inside its one transaction (a refused add leaves nothing behind). `under`
 * is the row the new one goes under (read through the scope, handed to `after`), or why there is none.
 */
export const addRow = (under: OneTarget | string, hooks: WriteHooks): Handler =>
  typeof under === 'string'
    ? onNoRow(under, (a, { body }) => add(a, body as Row, hooks))
    : onRow({ target: under, work: (a, { body }, parent) => add(a, body as Row, hooks, parent) });

/** addRow for a row whose parent is optional (a tree's top node): absent, `after` gets no parent. */
export const addRowIfNamed = (under: OneTarget, hooks: WriteHooks): Handler =>
  onRowIfNamed({ target: under, work: (a, { body }, parent) => add(a, body as Row, hooks, parent) });

/** The row an edit names by its key, locked until the edit is stored. */
const editedRow = (entity: string): OneTarget => ({
  entity,
  key: ({ body }) => (body as Row)[tableOf(entity).key],
  access: 'write',
  lock: true,
});

/** The standard edit of `entity` with the same hooks; `current` is the row as stored before the edit. */
export const editRow = (entity: string, hooks: WriteHooks): Handler =>
  onRow({
    target: editedRow(entity),
    work: async (a, { body }, current) => {
      const t = tableOf(entity);
      const input = body as Row;
      await hooks.before?.(a.q, a, input, current);
      const values = await prepareUpdate(a.q, t, signedIn(a), input);
      await hooks.after?.(a.q, a, values, input, current);
      await updateRows(a.q, t, [String(current[t.key])], values);
      return visibleRow(a.q, t, null, current[t.key]);
    },
  });

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
