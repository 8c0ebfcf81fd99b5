import type { TreeNode } from '@practice/ui-kit';

/** Theme labels are flat (ThemeLabel has no parent): each is a root of the tree under 全部, in label order. */
export function labelNodes(labels: readonly { value: string; label: string }[]): TreeNode[] {
  return labels
    .filter((l) => l.value && l.label.trim())
    .map((l) => ({ id: l.value, name: l.label, parentId: null, children: [] }));
}
