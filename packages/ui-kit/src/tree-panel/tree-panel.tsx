import { Box, Flex, Text } from '@chakra-ui/react';
import { TREE_ADD_UNDER_ALL } from '@practice/sdk';
import { type ReactNode, useRef, useState } from 'react';
import { confirmAction } from '../feedback/confirm.js';
import { Loading } from '../feedback/loading.js';
import { notify } from '../feedback/toaster.js';
import { OptionSelect } from '../form/option-select.js';
import { usePhone } from '../phone/use-phone.js';
import { NodeNameDialog } from './node-name-dialog.js';
import { actionsFor, deleteQuestion, type TreeAction, type TreeActionCallbacks } from './tree-actions.js';
import { isAllNode, type TreeNode } from './tree-node.js';
import { TreeRows } from './tree-rows.js';
import { useTreeData } from './use-tree-data.js';
import { useTreeKeys } from './use-tree-keys.js';
import { useTreeWidth } from './use-tree-width.js';

export interface SchoolSelect {
  schools: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

export interface TreePanelProps extends TreeActionCallbacks {
  /** Loads the nodes; keep it stable (useCallback). Convert server trees with fromJsNodes / fromIdNameNodes. */
  fetchTree?: () => Promise<TreeNode[]>;
  /** A fixed tree (ADVERTISEMENT_TREE, NEWS_TREE): no fetch and no add, edit or delete. */
  data?: readonly TreeNode[];
  /** Adds the "全部" root, which stands for no filter. */
  allRoot?: boolean;
  onSelect?: (node: TreeNode) => void;
  /** A school selector above the tree; choosing a school refetches. */
  schoolSelect?: SchoolSelect;
  /** The tree's accessible name. */
  label?: string;
  defaultWidth?: number;
  /** The table beside the tree. */
  children?: ReactNode;
}

type NameDialog = { action: 'add' | 'edit'; node: TreeNode } | null;

/** A tree beside a table (SPEC §2.4): right-click add / edit / delete, school selector, draggable width. */
export function TreePanel({
  fetchTree,
  data,
  allRoot,
  onSelect,
  schoolSelect,
  label = '树',
  ...rest
}: TreePanelProps) {
  const { defaultWidth, children, onAdd, onEdit, onDelete } = rest;
  const tree = useTreeData({
    ...(fetchTree ? { fetchTree } : {}),
    ...(data ? { data } : {}),
    allRoot: allRoot ?? false,
    ...(onSelect ? { onSelect } : {}),
    reloadKey: schoolSelect?.value,
  });
  const phone = usePhone();
  const { width, handleProps } = useTreeWidth(defaultWidth === undefined ? {} : { initial: defaultWidth });
  const treeRef = useRef<HTMLUListElement>(null);
  const keys = useTreeKeys({
    ...tree,
    focusRow: (id) =>
      requestAnimationFrame(() =>
        treeRef.current?.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(id)}"]`)?.focus(),
      ),
  });
  const [dialog, setDialog] = useState<NameDialog>(null);
  const callbacks: TreeActionCallbacks = data ? {} : { onAdd, onEdit, onDelete };

  const runAction = async (action: TreeAction, node: TreeNode) => {
    if (action === 'add' && isAllNode(node)) {
      notify('warning', TREE_ADD_UNDER_ALL);
      return;
    }
    if (action !== 'delete') {
      setDialog({ action, node });
      return;
    }
    if (!(await confirmAction(deleteQuestion(node), { title: '删除' }))) return;
    await callbacks.onDelete?.(node);
    await tree.reload();
  };

  const saveName = async (name: string) => {
    if (!dialog) return;
    if (dialog.action === 'add') await callbacks.onAdd?.(dialog.node, name);
    else await callbacks.onEdit?.(dialog.node, name);
    await tree.reload();
  };

  return (
    // On a phone the tree sits above its list, as wide as the screen and scrolling within a part of it;
    // side by side, a 320 px tree would leave the list a sliver.
    <Flex align="stretch" minHeight="0" height="full" gap="0" direction={phone ? 'column' : 'row'}>
      <Flex
        direction="column"
        width={phone ? 'full' : `${width}px`}
        maxHeight={phone ? '45vh' : undefined}
        flexShrink={0}
        gap="2"
        padding="2"
        data-testid="tree-column"
      >
        {schoolSelect && (
          <OptionSelect
            size="sm"
            aria-label="学校"
            options={schoolSelect.schools}
            value={schoolSelect.value}
            onChange={(value) => schoolSelect.onChange(value)}
          />
        )}
        {tree.loading && tree.nodes.length === 0 ? (
          <Loading size="sm" />
        ) : tree.nodes.length === 0 ? (
          <Text color="fg.muted">暂无数据</Text>
        ) : (
          <Box
            as="ul"
            ref={treeRef}
            role="tree"
            aria-label={label}
            margin="0"
            padding="0"
            overflow="auto"
            onKeyDown={keys.onKeyDown}
          >
            <TreeRows
              nodes={tree.nodes}
              expanded={tree.expanded}
              selectedId={tree.selectedId}
              tabbableId={keys.tabbableId}
              onToggle={(id) => tree.toggle(id)}
              onSelect={tree.select}
              onFocusRow={keys.setFocusedId}
              actionsFor={(node) => actionsFor(node, callbacks)}
              onAction={(action, node) => void runAction(action, node).catch(() => undefined)}
            />
          </Box>
        )}
      </Flex>
      {phone ? (
        <Box height="1px" bg="border" flexShrink={0} />
      ) : (
        <Box
          {...handleProps}
          width="6px"
          flexShrink={0}
          cursor="col-resize"
          bg="border"
          _hover={{ bg: 'colorPalette.solid' }}
          _focusVisible={{ bg: 'colorPalette.solid', outline: 'none' }}
          colorPalette="brand"
          touchAction="none"
        />
      )}
      {children !== undefined && (
        <Box flex="1" minWidth="0" padding="2">
          {children}
        </Box>
      )}
      <NodeNameDialog
        open={dialog !== null}
        title={dialog?.action === 'edit' ? '编辑' : '添加'}
        initialName={dialog?.action === 'edit' ? dialog.node.name : ''}
        onClose={() => setDialog(null)}
        onSave={saveName}
      />
    </Flex>
  );
}
