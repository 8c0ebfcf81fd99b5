import { enums } from '@practice/sdk/contract';
import type { Queryable, Row } from '../../../db/driver.js';
import { ident, tableOf } from '../../../db/tables.js';
import { forbidden, refused } from '../../../http/errors.js';
import { type Handler, type OpContext, signedIn } from '../../context.js';
import { type OneTarget, onRows } from '../../declared.js';
import { requireVisible, visibleRow } from '../../rows.js';
import { remove } from '../../standard/crud.js';
import { assertSheetWriter } from './score-sheets.js';
import { addRow, editRow, idsOf, isStudentLike, refuseIfClosed, rowsByKeys } from './shared.js';
import { storedAnswer } from './template-answers.js';

/*
 * Filled-in template items (diary, review and material forms). The contract has the server copy course and
 * owner from the parent record, so an item scopes exactly like its parent; input kind and order come from
 * the template item, so a form cannot relabel its own fields.
 */

interface ValueEntity {
  readonly entity: string;
  readonly parent: string;
  readonly parentKey: string;
  /** What a closed course refuses from students; null when students do not write these. */
  readonly label: string | null;
  /** A review sheet: written only by the reviewer it belongs to (score-sheets.ts). */
  readonly sheet?: true;
  /** Other rows of the parent that go with it (a diary's review history, diary-review.ts). */
  readonly along?: readonly string[];
}

const VALUE_ENTITIES: readonly ValueEntity[] = [
  {
    entity: 'InternshipDiaryItem',
    parent: 'InternshipDiary',
    parentKey: 'fInternshipDiaryId',
    label: '实习日志',
    along: ['InternshipDiaryReview'],
  },
  {
    entity: 'InternshipStudentMaterialItem',
    parent: 'InternshipStudentMaterial',
    parentKey: 'fInternshipStudentMaterialId',
    label: '实习材料',
  },
  {
    entity: 'InternshipStudentGeneralReviewItem',
    parent: 'InternshipStudentGeneralReview',
    parentKey: 'fInternshipStudentGeneralReviewId',
    label: null,
    sheet: true,
  },
];

const sheetWriterOf = (q: Queryable, ctx: OpContext, review: Row) =>
  assertSheetWriter(q, signedIn(ctx), review.fInternshipStudentId, review.fTemplateInfoId);

async function templateItem(q: Queryable, id: unknown): Promise<Row> {
  const rows = await q.query('select * from "TemplateItem" where "fTemplateItemId" = $1', [String(id)]);
  if (!rows[0]) throw refused('模板项不存在');
  return rows[0];
}

/** The record a new item is filled in under (a diary, material or review): read, as before, to act beside it. */
const parentNamed = (v: ValueEntity): OneTarget => ({
  entity: v.parent,
  key: ({ body }) => (body as Row)[v.parentKey],
  access: 'read',
});

function valueHooks(v: ValueEntity) {
  // An add declares the parent it goes under (`named`); an edit reads the one it keeps or moves to.
  const after = async (
    q: Queryable,
    ctx: OpContext,
    values: Row,
    _input: Row,
    current?: Row,
    named?: Row,
  ) => {
    const parentId = values[v.parentKey] ?? current?.[v.parentKey];
    const parent =
      named && String(named[v.parentKey]) === String(parentId)
        ? named
        : await visibleRow(q, tableOf(v.parent), ctx.caller, parentId);
    if (v.label) await refuseIfClosed(q, ctx.caller, parent.fInternshipInfoId, v.label);
    if (v.sheet) await sheetWriterOf(q, ctx, parent);
    if (isStudentLike(ctx.caller)) {
      if (parent.fStatus === enums.MaterialStatus.passed)
        throw refused(`${v.label ?? ''}已审核通过，不能再修改`);
      // Materials are reviewed item by item (SPEC §4: 2 passed, 3 not): a student only (re)submits, and a 3
      // sent back unchanged is the edit form resubmitting a rejected item.
      const asked = values.fStatus;
      const { passed, failed } = enums.TemplateItemReview;
      if (asked === passed || (asked === failed && current?.fStatus !== failed))
        throw forbidden('学生不能审核实习材料');
      if (v.entity === 'InternshipStudentMaterialItem') values.fStatus = 1;
    }
    values.fInternshipInfoId = parent.fInternshipInfoId;
    values.fStudentUserId = parent.fStudentUserId ?? null;
    const item = await templateItem(q, values.fTemplateItemId ?? current?.fTemplateItemId);
    if (parent.fTemplateInfoId != null && item.fTemplateInfoId !== parent.fTemplateInfoId) {
      throw refused('模板项不属于该模板');
    }
    values.fFontType = item.fFontType ?? null;
    if (typeof values.cContent === 'string') values.cContent = storedAnswer(item, values.cContent);
    values.fSort = item.fSort ?? null;
    const dup = await q.query(
      `select 1 from "${v.entity}" where "${v.parentKey}" = $1 and "fTemplateItemId" = $2
          and "${tableOf(v.entity).key}" <> $3 limit 1`,
      [parent[tableOf(v.parent).key], item.fTemplateItemId, String(current?.[tableOf(v.entity).key] ?? '')],
    );
    if (dup.length) throw refused('该模板项已填写，请直接修改');
  };
  return { after };
}

