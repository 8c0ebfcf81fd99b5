import { entityByName } from './catalogue.js';
import type { EntityDef } from './entity.js';
import { CREATOR } from './field.js';

/*
 * Where a joined value comes from, read off the catalogue alone: the server builds its joins from it
 * (db/tables.ts) and a console tells from it which columns repeat a value the caller's scope fixes (the
 * school's name under one school).
 */

/** The entity a ref field points at; the creator column, on every table, points at AppUser. */
export const refTarget = (entity: Pick<EntityDef, 'fields'>, wire: string): string | undefined =>
  wire === CREATOR ? 'AppUser' : entity.fields[wire]?.ref;

/** Whether the entity stores `wire` as a column of its own (not joined, not write-only). */
const storesColumn = (entity: EntityDef | undefined, wire: string): boolean => {
  const field = entity?.fields[wire];
  return !!field && !field.joined && !field.writeOnly;
};

/**
 * The ref fields a joined value without a declared path could come through: those whose entity stores a
 * column named `column` (cSchoolName via fSchoolId -> School.cSchoolName). One is a path; none or several
 * is a catalogue error the server reports.
 */
export const joinCandidates = (entity: Pick<EntityDef, 'fields'>, column: string): string[] =>
  Object.keys(entity.fields).filter((wire) => {
    const target = refTarget(entity, wire);
    return !!target && storesColumn(entityByName.get(target), column);
  });

/** The ref field a joined value comes through first (its path's first step), if it resolves. */
export function joinedThrough(entity: Pick<EntityDef, 'fields'>, wire: string): string | undefined {
  const source = entity.fields[wire]?.joined;
  if (!source) return undefined;
  if (source.via) return source.via.split('.')[0];
  const candidates = joinCandidates(entity, source.field ?? wire);
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * The fields that hold one value for every row a caller bound to one school sees: the row's school and the
 * values joined through it (学校). None for an entity with platform-wide rows, whose empty school says so.
 */
export function schoolFixedFields(entity: Pick<EntityDef, 'fields' | 'rows'>): string[] {
  const school = entity.rows?.school;
  if (!school || entity.rows?.shared) return [];
  return [
    school,
    ...Object.keys(entity.fields).filter((wire) => wire !== school && joinedThrough(entity, wire) === school),
  ];
}
