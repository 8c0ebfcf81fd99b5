import type { CheckNode } from './menu-tree.js';

/*
 * A role's API grants (GetAppRoleApiList) as a checkbox tree of the same kind as the menus: one group per
 * API (系统 / 实习 / 网关) or per controller, each operation a box. Operations everyone may call come
 * checked and fixed (disabled).
 */

export interface ApiGrant {
  cOperation: string;
  cApi: string;
  cApiTitle?: string | null;
  cController?: string | null;
  cMethod?: string | null;
  cPath?: string | null;
  cSummary: string;
  checked: boolean;
  fixed?: boolean | null;
}

export type ApiGrouping = 'api' | 'controller';

export const API_GROUPINGS: readonly { value: ApiGrouping; label: string }[] = [
  { value: 'api', label: '按接口分组' },
  { value: 'controller', label: '按控制器分组' },
];

const groupOf = (grant: ApiGrant, by: ApiGrouping) =>
  by === 'api' ? grant.cApiTitle || grant.cApi : grant.cController || grant.cApi;

/** Groups in the order they first appear (the contract's order), operations as the server lists them. */
export function buildApiTree(grants: readonly ApiGrant[], by: ApiGrouping): CheckNode[] {
  const groups = new Map<string, CheckNode[]>();
  for (const grant of grants) {
    const name = groupOf(grant, by);
    const node: CheckNode = {
      key: grant.cOperation,
      label: `${grant.cSummary}（${grant.cOperation}）`,
      holder: false,
      ...(grant.fixed ? { disabled: true } : {}),
      ...(grant.cPath ? { detail: `${grant.cMethod ?? ''} ${grant.cPath}`.trim() } : {}),
      children: [],
    };
    groups.set(name, [...(groups.get(name) ?? []), node]);
  }
  return [...groups].map(([name, children]) => ({
    key: `group:${by}:${name}`,
    label: name,
    holder: true,
    children,
  }));
}

/** The operations checked at first: the server's checks. */
export const initiallyGranted = (grants: readonly ApiGrant[]) =>
  new Set(grants.filter((g) => g.checked).map((g) => g.cOperation));

/**
 * True when nothing can be changed: every operation is fixed, as for the platform role, which may call
 * everything and whose grants the server refuses to set.
 */
export const allFixed = (grants: readonly ApiGrant[]) => grants.length > 0 && grants.every((g) => g.fixed);

/** What SetAppRoleApi receives: the checked operations that are not fixed (those need no grant). */
export const grantedOperations = (grants: readonly ApiGrant[], checked: ReadonlySet<string>) =>
  grants.filter((g) => !g.fixed && checked.has(g.cOperation)).map((g) => g.cOperation);
