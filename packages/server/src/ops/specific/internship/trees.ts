import { templateOptionsProblem } from '@practice/sdk';
import type { Queryable, Row } from '../../../db/driver.js';
import { ident, tableOf } from '../../../db/tables.js';
import { badRequest, refused } from '../../../http/errors.js';
import type { Handler, OpContext } from '../../context.js';
import { type OneTarget, onRows } from '../../declared.js';
import { requireVisible, visibleRow } from '../../rows.js';
import { remove } from '../../standard/crud.js';
import {
  addRow,
  addRowIfNamed,
  editRow,
  idsOf,
  isAllNode,
  requireCourseVisible,
  UNDER_ALL,
  type WriteHooks,
} from './shared.js';
import { DROPDOWN } from './template-answers.js';

/*
 * Tree panels (SPEC §2.4, §5): rows are added under the selected node, and the virtual 全部 node (0, '0',
 * 'all') is not a place to add anything. A node's parent must be one the caller may see, in the same school,
 * and never the node itself or one of its descendants.
 */

interface Placement {
  /** The field that names the node the row hangs under. */
  readonly field: string;
  /** The entity of that node. */
  readonly parent: string;
  /** The row's school is the parent's (templates copy their batch's school: it is read-only for them). */
  readonly inheritSchool?: boolean;
  /**
   * The parent may be a platform-wide node that the school's own scope does not show (a school's directory
   * under the platform's): the add cannot load it through the scope, and the hook reads and checks it.
   */
  readonly platformParent?: true;
}

async function refuseCycle(
  q: Queryable,
  entity: string,
  parentField: string,
  self: unknown,
  parentId: unknown,
) {
  const t = tableOf(entity);
  if (String(parentId) === String(self)) throw refused('不能将节点移动到其自身或其下级节点下');
  const chain = await q.query(
    `with recursive up(id) as (select $1::text union
       select n.${ident(parentField)} from ${ident(t.name)} n join up on n.${ident(t.key)} = up.id
        where n.${ident(parentField)} is not null)
     select 1 from up where id = $2 limit 1`,
    [String(parentId), String(self)],
  );
  if (chain.length) throw refused('不能将节点移动到其自身或其下级节点下');
}

/**
 * The parent an edit moves the row under (or an add names where it cannot declare it, PLATFORM_PARENT), as
 * stored, checked when the row moves under it. A school's own node may sit under a platform-wide one (no
 * school); a row of another kind (a template in a batch, an item in a template) is part of its parent, so
 * the caller must be allowed to change it.
 */
async function parentRow(
  q: Queryable,
  ctx: OpContext,
  entity: string,
  p: Placement,
  id: unknown,
  moved: boolean,
) {
  const pt = tableOf(p.parent);
  const [raw] = await q.query(`select * from ${ident(pt.name)} where ${ident(pt.key)} = $1`, [String(id)]);
  if (!raw) throw refused('上级节点不存在');
  const platformParent = p.parent === entity && 'fSchoolId' in raw && raw.fSchoolId == null;
  return platformParent || !moved ? raw : visibleRow(q, pt, ctx.caller, id, parentAccess(entity, p));
}

const parentAccess = (entity: string, p: Placement) => (p.parent === entity ? 'read' : 'write');

/** The node an add goes under, when it names one (全部 is no node: the hook refuses it). */
const parentNamed = (entity: string, p: Placement): OneTarget => ({
  entity: p.parent,
  key: ({ body }) => {
    const id = (body as Row)[p.field];
    return isAllNode(id) ? undefined : id;
  },
  access: parentAccess(entity, p),
});

function placementHooks(entity: string, p: Placement) {
  const self = tableOf(entity);
  return {
    before: async (_q: Queryable, _ctx: OpContext, input: Row) => {
      if (isAllNode(input[p.field])) throw refused(UNDER_ALL);
    },
    after: async (q: Queryable, ctx: OpContext, values: Row, _input: Row, current?: Row, named?: Row) => {
      const parentId = values[p.field];
      if (parentId == null) return;
      // An edit that keeps the node where it is is not checked for visibility or cycles again.
      const moved = !current || String(parentId) !== String(current[p.field]);
      const pt = tableOf(p.parent);
      // An add names its parent, loaded by the declaration (parentNamed); an edit reads the one it moves to.
      const parent =
        named && String(named[pt.key]) === String(parentId)
          ? named
          : await parentRow(q, ctx, entity, p, parentId, moved);
      if (moved && current && p.parent === entity)
        await refuseCycle(q, entity, p.field, current[self.key], parentId);
      if (!self.columnByWire.has('fSchoolId') || !('fSchoolId' in parent)) return;
      if (p.inheritSchool) values.fSchoolId = parent.fSchoolId ?? null;
      else if (parent.fSchoolId != null) {
        const own = values.fSchoolId ?? current?.fSchoolId ?? parent.fSchoolId;
        if (own !== parent.fSchoolId) throw refused('上级节点属于其他学校');
        values.fSchoolId = own;
      }
    },
  };
}

