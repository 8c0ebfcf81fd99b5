import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ALL_NODE_ID, type TreeNode } from './tree-node.js';
import { useTreeData } from './use-tree-data.js';
import { treeQueryOf, useTreeQuery } from './use-tree-query.js';
import { clampWidth, useTreeWidth } from './use-tree-width.js';

const tree: TreeNode[] = [
  {
    id: '1',
    name: '学院',
    parentId: null,
    children: [{ id: '2', name: '一班', parentId: '1', children: [] }],
  },
];

describe('useTreeData', () => {
  it('fetches, then selects the first child of the first root and reports it', async () => {
    const onSelect = vi.fn();
    const fetchTree = vi.fn(async () => tree);
    const { result } = renderHook(() => useTreeData({ fetchTree, onSelect }));
    await waitFor(() => expect(result.current.selectedId).toBe('2'));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
    expect(result.current.expanded.has('1')).toBe(true);
  });

  it('keeps a deeper selection over a refetch', async () => {
    const fetchTree = vi.fn(async () => tree);
    const { result } = renderHook(() => useTreeData({ fetchTree, allRoot: true }));
    await waitFor(() => expect(result.current.selectedId).toBe('1'));
    act(() => result.current.select(tree[0]?.children[0] as TreeNode));
    await act(() => result.current.reload());
    expect(fetchTree).toHaveBeenCalledTimes(2);
    expect(result.current.selectedId).toBe('2');
    expect(result.current.nodes[0]?.id).toBe(ALL_NODE_ID);
  });

  it('uses fixed data without fetching, even when handed a new array each render', async () => {
    const onSelect = vi.fn();
    const { result, rerender } = renderHook(() => useTreeData({ data: [...tree], onSelect }));
    await waitFor(() => expect(result.current.selectedId).toBe('2'));
    rerender();
    rerender();
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});

describe('useTreeQuery', () => {
  it('gives { key: id } for a node and nothing for All', () => {
    expect(treeQueryOf('fAppDepartmentId', tree[0] as TreeNode)).toEqual({ fAppDepartmentId: '1' });
    expect(treeQueryOf('fType', { id: ALL_NODE_ID, name: '全部', parentId: null, children: [] })).toEqual({});
    expect(treeQueryOf('fType', null)).toEqual({});
  });
  it('follows onSelect', () => {
    const { result } = renderHook(() => useTreeQuery('fType'));
    act(() => result.current.onSelect(tree[0] as TreeNode));
    expect(result.current.query).toEqual({ fType: '1' });
  });
});

describe('useTreeWidth', () => {
  it('clamps between the minimum and the maximum', () => {
    expect(clampWidth(100, 220, 640)).toBe(220);
    expect(clampWidth(900, 220, 640)).toBe(640);
  });
  it('starts at 320 and moves by arrow keys, never under 220', () => {
    const { result } = renderHook(() => useTreeWidth());
    expect(result.current.width).toBe(320);
    const key = (k: string, shiftKey = false) =>
      act(() => result.current.handleProps.onKeyDown({ key: k, shiftKey, preventDefault() {} } as never));
    key('ArrowRight');
    expect(result.current.width).toBe(330);
    key('ArrowLeft', true);
    expect(result.current.width).toBe(230);
    key('ArrowLeft', true);
    expect(result.current.width).toBe(220);
    expect(result.current.handleProps['aria-valuenow']).toBe(220);
  });
});
