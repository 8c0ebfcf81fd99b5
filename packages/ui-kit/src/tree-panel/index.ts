export {
  NODE_NAME_MAX,
  NodeNameDialog,
  type NodeNameDialogProps,
  nodeNameError,
} from './node-name-dialog.js';
export { ADVERTISEMENT_TREE, NEWS_TREE, treeFromEnum } from './static-trees.js';
export { actionsFor, TREE_ACTION_LABELS, type TreeAction, type TreeActionCallbacks } from './tree-actions.js';
export {
  ALL_NODE_ID,
  ALL_NODE_NAME,
  findNode,
  fromIdNameNodes,
  fromJsNodes,
  isAllNode,
  selectionAfterFetch,
  type TreeNode,
  withAllRoot,
} from './tree-node.js';
export { type SchoolSelect, TreePanel, type TreePanelProps } from './tree-panel.js';
export { useTreeData } from './use-tree-data.js';
export { treeQueryOf, useTreeQuery } from './use-tree-query.js';
export { clampWidth, TREE_MAX_WIDTH, useTreeWidth } from './use-tree-width.js';
