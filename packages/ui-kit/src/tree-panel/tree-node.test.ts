import { describe, expect, it } from 'vitest';
import { fixtureId } from '../testing/fixture-id.js';
import { ADVERTISEMENT_TREE, NEWS_TREE } from './static-trees.js';
import { actionsFor } from './tree-actions.js';
import {
  ALL_NODE_ID,
  findNode,
  fromIdNameNodes,
  fromJsNodes,
  initiallyExpanded,
  selectionAfterFetch,
  type TreeNode,
  visibleNodes,
  withAllRoot,
} from './tree-node.js';

const node = (id: string, children: TreeNode[] = [], parentId: string | null = null): TreeNode => ({
  id,
  name: `节点${id}`,
  parentId,
  children,
});

describe('adapters', () => {
  const SCHOOL = fixtureId('信息学院');
  const CLASS = fixtureId('软件1班');

  it('reads department trees (jsnodeID, text, fParentId, state)', () => {
    const tree = fromJsNodes([
      {
        jsnodeID: SCHOOL,
        text: '信息学院',
        fParentId: null,
        fAppDepartmentId: SCHOOL,
        state: { opened: true },
        children: [{ jsnodeID: CLASS, text: '软件1班', fParentId: SCHOOL, children: null }],
      },
    ]);
    expect(tree).toEqual([
      {
        id: SCHOOL,
        name: '信息学院',
        parentId: null,
        opened: true,
        children: [{ id: CLASS, name: '软件1班', parentId: SCHOOL, children: [] }],
      },
    ]);
  });

  it('reads id/name trees and takes the parent from the nesting when parentId is missing', () => {
    const [folder, sub] = [fixtureId('目录'), fixtureId('子目录')];
    const tree = fromIdNameNodes([{ id: folder, name: '目录', children: [{ id: sub, name: '子目录' }] }]);
    expect(tree[0]).toMatchObject({ id: folder, name: '目录', parentId: null });
    expect(tree[0]?.children[0]).toEqual({ id: sub, name: '子目录', parentId: folder, children: [] });
  });
});

describe('selectionAfterFetch', () => {
  const tree = [node('r1', [node('c1', [], 'r1'), node('c2', [], 'r1')]), node('r2')];

  it('moves a missing selection to the first child of the first root', () => {
    expect(selectionAfterFetch(tree, null)?.id).toBe('c1');
  });
  it('moves a root selection the same way', () => {
    expect(selectionAfterFetch(tree, 'r2')?.id).toBe('c1');
  });
  it('keeps a selection below the roots', () => {
    expect(selectionAfterFetch(tree, 'c2')?.id).toBe('c2');
  });
  it('selects the first real node under the All root', () => {
    expect(selectionAfterFetch(withAllRoot(tree), ALL_NODE_ID)?.id).toBe('r1');
  });
  it('falls back to the first node of a flat tree, and to nothing for an empty one', () => {
    expect(selectionAfterFetch([node('x'), node('y')], null)?.id).toBe('x');
    expect(selectionAfterFetch([], null)).toBeNull();
  });
});

describe('tree walking', () => {
  const tree = [node('r1', [node('c1', [node('g1', [], 'c1')], 'r1')]), node('r2')];

  it('finds nodes at any depth', () => {
    expect(findNode(tree, 'g1')?.name).toBe('节点g1');
    expect(findNode(tree, 'nope')).toBeNull();
  });
  it('opens the first level on arrival', () => {
    expect([...initiallyExpanded(tree)]).toEqual(['r1']);
  });
  it('lists visible rows with level and position', () => {
    const rows = visibleNodes(tree, new Set(['r1']));
    expect(rows.map((r) => [r.node.id, r.level, r.position, r.siblings])).toEqual([
      ['r1', 1, 1, 2],
      ['c1', 2, 1, 1],
      ['r2', 1, 2, 2],
    ]);
  });
  it('puts every root under the All node', () => {
    const [all] = withAllRoot(tree);
    expect(all?.name).toBe('全部');
    expect(all?.children.map((c) => c.parentId)).toEqual([ALL_NODE_ID, ALL_NODE_ID]);
  });
});

describe('static trees', () => {
  it('advertisement positions and news types come from the contract enums', () => {
    expect(ADVERTISEMENT_TREE.map((n) => [n.id, n.name])).toEqual([
      ['1', '首页'],
      ['2', '新闻'],
      ['3', '招聘页'],
    ]);
    expect(NEWS_TREE.map((n) => n.name)).toEqual(['基础动态', '通知公告']);
  });
});

describe('actionsFor', () => {
  const ok = async () => undefined;
  const all = withAllRoot([])[0] as TreeNode;
  it('offers only the actions whose callbacks are given', () => {
    expect(actionsFor(node('1'), { onAdd: ok, onEdit: ok, onDelete: ok })).toEqual(['add', 'edit', 'delete']);
    expect(actionsFor(node('1'), { onDelete: ok })).toEqual(['delete']);
    expect(actionsFor(node('1'), {})).toEqual([]);
  });
  it('never edits or deletes the All node', () => {
    expect(actionsFor(all, { onAdd: ok, onEdit: ok, onDelete: ok })).toEqual(['add']);
  });
});
