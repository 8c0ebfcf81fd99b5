import { entities, entityByName } from './catalogue.js';
import type { EntityDef } from './entity.js';
import { joinCandidates, refTarget } from './joins.js';
import type { OperationDef } from './operation.js';

/*
 * What a successful call changes, read off the catalogue: a client that keeps answers (the console's query
 * cache) asks again for exactly the lists, trees and records a write may have made stale.
 */

/** Kinds that only read, whatever their method (a batch download is a POST that changes nothing). */
const READ_KINDS = new Set(['page', 'model', 'tree', 'list', 'download']);

/**
 * Whether a successful call may have changed stored rows. A plain file upload (BatchUpload) changes none:
 * the file counts once a form saves its path, and that save is the write.
 */
export const writesRows = (op: Pick<OperationDef, 'method' | 'kind' | 'entity'>): boolean =>
  op.method === 'POST' && !READ_KINDS.has(op.kind) && !(op.kind === 'upload' && !op.entity);

/** The entities a row's joined values come from: each step of a declared path, or the one ref that holds it. */
function joinSources(entity: EntityDef): Set<string> {
  const sources = new Set<string>();
  for (const [wire, field] of Object.entries(entity.fields)) {
    const source = field.joined;
    if (!source || source.computed) continue;
    if (source.via) {
      let at: EntityDef | undefined = entity;
      for (const step of source.via.split('.')) {
        const target: string | undefined = at ? refTarget(at, step) : undefined;
        if (!target) break;
        sources.add(target);
        at = entityByName.get(target);
      }
      continue;
    }
    const [through] = joinCandidates(entity, source.field ?? wire);
    const target = through ? refTarget(entity, through) : undefined;
    if (target) sources.add(target);
  }
  return sources;
}

let showing: Map<string, readonly string[]> | undefined;

/**
 * The entities whose answers show values of `name`'s rows, `name` first: itself, every entity that joins a
 * value through a ref to it (a class renamed shows in the student list), and the row it hangs off (a
 * template's items change what the template reads as). Computed values (counts the server assembles)
 * follow no declared path; a screen that shows one says what it reads.
 */
export function entitiesShowing(name: string): readonly string[] {
  if (!showing) {
    const map = new Map<string, Set<string>>();
    const add = (from: string, to: string) => {
      const set = map.get(from) ?? new Set([from]);
      set.add(to);
      map.set(from, set);
    };
    for (const entity of entities) {
      for (const source of joinSources(entity)) add(source, entity.name);
      if (entity.rows.parent) add(entity.name, entity.rows.parent.entity);
    }
    showing = new Map([...map].map(([key, set]) => [key, [...set]]));
  }
  return showing.get(name) ?? [name];
}
