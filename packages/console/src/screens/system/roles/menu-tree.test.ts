import { describe, expect, it } from 'vitest';
import {
  buildMenuTree,
  type CheckNode,
  checkStates,
  filterTree,
  indexTree,
  type MenuItem,
  savedKeys,
  toggleNode,
} from './menu-tree.js';

// A service (41) with a group (1000) holding two pages; the first page has two buttons. The ids follow the
// seed's scheme (services < 1000, groups x1000, pages group+n, buttons page x100+n).
const item = (id: number, type: number, parent: number | null, name: string, checked = false): MenuItem => ({
  id,
  type,
  fServiceId: 41,
  fParentId: parent,
  cDisplayName: name,
  checked,
});
const MENUS: MenuItem[] = [
  item(41, 1, null, '基础数据', true),
  item(1000, 2, null, '基础信息', true),
  item(1001, 3, 1000, '学校管理', true),
  item(1002, 3, 1000, '班级管理'),
  item(100101, 4, 1001, '新增', true),
  item(100102, 4, 1001, '编辑'),
];

function tree(items = MENUS) {
  const { nodes, checked } = buildMenuTree(items);
  return { nodes, checked, index: indexTree(nodes) };
}

const click = (t: ReturnType<typeof tree>, checked: Set<string>, key: string) =>
  toggleNode(t.index, checkStates(t.nodes, checked), checked, key);

describe('buildMenuTree', () => {
  it('puts services at the root, a group under its service, pages and buttons under their parents', () => {
    const { nodes } = tree();
    const shape = (list: CheckNode[]): unknown => list.map((n) => [n.label, n.holder, shape(n.children)]);
    expect(shape(nodes)).toEqual([
      [
        '基础数据',
        true,
        [
          [
            '基础信息',
            true,
            [
              [
                '学校管理',
                false,
                [
                  ['新增', false, []],
                  ['编辑', false, []],
                ],
              ],
              ['班级管理', false, []],
            ],
          ],
        ],
      ],
    ]);
  });

  it("takes the server's checks for pages and buttons only: a holder follows its children", () => {
    expect([...tree().checked].sort()).toEqual(['1001', '100101']);
  });

  it('keeps an entry whose parent is missing, at the top', () => {
    const { nodes } = tree([item(7, 3, 999, '孤儿页面', true)]);
    expect(nodes.map((n) => n.label)).toEqual(['孤儿页面']);
  });

  it('treats a childless group as a box of its own', () => {
    const { nodes, checked } = tree([item(2000, 2, null, '空分组', true)]);
    expect(nodes[0]?.holder).toBe(false);
    expect([...checked]).toEqual(['2000']);
  });

  it('gives an empty list an empty tree (a role without front-end menus)', () => {
    expect(tree([])).toMatchObject({ nodes: [], checked: new Set() });
  });
});

describe('checkStates', () => {
  it('shows partly checked pages and holders as indeterminate', () => {
    const t = tree();
    const states = checkStates(t.nodes, t.checked);
    expect(Object.fromEntries(states)).toEqual({
      '41': 'indeterminate',
      '1000': 'indeterminate',
      '1001': 'indeterminate',
      '1002': false,
      '100101': true,
      '100102': false,
    });
  });

  it('checks a holder when everything under it is', () => {
    const t = tree();
    const all = new Set(['1001', '1002', '100101', '100102']);
    const states = checkStates(t.nodes, all);
    expect(states.get('41')).toBe(true);
    expect(states.get('1000')).toBe(true);
  });
});

describe('toggleNode', () => {
  it('checks a subtree and the pages above the clicked node', () => {
    const t = tree();
    expect([...click(t, new Set(), '100102')].sort()).toEqual(['1001', '100102']);
    expect([...click(t, new Set(), '1000')].sort()).toEqual(['1001', '100101', '100102', '1002']);
  });

  it('completes an indeterminate node rather than clearing it', () => {
    const t = tree();
    expect([...click(t, t.checked, '1001')].sort()).toEqual(['1001', '100101', '100102']);
  });

  it('unchecks a checked subtree and leaves the rest', () => {
    const t = tree();
    const all = new Set(['1001', '1002', '100101', '100102']);
    expect([...click(t, all, '1001')]).toEqual(['1002']);
    expect([...click(t, all, '41')]).toEqual([]);
  });

  it('keeps a page when its last button is unchecked', () => {
    const t = tree();
    expect([...click(t, t.checked, '100101')]).toEqual(['1001']);
  });

  it('never changes a disabled node', () => {
    const nodes: CheckNode[] = [
      {
        key: 'g',
        label: '组',
        holder: true,
        children: [
          { key: 'fixed', label: '固定', holder: false, disabled: true, children: [] },
          { key: 'free', label: '可选', holder: false, children: [] },
        ],
      },
    ];
    const index = indexTree(nodes);
    const checked = new Set(['fixed']);
    const states = checkStates(nodes, checked);
    expect(states.get('g')).toBe('indeterminate');
    expect([...toggleNode(index, states, checked, 'g')].sort()).toEqual(['fixed', 'free']);
    expect([...toggleNode(index, states, checked, 'fixed')]).toEqual(['fixed']);
  });
});

describe('savedKeys', () => {
  it('sends the checked boxes and every holder with something checked under it', () => {
    const t = tree();
    expect(savedKeys(t.nodes, t.checked).sort()).toEqual(['1000', '1001', '100101', '41']);
    expect(savedKeys(t.nodes, new Set())).toEqual([]);
  });
});

describe('filterTree', () => {
  it('keeps the matches with their subtree and the way to them, opened', () => {
    const t = tree();
    const { nodes, open } = filterTree(t.nodes, '学校');
    expect(nodes[0]?.children[0]?.children.map((n) => n.label)).toEqual(['学校管理']);
    expect(nodes[0]?.children[0]?.children[0]?.children).toHaveLength(2);
    expect([...open].sort()).toEqual(['1000', '41']);
  });

  it('matches the detail line too, case-insensitively, and shows all on an empty filter', () => {
    const nodes: CheckNode[] = [
      { key: 'a', label: '新增班级', detail: 'POST /api/v1/Class/AddClass', holder: false, children: [] },
    ];
    expect(filterTree(nodes, 'addclass').nodes).toHaveLength(1);
    expect(filterTree(nodes, '  ').nodes).toHaveLength(1);
    expect(filterTree(nodes, '学校').nodes).toHaveLength(0);
  });
});