/*
 * Reads follow the parent through the contract (rows.parent, auth/scope.ts), so the standard page and model
 * answer them. A student's delete also respects the parent's state: nothing in a closed course or under a
 * record a tutor passed.
 */
function deleteHandler(v: ValueEntity): [string, Handler] {
  const parentTable = tableOf(v.parent);
  const del = onRows({
    target: { entity: v.entity, keys: idsOf, access: 'write' },
    work: async (a, input, rows) => {
      const parents = await requireVisible(
        a.q,
        parentTable,
        a.caller,
        rows.map((r) => r[v.parentKey]),
      );
      if (v.sheet) {
        for (const review of await rowsByKeys(a.q, parentTable, null, parents))
          await sheetWriterOf(a.q, a, review);
      }
      if (isStudentLike(a.caller)) {
        for (const parent of await rowsByKeys(a.q, parentTable, null, parents)) {
          if (v.label) await refuseIfClosed(a.q, a.caller, parent.fInternshipInfoId, v.label);
          if (parent.fStatus === enums.MaterialStatus.passed)
            throw refused(`${v.label ?? ''}已审核通过，不能再修改`);
        }
      }
      return remove(a, input);
    },
  });
  return [`Delete${v.entity}IDS`, del];
}

/**
 * Deleting a diary, material or review deletes its filled-in items with it, in one transaction: the items
 * are part of the record (the generic delete would refuse while items exist). A student cannot delete what
 * a tutor passed, nor anything in a closed course.
 */
function parentDelete(v: ValueEntity): [string, Handler] {
  const parentTable = tableOf(v.parent);
  const handler = onRows({
    target: { entity: v.parent, keys: idsOf, access: 'write' },
    work: async (a, _input, parents) => {
      const { q } = a;
      const keys = parents.map((p) => p[parentTable.key]);
      if (v.sheet) for (const review of parents) await sheetWriterOf(q, a, review);
      if (isStudentLike(a.caller)) {
        for (const parent of parents) {
          if (v.label) await refuseIfClosed(q, a.caller, parent.fInternshipInfoId, v.label);
          if (parent.fStatus === enums.MaterialStatus.passed)
            throw refused(`${v.label ?? ''}已审核通过，不能删除`);
        }
      }
      await q.query(`delete from ${ident(v.entity)} where ${ident(v.parentKey)} = any($1)`, [keys]);
      for (const other of v.along ?? []) {
        await q.query(`delete from ${ident(other)} where ${ident(v.parentKey)} = any($1)`, [keys]);
      }
      await q.query(`delete from ${ident(parentTable.name)} where ${ident(parentTable.key)} = any($1)`, [
        keys,
      ]);
      return null;
    },
  });
  return [`Delete${v.parent}IDS`, handler];
}

export const templateValueHandlers: Record<string, Handler> = Object.fromEntries(
  VALUE_ENTITIES.flatMap((v) => {
    const hooks = valueHooks(v);
    return [
      [`Add${v.entity}`, addRow(parentNamed(v), hooks)] as [string, Handler],
      [`Edit${v.entity}`, editRow(v.entity, hooks)] as [string, Handler],
      deleteHandler(v),
      parentDelete(v),
    ];
  }),
);
