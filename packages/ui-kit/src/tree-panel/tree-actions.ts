import { isAllNode, type TreeNode } from './tree-node.js';

export type TreeAction = 'add' | 'edit' | 'delete';

export const TREE_ACTION_LABELS: Record<TreeAction, string> = { add: '添加', edit: '编辑', delete: '删除' };

export interface TreeActionCallbacks {
  onAdd?: (parent: TreeNode, name: string) => Promise<unknown>;
  onEdit?: (node: TreeNode, name: string) => Promise<unknown>;
  onDelete?: (node: TreeNode) => Promise<unknown>;
}

/**
 * The context menu's entries for a node: only actions with a callback. "全部" keeps 添加 (choosing it
 * explains the refusal) but is never edited or deleted.
 */
export function actionsFor(node: TreeNode, callbacks: TreeActionCallbacks): TreeAction[] {
  const all = isAllNode(node);
  return [
    callbacks.onAdd ? ('add' as const) : null,
    callbacks.onEdit && !all ? ('edit' as const) : null,
    callbacks.onDelete && !all ? ('delete' as const) : null,
  ].filter((a): a is TreeAction => a !== null);
}

export const deleteQuestion = (node: TreeNode) => `确定删除"${node.name}"吗？`;
