import type { JsNode } from '@practice/sdk/contract';
import { enums } from '@practice/sdk/contract';
import { fromJsNodes, type TreeNode } from '@practice/ui-kit';
import { callOperation } from '../entity-list/index.js';

/*
 * The department tree's calls (SPEC §7.2 AppDepartment): schools at the top (label 1 学校), their classes
 * below (label 2 班级). A node made under another belongs to the same school; the server keeps a school
 * admin inside their own school whatever is sent.
 */

export interface DepartmentRow {
  fAppDepartmentId: string;
  fSchoolId?: string | null;
}

/** Where a new department goes: its label, and under a parent that parent and its school. */
export interface DepartmentPlace {
  fDepartmentLabel: typeof enums.DepartmentLabel.school | typeof enums.DepartmentLabel.class;
  fParentId?: string;
  fSchoolId?: string;
}

/** The fields a new department takes from where it is made: under a parent, or at the top. */
export function childOf(parent: DepartmentRow | null): DepartmentPlace {
  if (!parent) return { fDepartmentLabel: enums.DepartmentLabel.school };
  return {
    fParentId: parent.fAppDepartmentId,
    fDepartmentLabel: enums.DepartmentLabel.class,
    ...(parent.fSchoolId ? { fSchoolId: parent.fSchoolId } : {}),
  };
}

/** The same as the add form's starting values (strings, as its inputs hold them). */
export const childFormDefaults = (parent: DepartmentRow | null): Record<string, string> =>
  Object.fromEntries(Object.entries(childOf(parent)).map(([key, value]) => [key, String(value)]));

export async function fetchDepartmentTree(): Promise<TreeNode[]> {
  return fromJsNodes((await callOperation('GetTreeList', {})) as JsNode[]);
}

/** A tree node's department row: the node's id (jsnodeID) is the department's, sent as the string it is. */
export const departmentOf = (node: TreeNode): Promise<DepartmentRow> =>
  callOperation('GetAppDepartmentModel', { fAppDepartmentId: node.id });

export async function addDepartment(parent: TreeNode, name: string): Promise<unknown> {
  return callOperation('AddAppDepartment', { ...childOf(await departmentOf(parent)), cDepartName: name });
}

export const renameDepartment = (node: TreeNode, name: string): Promise<unknown> =>
  callOperation('EditAppDepartment', { fAppDepartmentId: node.id, cDepartName: name });

export const deleteDepartment = (node: TreeNode): Promise<unknown> =>
  callOperation('DeleteAppDepartmentIDS', { ids: [node.id] });
