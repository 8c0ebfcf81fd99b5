import type { AccessRule } from './types.js';

/*
 * The access check of SPEC §6: always true for an administrator; a list of roles means any of them; an
 * object holds role and ability lists and a mode: oneOf (any listed item), allOf (every listed item) or
 * except (none of them). Roles and abilities are checked together, as one list of what the user holds.
 */

export interface Acl {
  readonly roles: readonly string[];
  readonly ability: readonly string[];
}

/** Role codes that pass every check (the platform administrator). */
export const ADMIN_ROLES: readonly string[] = ['platformAdmin', 'admin'];

export const isAdmin = (acl: Acl) => acl.roles.some((r) => ADMIN_ROLES.includes(r));

export function canAccess(acl: Acl, rule: AccessRule | undefined): boolean {
  if (rule === undefined || isAdmin(acl)) return true;
  if (Array.isArray(rule)) return rule.some((r) => acl.roles.includes(r));
  const { role = [], ability = [], mode = 'oneOf' } = rule as Exclude<AccessRule, readonly unknown[]>;
  const held = (list: readonly string[], own: readonly string[]) => list.map((x) => own.includes(x));
  const checks = [...held(role, acl.roles), ...held(ability, acl.ability)];
  if (mode === 'allOf') return checks.every(Boolean);
  if (mode === 'except') return !checks.some(Boolean);
  return checks.some(Boolean);
}
