import { Box, Menu, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TREE_ACTION_LABELS, type TreeAction } from './tree-actions.js';
import type { TreeNode } from './tree-node.js';

export interface TreeRowsProps {
  nodes: readonly TreeNode[];
  level?: number;
  expanded: ReadonlySet<string>;
  selectedId: string | null;
  tabbableId: string | null;
  onToggle: (id: string) => void;
  onSelect: (node: TreeNode) => void;
  onFocusRow: (id: string) => void;
  actionsFor: (node: TreeNode) => TreeAction[];
  onAction: (action: TreeAction, node: TreeNode) => void;
}

/** Nested treeitems; the label row of each opens the node's context menu on a right click. */
export function TreeRows(props: TreeRowsProps) {
  const { nodes, level = 1 } = props;
  return (
    <>
      {nodes.map((node, index) => (
        <TreeRow
          key={node.id}
          node={node}
          level={level}
          position={index + 1}
          siblings={nodes.length}
          {...props}
        />
      ))}
    </>
  );
}

interface TreeRowProps extends TreeRowsProps {
  node: TreeNode;
  level: number;
  position: number;
  siblings: number;
}

function TreeRow({ node, level, position, siblings, ...shared }: TreeRowProps) {
  const { expanded, selectedId, tabbableId, onToggle, onSelect, onFocusRow } = shared;
  const hasChildren = node.children.length > 0;
  const open = hasChildren && expanded.has(node.id);
  const selected = node.id === selectedId;
  const label = (
    <Box
      display="flex"
      alignItems="center"
      gap="1"
      paddingY="1"
      paddingInlineEnd="2"
      paddingInlineStart={`${(level - 1) * 16 + 4}px`}
      borderRadius="sm"
      cursor="pointer"
      bg={selected ? 'colorPalette.subtle' : undefined}
      color={selected ? 'colorPalette.fg' : undefined}
      colorPalette="brand"
      _hover={{ bg: selected ? 'colorPalette.subtle' : 'bg.muted' }}
      onClick={() => onSelect(node)}
    >
      <Box
        as="span"
        aria-hidden
        width="4"
        textAlign="center"
        fontSize="xs"
        onClick={(event) => {
          if (!hasChildren) return;
          event.stopPropagation();
          onToggle(node.id);
        }}
      >
        {hasChildren ? (open ? '▾' : '▸') : ''}
      </Box>
      <Box as="span" truncate>
        {node.name}
      </Box>
    </Box>
  );
  return (
    <Box
      as="li"
      role="treeitem"
      listStyleType="none"
      data-node-id={node.id}
      aria-level={level}
      aria-posinset={position}
      aria-setsize={siblings}
      aria-selected={selected}
      aria-expanded={hasChildren ? open : undefined}
      tabIndex={node.id === tabbableId ? 0 : -1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusRow(node.id);
      }}
      outline="none"
      _focusVisible={{
        '& > div:first-of-type': { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
      }}
      colorPalette="brand"
    >
      <NodeMenu node={node} {...shared}>
        {label}
      </NodeMenu>
      {open && (
        <Box as="ul" role="group" margin="0" padding="0">
          <TreeRows {...shared} nodes={node.children} level={level + 1} />
        </Box>
      )}
    </Box>
  );
}

interface NodeMenuProps extends Pick<TreeRowsProps, 'actionsFor' | 'onAction'> {
  node: TreeNode;
  children: ReactNode;
}

function NodeMenu({ node, actionsFor, onAction, children }: NodeMenuProps) {
  const actions = actionsFor(node);
  if (actions.length === 0) return <>{children}</>;
  return (
    <Menu.Root lazyMount unmountOnExit onSelect={({ value }) => onAction(value as TreeAction, node)}>
      <Menu.ContextTrigger asChild>{children}</Menu.ContextTrigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content aria-label={`${node.name} 的操作`}>
            {actions.map((action) => (
              <Menu.Item key={action} value={action} color={action === 'delete' ? 'fg.error' : undefined}>
                {TREE_ACTION_LABELS[action]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
