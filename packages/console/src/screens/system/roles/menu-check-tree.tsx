import { Box, Checkbox, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import {
  type CheckNode,
  type CheckState,
  checkStates,
  filterTree,
  indexTree,
  toggleNode,
} from './menu-tree.js';

export interface MenuCheckTreeProps {
  nodes: readonly CheckNode[];
  checked: ReadonlySet<string>;
  /** Absent: the tree is read-only (every box disabled). */
  onChange?: (checked: Set<string>) => void;
  /** The tree's accessible name. */
  label: string;
  /** Shown instead of the tree when it has no nodes. */
  emptyText?: string;
  /** Largest height before the tree scrolls. */
  maxHeight?: string;
}

/**
 * A checkbox tree (menus, buttons, operations) with a filter box. Only the roots are open at first: a
 * role's menus run to hundreds of entries, and the filter opens the way to every match.
 */
export function MenuCheckTree({ nodes, checked, onChange, label, emptyText, maxHeight }: MenuCheckTreeProps) {
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const index = useMemo(() => indexTree(nodes), [nodes]);
  const states = useMemo(() => checkStates(nodes, checked), [nodes, checked]);
  const shown = useMemo(() => filterTree(nodes, filter), [nodes, filter]);
  const isOpen = (key: string) => open.has(key) || shown.open.has(key);

  if (nodes.length === 0) {
    return (
      <Text color="fg.muted" paddingY="6" textAlign="center" data-testid="check-tree-empty">
        {emptyText ?? '暂无数据'}
      </Text>
    );
  }
  const toggleOpen = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const onCheck = onChange ? (key: string) => onChange(toggleNode(index, states, checked, key)) : undefined;

  return (
    <Stack gap="2" minHeight="0">
      <Input
        size="sm"
        value={filter}
        placeholder="输入名称筛选"
        aria-label={`筛选${label}`}
        onChange={(event) => setFilter(event.target.value)}
      />
      {shown.nodes.length === 0 ? (
        <Text color="fg.muted" paddingY="4" textAlign="center">
          没有匹配的项
        </Text>
      ) : (
        <Box
          as="ul"
          aria-label={label}
          data-testid="check-tree"
          listStyleType="none"
          margin="0"
          padding="0"
          overflow="auto"
          maxHeight={maxHeight ?? '60vh'}
        >
          <Rows
            nodes={shown.nodes}
            level={0}
            states={states}
            isOpen={isOpen}
            onToggleOpen={toggleOpen}
            onCheck={onCheck}
          />
        </Box>
      )}
    </Stack>
  );
}

interface RowsProps {
  nodes: readonly CheckNode[];
  level: number;
  states: ReadonlyMap<string, CheckState>;
  isOpen: (key: string) => boolean;
  onToggleOpen: (key: string) => void;
  onCheck: ((key: string) => void) | undefined;
}

function Rows(props: RowsProps) {
  return (
    <>
      {props.nodes.map((node) => (
        <Row key={node.key} node={node} state={props.states.get(node.key) ?? false} {...props} />
      ))}
    </>
  );
}

function Row({ node, state, ...props }: RowsProps & { node: CheckNode; state: CheckState }) {
  const { level, isOpen, onToggleOpen, onCheck } = props;
  const hasChildren = node.children.length > 0;
  const open = hasChildren && isOpen(node.key);
  return (
    <Box as="li" data-node-key={node.key}>
      <HStack gap="1" paddingInlineStart={`${level * 20}px`} paddingY="0.5">
        {hasChildren ? (
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={`${open ? '收起' : '展开'}${node.label}`}
            aria-expanded={open}
            onClick={() => onToggleOpen(node.key)}
          >
            <Box as="span" transform={open ? 'rotate(90deg)' : undefined} transition="transform 0.15s">
              ▸
            </Box>
          </IconButton>
        ) : (
          <Box width="6" flexShrink={0} />
        )}
        <Checkbox.Root
          size="sm"
          colorPalette="brand"
          checked={state}
          disabled={!onCheck || node.disabled}
          onCheckedChange={() => onCheck?.(node.key)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{node.label}</Checkbox.Label>
        </Checkbox.Root>
        {node.detail && (
          <Text fontSize="xs" color="fg.muted" truncate>
            {node.detail}
          </Text>
        )}
      </HStack>
      {open && (
        <Box as="ul" listStyleType="none" margin="0" padding="0">
          <Rows {...props} nodes={node.children} level={level + 1} />
        </Box>
      )}
    </Box>
  );
}
