import { type EntityDef, entities } from '@practice/sdk/contract';
import type { Queryable } from '../db/driver.js';
import { ident, type Table, tableOf } from '../db/tables.js';
import { refused } from '../http/errors.js';

/** The columns of one entity that hold keys of the deleted rows. */
interface Dependent {
  readonly entity: EntityDef;
  readonly wires: readonly string[];
}

/**
 * Every entity with a ref field naming `target`, required or not (a user's class, AppUser.fAppDepartmentId,
 * is as much a use of a department as a membership row): derived from the catalogue, so a ref declared
 * tomorrow is covered tomorrow. The target's own tree column is left to the tree rule (crud.ts). A history
 * (the audit log) keeps the ids of what it was about and holds nothing up.
 */
const known = new Map<string, Dependent[]>();
function dependentsOf(target: string): Dependent[] {
  const cached = known.get(target);
  if (cached) return cached;
  const found = entities.flatMap((e) => {
    if (e.name === target || e.history) return [];
    const columns = tableOf(e.name).columnByWire;
    const wires = Object.entries(e.fields)
      .filter(([wire, f]) => f.ref === target && !f.joined && columns.has(wire))
      .map(([wire]) => wire);
    return wires.length ? [{ entity: e, wires }] : [];
  });
  known.set(target, found);
  return found;
}

/**
 * Refuses (409) a delete that would leave rows pointing at nothing, naming what still uses the rows
 * (该学校仍被 3 个班级、1 个企业使用，不能删除). `handled` lists the columns, as Entity.wire, that the
 * caller's own handler clears or deletes in the same transaction (an account's memberships).
 */
export async function refuseIfReferenced(
  q: Queryable,
  t: Table,
  keys: readonly unknown[],
  handled: readonly string[] = [],
): Promise<void> {
  const uses: string[] = [];
  for (const d of dependentsOf(t.name)) {
    const wires = d.wires.filter((w) => !handled.includes(`${d.entity.name}.${w}`));
    if (!wires.length) continue;
    const rows = await q.query<{ n: number }>(
      `select count(*)::int as n from ${ident(d.entity.name)} where ${wires
        .map((w) => `${ident(w)} = any($1)`)
        .join(' or ')}`,
      [keys],
    );
    const n = Number(rows[0]?.n ?? 0);
    if (n) uses.push(`${n} 个${d.entity.label}`);
  }
  if (uses.length) throw refused(`该${t.entity.label}仍被 ${uses.join('、')}使用，不能删除`);
}
