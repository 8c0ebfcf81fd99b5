import type { OperationDef } from '../operation.js';
import type { Grant, Role } from '../roles.js';
import { GROUP_CONTROLLER } from './define.js';
import type { ScreenDef, ServiceDef } from './types.js';

// The seed's id scheme (seed.ts) has room for this many of each.
export const MAX_GROUPS = 99;
export const MAX_SCREENS_PER_GROUP = 999;
export const MAX_BUTTONS_PER_SCREEN = 99;
export const MAX_SERVICE_ID = 999;

export const grantAllows = (grant: Grant, role: Role) =>
  grant === 'public' || grant === 'authenticated' || grant.includes(role);

const CHINESE = /[\u4e00-\u9fa5]/;

/**
 * Everything that would make the server seed a broken menu or the console register a broken route: names
 * and paths must be unique, references must resolve, hidden pages must say which entry to highlight, and no
 * role may be handed a button its grants refuse.
 */
export function screenProblems(
  screens: readonly ScreenDef[],
  operations: readonly OperationDef[],
  services: readonly ServiceDef[],
): string[] {
  const problems: string[] = [];
  const ops = new Map(operations.map((o) => [o.name, o]));
  const controllers = new Set(operations.map((o) => o.controller));
  const serviceIds = new Set(services.map((s) => s.id));
  const byKey = new Map<string, ScreenDef>();
  const seen = new Set<string>();
  const once = (kind: string, value: string) => {
    if (seen.has(`${kind}:${value}`)) problems.push(`duplicate ${kind} ${value}`);
    seen.add(`${kind}:${value}`);
  };

  for (const s of services) {
    once('service id', String(s.id));
    if (s.id < 1 || s.id > MAX_SERVICE_ID) problems.push(`service ${s.id} is outside 1..${MAX_SERVICE_ID}`);
  }
  for (const s of screens) {
    once('key', s.key);
    once('path', s.path);
    once('menu key', `${s.controller}/${s.action}`);
    byKey.set(s.key, s);
  }

  const groups = screens.filter((s) => !s.parent);
  if (groups.length > MAX_GROUPS) problems.push(`${groups.length} groups, more than ${MAX_GROUPS}`);

  for (const s of screens) {
    const where = s.key;
    if (s.path !== `/${s.key}`) problems.push(`${where}: path ${s.path} is not /${s.key}`);
    if (!CHINESE.test(s.title)) problems.push(`${where}: title ${s.title} is not Chinese`);
    if (!serviceIds.has(s.service)) problems.push(`${where}: unknown service ${s.service}`);
    if (s.roles.length === 0) problems.push(`${where}: no role sees it`);
    if (!s.parent) {
      problems.push(...groupProblems(s, screens));
      continue;
    }
    const parent = byKey.get(s.parent);
    if (!parent) {
      problems.push(`${where}: parent ${s.parent} does not exist`);
      continue;
    }
    if (parent.parent) problems.push(`${where}: parent ${s.parent} is not a group`);
    if (!s.path.startsWith(`${parent.path}/`)) problems.push(`${where}: path is not under ${parent.path}`);
    if (s.service !== parent.service) problems.push(`${where}: service differs from its group's`);
    if (!controllers.has(s.controller))
      problems.push(`${where}: controller ${s.controller} is not in the catalogue`);
    for (const r of s.roles) {
      if (!parent.roles.includes(r)) problems.push(`${where}: ${r} sees it but not its group`);
    }
    problems.push(...hiddenProblems(s, screens));
    problems.push(...buttonProblems(s, ops));
  }
  return problems;
}

function groupProblems(g: ScreenDef, screens: readonly ScreenDef[]): string[] {
  const problems: string[] = [];
  const children = screens.filter((s) => s.parent === g.key);
  if (g.controller !== GROUP_CONTROLLER)
    problems.push(`${g.key}: a group's controller is ${GROUP_CONTROLLER}`);
  if (g.buttons.length > 0) problems.push(`${g.key}: a group has no buttons`);
  if (children.length === 0) problems.push(`${g.key}: group without screens`);
  if (children.length > MAX_SCREENS_PER_GROUP)
    problems.push(`${g.key}: more than ${MAX_SCREENS_PER_GROUP} screens`);
  if (g.redirect && !children.some((c) => c.path === g.redirect && !c.hidden)) {
    problems.push(`${g.key}: redirect ${g.redirect} is not a visible screen of the group`);
  }
  for (const r of g.roles) {
    if (!children.some((c) => c.roles.includes(r)))
      problems.push(`${g.key}: ${r} sees the group but no screen in it`);
  }
  // List screens first (SPEC §2.3): no visible screen sorts after a hidden one. A screen of the reference
  // server's own is appended after the group's hidden pages instead: ids follow positions (seed.ts), and
  // moving a hidden page's id would hand its stored role assignments (and their buttons) to another page.
  const sorted = [...children].sort((a, b) => a.sort - b.sort);
  const firstHidden = sorted.findIndex((c) => c.hidden);
  if (firstHidden >= 0 && sorted.slice(firstHidden).some((c) => !c.hidden && !c.referenceServerOnly)) {
    problems.push(`${g.key}: a list screen sorts after a hidden one`);
  }
  return problems;
}

/** A hidden page is reached from a list; the menu must know which entry to keep highlighted. */
function hiddenProblems(s: ScreenDef, screens: readonly ScreenDef[]): string[] {
  if (!s.hidden) return s.activeMenu ? [`${s.key}: activeMenu on a screen that is in the menu`] : [];
  if (!s.activeMenu) return [`${s.key}: hidden without an activeMenu`];
  const target = screens.find((t) => t.path === s.activeMenu);
  if (!target || target.parent !== s.parent || target.hidden) {
    return [`${s.key}: activeMenu ${s.activeMenu} is not a visible screen of its group`];
  }
  const blind = s.roles.filter((r) => !target.roles.includes(r));
  return blind.length ? [`${s.key}: ${blind.join(', ')} cannot see the highlighted ${target.key}`] : [];
}

function buttonProblems(s: ScreenDef, ops: ReadonlyMap<string, OperationDef>): string[] {
  const problems: string[] = [];
  if (s.buttons.length > MAX_BUTTONS_PER_SCREEN)
    problems.push(`${s.key}: more than ${MAX_BUTTONS_PER_SCREEN} buttons`);
  const names = new Set<string>();
  s.buttons.forEach((b, i) => {
    const where = `${s.key} button ${b.operation}`;
    if (b.fIndex !== i + 1) problems.push(`${where}: fIndex ${b.fIndex} out of order`);
    // The server looks a page's button up by its call, so a call appears once per page.
    if (names.has(b.operation)) problems.push(`${where}: twice on the page`);
    names.add(b.operation);
    if (!CHINESE.test(b.cDisplayName)) problems.push(`${where}: label ${b.cDisplayName} is not Chinese`);
    if (b.roles.length === 0) problems.push(`${where}: no role gets it`);
    const op = ops.get(b.operation);
    if (!op) {
      problems.push(`${where}: not an operation of the catalogue`);
      return;
    }
    for (const r of b.roles) {
      if (!s.roles.includes(r)) problems.push(`${where}: ${r} gets it but does not see the screen`);
      if (!grantAllows(op.grants, r)) problems.push(`${where}: ${r} gets it but its grants exclude ${r}`);
    }
  });
  return problems;
}
