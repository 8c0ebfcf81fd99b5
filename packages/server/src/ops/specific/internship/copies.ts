import { CREATOR } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { ident, type Table, tableOf } from '../../../db/tables.js';
import { forbidden } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { type OneTarget, onNoRow, onRow } from '../../declared.js';
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

/**
 * The source: one the caller may see, loaded through the read scope, which takes in the platform-wide ones
 * (no school) that every school may copy.
 */
const sourceNamed = (entity: string, key: string): OneTarget => ({
  entity,
  key: ({ body }) => (body as Row)[key],
  access: 'read',
});

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

const copyBatch = onRow({
  target: sourceNamed('TemplateBatchInfo', 'fTemplateBatchInfoId'),
  work: async (a, { body }, src) => {
    const { q } = a;
    const input = body as { cBatchName?: string; fSchoolId?: string };
    const caller = signedIn(a);
    const batches = tableOf('TemplateBatchInfo');
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
  },
});

const copyEvaluationTemplate = onRow({
  target: sourceNamed('EvaluationTemplateInfo', 'fEvaluationTemplateInfoId'),
  work: async (a, { body }, src) => {
    const { q } = a;
    const input = body as { cTemplateName?: string; fSchoolId?: string };
    const caller = signedIn(a);
    const infos = tableOf('EvaluationTemplateInfo');
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
  },
});

/** SPEC §7.3 TemplateItem_GetTemplateItemPageList: one template's items in form order (fSort) by default. */
const templateItemPage = onNoRow(
  'a page list: the scope is applied in its query by the standard page',
  (a, { query }) =>
    pageOfRows(a.q, tableOf('TemplateItem'), a.caller, {
      ...query,
      sortName: query.sortName ?? 'fSort',
      sortOrder: query.sortName ? query.sortOrder : 'asc',
    }),
);

export const copyHandlers: Record<string, Handler> = {
  CopyTemplateBatchInfo: copyBatch,
  CopyEvaluationTemplateInfo: copyEvaluationTemplate,
  TemplateItem_GetTemplateItemPageList: templateItemPage,
};
