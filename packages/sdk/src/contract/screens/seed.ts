import type { OperationDef } from '../operation.js';
import type { Role } from '../roles.js';
import { roleUnion } from './define.js';
import type { ButtonToolbar, ScreenDef, ServiceDef } from './types.js';

/*
 * The permission rows the reference server stores (SPEC §2.1, §6), in the shape of the `menu` and `button`
 * schemas (entities/system/menus.ts), each with the roles that get it by default.
 *
 * Ids are derived from declaration order, hierarchically, so that adding a screen or a button at the end of
 * its list leaves every other id alone (role-menu assignments refer to them):
 *   service   its own id (41, 42, ...; below 1000)
 *   group     1000 x its position among all groups (1000, 2000, ...)
 *   screen    group id + its position in the group (1001, 1002, ...)
 *   button    screen id x 100 + its fIndex (100101, ...)
 * The limits in problems.ts keep the ranges apart.
 */

export const MENU_TYPE = { service: 1, menu: 2, subMenu: 3, button: 4 } as const;

export interface SeedBase {
  id: number;
  fServiceId: number;
  cController: string;
  cAction: string;
  fParentId: number | null;
  cDisplayName: string;
  cIcon: string | null;
  fIndex: number;
  /** Roles that see the entry by default. */
  roles: Role[];
}

/** A section; also satisfies the `service` schema. */
export interface ServiceSeedRow extends SeedBase {
  type: 1;
  cServiceName: string;
  cShortName: string;
}

/** A group (type 2) or a screen (type 3); `cKey` is the screen's catalogue key. */
export interface MenuSeedRow extends SeedBase {
  type: 2 | 3;
  cKey: string;
}

/** A page button; cController/cAction are its operation's, `cOperation` its name. */
export interface ButtonSeedRow extends SeedBase {
  type: 4;
  cButtonToolbar: ButtonToolbar;
  cOperation: string;
}

export type SeedRow = ServiceSeedRow | MenuSeedRow | ButtonSeedRow;

/** Rows ordered by type (services, menus, sub-menus, buttons), so parents are stored before children. */
export function buildMenuSeed(
  screens: readonly ScreenDef[],
  services: readonly ServiceDef[],
  operations: readonly OperationDef[],
): SeedRow[] {
  const ops = new Map(operations.map((o) => [o.name, o]));
  const groups = screens.filter((s) => !s.parent);
  const menus: MenuSeedRow[] = [];
  const subMenus: MenuSeedRow[] = [];
  const buttons: ButtonSeedRow[] = [];

  groups.forEach((g, gi) => {
    const groupId = (gi + 1) * 1000;
    menus.push({ ...entry(g, groupId, null), type: 2, cKey: g.key });
    screens
      .filter((s) => s.parent === g.key)
      .forEach((s, si) => {
        const screenId = groupId + si + 1;
        subMenus.push({ ...entry(s, screenId, groupId), type: 3, cKey: s.key });
        for (const b of s.buttons) {
          const op = ops.get(b.operation);
          if (!op) throw new Error(`${s.key}: button ${b.operation} is not an operation of the catalogue`);
          buttons.push({
            id: screenId * 100 + b.fIndex,
            type: 4,
            fServiceId: s.service,
            cController: op.controller,
            cAction: op.action,
            fParentId: screenId,
            cDisplayName: b.cDisplayName,
            cIcon: null,
            fIndex: b.fIndex,
            cButtonToolbar: b.cButtonToolbar,
            cOperation: op.name,
            roles: [...b.roles],
          });
        }
      });
  });

  const serviceRows = [...services]
    .sort((a, b) => a.fIndex - b.fIndex)
    .map(
      (s): ServiceSeedRow => ({
        id: s.id,
        type: 1,
        fServiceId: s.id,
        cController: 'Service',
        cAction: s.cShortName,
        fParentId: null,
        cDisplayName: s.cServiceName,
        cServiceName: s.cServiceName,
        cShortName: s.cShortName,
        cIcon: null,
        fIndex: s.fIndex,
        roles: roleUnion(groups.filter((g) => g.service === s.id).map((g) => g.roles)),
      }),
    );
  return [...serviceRows, ...menus, ...subMenus, ...buttons];
}

function entry(s: ScreenDef, id: number, fParentId: number | null): SeedBase {
  return {
    id,
    fServiceId: s.service,
    cController: s.controller,
    cAction: s.action,
    fParentId,
    cDisplayName: s.title,
    cIcon: s.icon ?? null,
    fIndex: s.sort,
    roles: [...s.roles],
  };
}
