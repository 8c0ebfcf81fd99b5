import { attendanceEntities } from './entities/attendance/index.js';
import { basicEntities } from './entities/basic/index.js';
import { cloudEntities } from './entities/cloud/index.js';
import { gatewayEntities } from './entities/gateway/index.js';
import { internshipEntities } from './entities/internship/index.js';
import { placementEntities } from './entities/placement/index.js';
import { practiceEntities } from './entities/practice/index.js';
import { projectEntities } from './entities/project/index.js';
import { resourceEntities } from './entities/resource/index.js';
import { systemEntities } from './entities/system/index.js';
import { templateEntities } from './entities/template/index.js';
import type { EntityDef } from './entity.js';
import type { ApiName, OperationDef } from './operation.js';
import { specificOperations } from './operations/index.js';
import { standardOperations } from './standard.js';

/** Every entity group of SPEC §3, each declared once in a file of its own. */
export const entities: readonly EntityDef[] = [
  ...systemEntities,
  ...basicEntities,
  ...internshipEntities,
  ...attendanceEntities,
  ...placementEntities,
  ...templateEntities,
  ...practiceEntities,
  ...projectEntities,
  ...cloudEntities,
  ...resourceEntities,
  ...gatewayEntities,
] as unknown as readonly EntityDef[];

/** Every call of SPEC §7: the standard sets derived from the entities, then the named specific calls. */
export const operations: readonly OperationDef[] = [
  ...entities.flatMap(standardOperations),
  ...specificOperations,
];

export const entityByName: ReadonlyMap<string, EntityDef> = new Map(entities.map((e) => [e.name, e]));
export const operationByName: ReadonlyMap<string, OperationDef> = new Map(operations.map((o) => [o.name, o]));

export const operationsOf = (api: ApiName) => operations.filter((o) => o.api === api);

/** Names and paths must be unique: the SDK exposes one function per name, the server one route per path. */
export function catalogueProblems(
  list: readonly EntityDef[] = entities,
  ops: readonly OperationDef[] = operations,
): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const known = new Set(list.map((e) => e.name));
  for (const o of ops) {
    const route = `${o.api} ${o.method} ${o.path}`;
    if (seen.has(`name:${o.name}`)) problems.push(`duplicate operation name ${o.name}`);
    if (seen.has(`route:${route}`))
      problems.push(`duplicate route ${route} (${o.name}, ${seen.get(`route:${route}`)})`);
    seen.set(`name:${o.name}`, route);
    seen.set(`route:${route}`, o.name);
  }
  for (const e of list) {
    for (const [wire, f] of Object.entries(e.fields)) {
      if (f.ref && !known.has(f.ref)) problems.push(`${e.name}.${wire} refers to unknown entity ${f.ref}`);
    }
    for (const scoped of [e.rows.course, e.rows.parent]) {
      if (scoped && !known.has(scoped.entity))
        problems.push(`${e.name} scope refers to unknown entity ${scoped.entity}`);
    }
    // The server filters rows by these columns: each must be a real field of the entity.
    const columns = [
      e.rows.school,
      e.rows.owner,
      e.rows.course?.field,
      e.rows.team,
      e.rows.parent?.field,
      e.tree?.parent,
      e.tree?.text,
      e.defaultSort?.field,
    ];
    for (const column of columns) {
      if (column && !(column in e.fields))
        problems.push(`${e.name} names ${column}, which is not one of its fields`);
    }
  }
  return problems;
}
