import { type EntityDef, type Grant, joinedThrough } from '@practice/sdk/contract';
import type { SearchField } from '@practice/ui-kit';

/*
 * A list's filters as the signed-in user may use them (issue: students on their phones, where every filter
 * costs a line of the folded form). Read off the catalogue, not declared per screen: a filter is dropped
 * when it can only ever match the rows the user sees anyway, or when it sorts rows by a state only someone
 * else moves.
 */

const granted = (grant: Grant, roles: readonly string[]) =>
  grant === 'public' || grant === 'authenticated' || grant.some((role) => roles.includes(role));

/**
 * The row's school and the values joined through it (学校, 面向学校). A caller bound to one school sees
 * their own school's rows (and, on a shared list, the platform's, whose school is empty): the only school
 * they could pick is their own.
 */
function schoolFields(entity: Pick<EntityDef, 'fields' | 'rows'>): Set<string> {
  const school = entity.rows?.school;
  if (!school) return new Set();
  return new Set([
    school,
    ...Object.keys(entity.fields).filter((wire) => joinedThrough(entity, wire) === school),
  ]);
}

/**
 * Whether the user could move the field's value: a review state is its reviewers' (grants.audit); a state
 * the server sets through the entity's actions (发布, 置顶, 结束) is its writers' (grants.write). Those
 * outside see the rows the state lets them see (a student's board holds published posts only), so the
 * filter would offer values that match nothing or everything.
 */
function movesState(
  entity: Pick<EntityDef, 'fields' | 'grants' | 'history'>,
  key: string,
  roles: readonly string[],
) {
  const field = entity.fields[key];
  // A history's values (an audit entry's kind and outcome) are facts of record that no one moves.
  if (!field?.enum || entity.history) return true;
  if (field.reviewerOnly === true) return granted(entity.grants.audit, roles);
  if (field.readOnly) return granted(entity.grants.write, roles);
  return true;
}

/** The search fields `roles` may use on a list of `entity`; the platform admin keeps them all. */
export function filtersForRoles(
  fields: readonly SearchField[],
  entity: Pick<EntityDef, 'fields' | 'rows' | 'grants' | 'history'>,
  roles: readonly string[],
): SearchField[] {
  if (roles.includes('platformAdmin')) return [...fields];
  const school = schoolFields(entity);
  return fields.filter((f) => !school.has(f.key) && movesState(entity, f.key, roles));
}
