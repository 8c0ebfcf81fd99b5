import { CREATOR } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { ident, type Table, tableOf } from '../../../db/tables.js';
import { forbidden, notFound } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { visibleRow } from '../../rows.js';
import { pageOfRows } from '../../standard/page.js';
import { insertRow } from '../../write.js';

/*
 * Copying a template batch (with its templates and their items) or an evaluation template (with its items):
 * how a school starts from the platform's templates or a new term from the last one. One transaction: a copy
 * is complete or absent.
 */

const COPY_SUFFIX = '副本';
const NAME_MAX = 100;

/** The new name: the one given, else the source's with 副本, kept within the field's 100 characters. */
const copyName = (given: unknown, source: unknown) =>
  typeof given === 'string' && given.trim()
    ? given.trim()
    : `${String(source ?? '').slice(0, NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;

/** A row's stored values without its key, creator and creation date, with some replaced. */
function copyOf(t: Table, row: Row, overrides: Row, creatorId: string): Row {
  const values: Row = {};
  for (const c of t.columns) if (c.wire !== t.key && row[c.wire] !== undefined) values[c.wire] = row[c.wire];
  return { ...values, ...overrides, tCreateDate: nowText(), [CREATOR]: creatorId };
}

/** The source: one the caller may see, or a platform-wide one (no school), which every school may copy. */
async function sourceRow(q: Queryable, t: Table, caller: Caller, id: unknown): Promise<Row> {
  const [row] = await q.query(`select * from ${ident(t.name)} where ${ident(t.key)} = $1`, [String(id)]);
  if (!row) throw notFound();
  return row.fSchoolId == null ? row : visibleRow(q, t, caller, id);
}

/** The copy's school: the one asked for (a school's staff may only name their own), else theirs. */
function targetSchool(caller: Caller, asked: unknown, source: Row): string | null {
  if (caller.kind === 'platformAdmin')
    return (asked as string | undefined) ?? (source.fSchoolId as string | null);
  if (asked != null && asked !== caller.schoolId) throw forbidden('不能操作其他学校的数据');
  return caller.schoolId;
}

/** Copies the children of one parent row (items of a template, templates of a batch), answering id pairs. */
async function copyChildren(
  q: Queryable,
  t: Table,
  field: string,
  from: unknown,
  overrides: Row,
  creatorId: string,
) {
  // In key order: lists break ties of their sort by the key, and the copies' keys are issued in this order, so
  // the copy lists as its source does.
  const rows = await q.query(
    `select * from ${ident(t.name)} where ${ident(field)} = $1 order by ${ident(t.key)}`,
    [from],
  );
  const pairs: [unknown, unknown][] = [];
  for (const r of rows) pairs.push([r[t.key], await insertRow(q, t, copyOf(t, r, overrides, creatorId))]);
  return pairs;
}

const copyBatch: Handler = (ctx, { body }) => {
  const input = body as { fTemplateBatchInfoId: string; cBatchName?: string; fSchoolId?: string };
  const caller = signedIn(ctx);
  const batches = tableOf('TemplateBatchInfo');
  return ctx.db.tx(async (q) => {
    const src = await sourceRow(q, batches, caller, input.fTemplateBatchInfoId);
    const school = targetSchool(caller, input.fSchoolId, src);
    const batchId = await insertRow(
      q,
      batches,
      copyOf(
        batches,
        src,
        {
          cBatchName: copyName(input.cBatchName, src.cBatchName),
          fSchoolId: school,
          // Sub-batches are not copied; a copy into another school starts at the top of its tree.
          fParentId: school === src.fSchoolId ? src.fParentId : null,
        },
        caller.userId,
      ),
    );
    const templates = await copyChildren(
      q,
      tableOf('TemplateInfo'),
      'fTemplateBatchInfoId',
      src.fTemplateBatchInfoId,
      { fTemplateBatchInfoId: batchId, fSchoolId: school },
      caller.userId,
    );
    for (const [from, to] of templates) {
      await copyChildren(
        q,
        tableOf('TemplateItem'),
        'fTemplateInfoId',
        from,
        { fTemplateInfoId: to },
        caller.userId,
      );
    }
    return visibleRow(q, batches, null, batchId);
  });
};

const copyEvaluationTemplate: Handler = (ctx, { body }) => {
  const input = body as { fEvaluationTemplateInfoId: string; cTemplateName?: string; fSchoolId?: string };
  const caller = signedIn(ctx);
  const infos = tableOf('EvaluationTemplateInfo');
  return ctx.db.tx(async (q) => {
    const src = await sourceRow(q, infos, caller, input.fEvaluationTemplateInfoId);
    const school = targetSchool(caller, input.fSchoolId, src);
    const id = await insertRow(
      q,
      infos,
      copyOf(
        infos,
        src,
        {
          cTemplateName: copyName(input.cTemplateName, src.cTemplateName),
          fSchoolId: school,
          fParentId: school === src.fSchoolId ? src.fParentId : null,
        },
        caller.userId,
      ),
    );
    const items = tableOf('EvaluationTemplateItem');
    await copyChildren(
      q,
      items,
      'fEvaluationTemplateInfoId',
      src.fEvaluationTemplateInfoId,
      { fEvaluationTemplateInfoId: id },
      caller.userId,
    );
    return visibleRow(q, infos, null, id);
  });
};

/** SPEC §7.3 TemplateItem_GetTemplateItemPageList: one template's items in form order (fSort) by default. */
const templateItemPage: Handler = (ctx, { query }) =>
  pageOfRows(ctx.db, tableOf('TemplateItem'), ctx.caller, {
    ...query,
    sortName: query.sortName ?? 'fSort',
    sortOrder: query.sortName ? query.sortOrder : 'asc',
  });

export const copyHandlers: Record<string, Handler> = {
  CopyTemplateBatchInfo: copyBatch,
  CopyEvaluationTemplateInfo: copyEvaluationTemplate,
  TemplateItem_GetTemplateItemPageList: templateItemPage,
};
