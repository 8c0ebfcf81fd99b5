import type { ListedEntity } from '@practice/sdk';
import { type EntityDef, entityByName, operationByName } from '@practice/sdk/contract';
import type { DateRangeSpec } from '@practice/ui-kit';

/**
 * The date range filters the entity's own date (a news item's release time) before its creation date, and
 * is left out when the contract declares no range field (the server would not filter by it).
 */
export function dateRangeOf(entity: EntityDef): DateRangeSpec | false {
  const ranges = Object.entries(entity.fields).filter(([, field]) => field.range);
  const [key, field] = ranges.find(([name]) => name !== 'tCreateDate') ?? ranges[0] ?? [];
  return key && field ? { field: key, label: field.label } : false;
}

/** An entity of the contract by name; its absence is a programming error, found when the screen loads. */
export function entityNamed(name: string): EntityDef {
  const entity = entityByName.get(name);
  if (!entity) throw new Error(`no entity ${name} in the contract`);
  return entity;
}

/**
 * A list's entity named at run time (a lecture area's `${area}Comment`) as the typed name a list screen
 * takes: checked against the contract's page lists when the screen loads, as entityNamed checks the entity.
 */
export function listedEntity(name: string): ListedEntity {
  if (!operationByName.has(`Get${name}PageList`)) throw new Error(`no page list of ${name} in the contract`);
  return name as ListedEntity;
}