const PLATFORM_PARENT =
  'a node that may go under a platform-wide one its school cannot see: the placement hook checks the parent';

/** Rows hung under a node, and where. */
const PLACEMENTS: Record<string, Placement> = {
  InternshipReferenceDirectory: {
    field: 'fParentId',
    parent: 'InternshipReferenceDirectory',
    platformParent: true,
  },
  InternshipReference: { field: 'fInternshipReferenceDirectoryId', parent: 'InternshipReferenceDirectory' },
  TemplateBatchInfo: { field: 'fParentId', parent: 'TemplateBatchInfo' },
  TemplateInfo: { field: 'fTemplateBatchInfoId', parent: 'TemplateBatchInfo', inheritSchool: true },
  TemplateItem: { field: 'fTemplateInfoId', parent: 'TemplateInfo' },
  EvaluationTemplateInfo: { field: 'fParentId', parent: 'EvaluationTemplateInfo' },
  EvaluationTemplateItem: { field: 'fEvaluationTemplateInfoId', parent: 'EvaluationTemplateInfo' },
};

/** A batch that moves school takes its templates along (their school is the batch's). */
const moveTemplatesWithBatch = async (q: Queryable, values: Row, current?: Row) => {
  if (current && values.fSchoolId !== undefined && values.fSchoolId !== current.fSchoolId) {
    await q.query('update "TemplateInfo" set "fSchoolId" = $1 where "fTemplateBatchInfoId" = $2', [
      values.fSchoolId,
      current.fTemplateBatchInfoId,
    ]);
  }
};

/**
 * Items have no scope of their own: whoever may see their template may change them, so a school's staff
 * cannot delete another school's (or the platform's) template items.
 */
const removeItems = (entity: string, parent: string, field: string): Handler =>
  onRows({
    target: { entity, keys: idsOf, access: 'write' },
    work: async (a, input, rows) => {
      const parents = [...new Set(rows.map((r) => r[field]).filter((v) => v != null))];
      if (parents.length)
        await requireVisible(
          a.q,
          tableOf(parent),
          a.caller,
          parents.map((v) => String(v)),
        );
      return remove(a, input);
    },
  });

/** A column as stored after the write: the value written, else (an edit leaving it out) the current one. */
const stored = (values: Row, current: Row | undefined, column: string) =>
  column in values ? values[column] : current?.[column];

/** A dropdown item's options, as stored after the write, must give the student at least two choices. */
const refuseBadOptions = async (_q: Queryable, _ctx: OpContext, values: Row, _input: Row, current?: Row) => {
  if (stored(values, current, 'fFontType') !== DROPDOWN) return;
  const problem = templateOptionsProblem(stored(values, current, 'cFilePath') as string | null);
  if (problem) throw badRequest(problem);
};

type After = NonNullable<WriteHooks['after']>;
/** Rules of some entities beside their placement's: run before it, after it, or after it on edits only. */
const OWN_RULES: Record<string, { before?: After; after?: After; afterEdit?: After }> = {
  InternshipReference: {
    before: (q, ctx, values, _input, current) => requireCourseVisible(q, ctx.caller, values, current),
  },
  TemplateItem: { after: refuseBadOptions },
  TemplateBatchInfo: {
    afterEdit: (q, _ctx, values, _input, current) => moveTemplatesWithBatch(q, values, current),
  },
};

/** The placement's hooks with the entity's own rules around its `after`. */
function hooksOf(entity: string, p: Placement, edit: boolean): WriteHooks {
  const hooks = placementHooks(entity, p);
  const own = OWN_RULES[entity] ?? {};
  const rules = [own.before, hooks.after, own.after, edit ? own.afterEdit : undefined].filter(
    (rule): rule is After => rule !== undefined,
  );
  return {
    before: hooks.before,
    after: async (q, ctx, values, input, current, parent) => {
      for (const rule of rules) await rule(q, ctx, values, input, current, parent);
    },
  };
}

export const treeHandlers: Record<string, Handler> = {
  ...Object.fromEntries(
    Object.entries(PLACEMENTS).flatMap(([entity, p]) => [
      [
        `Add${entity}`,
        p.platformParent
          ? addRow(PLATFORM_PARENT, hooksOf(entity, p, false))
          : addRowIfNamed(parentNamed(entity, p), hooksOf(entity, p, false)),
      ],
      [`Edit${entity}`, editRow(entity, hooksOf(entity, p, true))],
    ]),
  ),
  DeleteTemplateItemIDS: removeItems('TemplateItem', 'TemplateInfo', 'fTemplateInfoId'),
  DeleteEvaluationTemplateItemIDS: removeItems(
    'EvaluationTemplateItem',
    'EvaluationTemplateInfo',
    'fEvaluationTemplateInfoId',
  ),
};
