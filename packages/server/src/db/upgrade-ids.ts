import { CREATOR } from '@practice/sdk/contract';
import type { Queryable } from './driver.js';
import { FOOTPRINT_TARGETS, NEW_ID_SQL } from './ids.js';
import { ident, type Table } from './tables.js';

/*
 * Databases made before ids became strings hold integer keys and refs, and text keys of other shapes
 * (uuids, the old demo's 'pi-0001'). Once, under the migration lock, every id column becomes text and every
 * id the 32-hex id of stableId (db/ids.ts): md5('{entity}:{old id}'), through the entity the column names,
 * so refs keep pointing where they pointed, and an old demo database holds exactly the ids a new one gets.
 */

const HEX32 = `'^[0-9a-f]{32}$'`;

interface IdColumn {
  readonly table: string;
  readonly column: string;
  /** The entity whose ids the column holds. */
  readonly entity: string;
}

/** Every column of the catalogue's tables, and of the permission tables, that holds row ids. */
function idColumns(list: readonly Table[]): IdColumn[] {
  const entityColumns = list.flatMap((t) => [
    ...t.columns
      .filter((c) => c.field.display === 'id' || c.field.display === 'ref')
      .map((c) => ({
        table: t.name,
        column: c.wire,
        entity: c.wire === t.key ? t.name : (c.field.ref as string),
      })),
    { table: t.name, column: CREATOR, entity: 'AppUser' },
  ]);
  return [
    ...entityColumns,
    { table: 'app_session', column: 'user_id', entity: 'AppUser' },
    { table: 'app_role_user', column: 'user_id', entity: 'AppUser' },
    { table: 'app_role_user', column: 'role_id', entity: 'AppRole' },
    { table: 'app_role_menu', column: 'role_id', entity: 'AppRole' },
    { table: 'app_role_api', column: 'role_id', entity: 'AppRole' },
  ];
}

/** Column types as the database has them now: table -> column -> data_type. */
async function columnTypes(q: Queryable): Promise<Map<string, Map<string, string>>> {
  const rows = await q.query<{ table_name: string; column_name: string; data_type: string }>(
    `select table_name, column_name, data_type from information_schema.columns where table_schema = current_schema()`,
  );
  const out = new Map<string, Map<string, string>>();
  for (const r of rows)
    out.set(r.table_name, (out.get(r.table_name) ?? new Map()).set(r.column_name, r.data_type));
  return out;
}

/** The statements that bring one database's ids to 32-hex text; none when it has no older id. */
export async function idUpgradeScript(q: Queryable, list: readonly Table[]): Promise<string[]> {
  const done = await q.query(`select 1 from information_schema.tables
     where table_schema = current_schema() and table_name = 'app_meta'`);
  if (done.length && (await q.query(`select 1 from app_meta where key = 'ids' and value = 'hex32'`)).length)
    return [];
  const types = await columnTypes(q);
  const script: string[] = [];
  for (const { table, column, entity } of idColumns(list)) {
    const type = types.get(table)?.get(column);
    if (!type) continue;
    const t = ident(table);
    const c = ident(column);
    const mapped = (v: string) => `md5('${entity}:' || ${v}::text)`;
    if (type !== 'text') {
      const key = list.find((x) => x.name === table)?.key === column;
      if (key) script.push(`alter table ${t} alter column ${c} drop identity if exists`);
      script.push(`alter table ${t} alter column ${c} type text using ${mapped(c)}`);
      if (key) script.push(`alter table ${t} alter column ${c} set default ${NEW_ID_SQL}`);
    } else {
      script.push(`update ${t} set ${c} = ${mapped(c)} where ${c} is not null and ${c} !~ ${HEX32}`);
      if (list.find((x) => x.name === table)?.key === column)
        script.push(`alter table ${t} alter column ${c} set default ${NEW_ID_SQL}`);
    }
  }
  // The one id list kept inside a value: a multi-school practice course's schools.
  if (types.get('PracticeInfo')?.has('cOpenSchoolIds')) {
    script.push(`update "PracticeInfo" set "cOpenSchoolIds" = (
       select coalesce(json_agg(case when v ~ ${HEX32} then v else md5('School:' || v) end)::text, '[]')
         from json_array_elements_text("cOpenSchoolIds"::json) v)
       where "cOpenSchoolIds" is not null and "cOpenSchoolIds" ~ '^\\s*\\[' `);
  }
  // A footprint's target is a row of the entity its module names.
  if (types.get('CloudMyHistory')?.has('cTargetId')) {
    const entityOf = Object.entries(FOOTPRINT_TARGETS)
      .map(([module, entity]) => `when ${Number(module)} then '${entity}'`)
      .join(' ');
    script.push(`update "CloudMyHistory" set "cTargetId" = md5((case "fModuleType" ${entityOf} end) || ':' || "cTargetId")
       where "cTargetId" !~ ${HEX32} and "fModuleType" in (${Object.keys(FOOTPRINT_TARGETS).join(', ')})`);
  }
  return script;
}
