import type { IdNameNode, JsNode } from '@practice/sdk/contract';
import type { Row } from '../../db/driver.js';
import { Params } from '../../db/params.js';
import type { Handler } from '../context.js';
import { creationOrder, entityTable, selectRows } from '../rows.js';

/**
 * A tree list (SPEC §3 tree nodes): every row the caller may see, nested by the parent field; optionally one
 * school's rows (the tree panel's school selector) and the subtree under parentId.
 */
export const tree: Handler = async (ctx, { query }) => {
  const t = entityTable(ctx.entity);
  const spec = t.entity.tree;
  if (!spec) throw new Error(`${t.name} has no tree`);
  const p = new Params();
  const where: string[] = [];
  if (query.fSchoolId !== undefined && t.columnByWire.has('fSchoolId')) {
    where.push(`t."fSchoolId" = ${p.add(query.fSchoolId)}`);
  }
  const order = t.columnByWire.has('fIndex')
    ? `t."fIndex" asc nulls last, ${creationOrder(t)}`
    : creationOrder(t);
  const rows = await selectRows(ctx.db, t, ctx.caller, p, { where, order });
  const keyOf = (r: Row) => String(r[t.key]);
  const known = new Set(rows.map(keyOf));
  const byParent = new Map<string, Row[]>();
  for (const r of rows) {
    const parent = r[spec.parent];
    // A row whose parent the caller cannot see is shown at the top rather than lost.
    const at = parent != null && known.has(String(parent)) ? String(parent) : '';
    byParent.set(at, [...(byParent.get(at) ?? []), r]);
  }
  const build = (r: Row): JsNode | IdNameNode => {
    const children = (byParent.get(keyOf(r)) ?? []).map(build);
    const parent = r[spec.parent] == null ? null : String(r[spec.parent]);
    return spec.shape === 'jsnode'
      ? {
          jsnodeID: keyOf(r),
          text: String(r[spec.text] ?? ''),
          fAppDepartmentId: keyOf(r),
          fParentId: parent,
          state: { opened: true },
          children: children as JsNode[],
        }
      : {
          id: keyOf(r),
          name: String(r[spec.text] ?? ''),
          parentId: parent,
          children: children as IdNameNode[],
        };
  };
  const root = typeof query.parentId === 'string' && known.has(query.parentId) ? query.parentId : '';
  return (byParent.get(root) ?? []).map(build);
};
