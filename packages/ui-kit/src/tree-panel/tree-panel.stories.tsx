import { Code, Stack, Text } from '@chakra-ui/react';
import type { JsNode } from '@practice/sdk/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../feedback/toaster.js';
import { findReadyDialog } from '../testing/dialogs.js';
import { fixtureId } from '../testing/fixture-id.js';
import { ADVERTISEMENT_TREE, NEWS_TREE } from './static-trees.js';
import { fromJsNodes, type TreeNode } from './tree-node.js';
import { TreePanel, type TreePanelProps } from './tree-panel.js';
import { useTreeQuery } from './use-tree-query.js';

/** A school's or department's id is fixtureId(its name): the checks below name the node they expect. */
const SCHOOLS = [
  { value: fixtureId('第一职业技术学院'), label: '第一职业技术学院' },
  { value: fixtureId('第二职业技术学院'), label: '第二职业技术学院' },
];
const department = (text: string, parent: string | null, children?: JsNode[]): JsNode => ({
  jsnodeID: fixtureId(text),
  text,
  fAppDepartmentId: fixtureId(text),
  fParentId: parent && fixtureId(parent),
  ...(children ? { children } : {}),
});
const DEPARTMENTS: Record<string, JsNode[]> = {
  [fixtureId('第一职业技术学院')]: [
    {
      ...department('信息工程学院', null, [
        department('软件工程1班', '信息工程学院'),
        department('软件工程2班', '信息工程学院'),
      ]),
      state: { opened: true },
    },
    department('经济管理学院', null, []),
  ],
  [fixtureId('第二职业技术学院')]: [department('机电学院', null, [department('机械1班', '机电学院')])],
};
const queryOf = (name: string) => JSON.stringify({ fAppDepartmentId: fixtureId(name) });

/** A tree beside a stand-in table that shows the query the selection feeds. */
function DepartmentDemo(props: Omit<TreePanelProps, 'fetchTree'>) {
  const [school, setSchool] = useState(SCHOOLS[0]?.value ?? '');
  const { query, onSelect } = useTreeQuery('fAppDepartmentId');
  const fetchTree = useCallback(async () => fromJsNodes(DEPARTMENTS[school]), [school]);
  return (
    <TreePanel
      {...props}
      label="院系"
      fetchTree={fetchTree}
      schoolSelect={{ schools: SCHOOLS, value: school, onChange: setSchool }}
      onSelect={(node) => {
        onSelect(node);
        props.onSelect?.(node);
      }}
    >
      <Text>表格查询</Text>
      <Code data-testid="query">{JSON.stringify(query)}</Code>
    </TreePanel>
  );
}

const meta = {
  title: '树/TreePanel',
  component: DepartmentDemo,
  args: { onSelect: fn() },
} satisfies Meta<typeof DepartmentDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const item = (name: string) => screen.findByRole('treeitem', { name: new RegExp(`^${name}`) });
/**
 * Ark's menu selects the highlighted item, and highlights on a pointer move that changes coordinates
 * (chakra-ui/zag#3298): move onto the item at its real position, then click.
 */
const chooseMenuItem = async (name: string) => {
  const menuItem = await screen.findByRole('menuitem', { name });
  // The menu ignores the pointer until its opening animation ends.
  await waitFor(() => expect(getComputedStyle(menuItem).pointerEvents).not.toBe('none'));
  const box = menuItem.getBoundingClientRect();
  const at = (dx: number) => ({ clientX: box.left + dx, clientY: box.top + box.height / 2 });
  await userEvent.pointer([
    { target: menuItem, coords: at(4) },
    { target: menuItem, coords: at(8) },
    { keys: '[MouseLeft]', target: menuItem, coords: at(8) },
  ]);
};
const rightClick = async (name: string) =>
  userEvent.pointer({ keys: '[MouseRight]', target: within(await item(name)).getByText(name) });

export const DepartmentWithSchool: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // After the fetch the first child of the first root is selected and feeds the table query.
    await waitFor(() => expect(canvas.getByTestId('query')).toHaveTextContent(queryOf('软件工程1班')));
    await expect(await item('软件工程1班')).toHaveAttribute('aria-selected', 'true');
    await expect(await item('信息工程学院')).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: '软件工程1班' }));

    // Keyboard: Down moves, Enter selects. The panel moves focus in the next frame (focusRow), which a
    // busy machine may draw after the key's promise has settled: the checks wait for it.
    (await item('软件工程1班')).focus();
    await userEvent.keyboard('{ArrowDown}');
    const second = await item('软件工程2班');
    await waitFor(() => expect(second).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('query')).toHaveTextContent(queryOf('软件工程2班')));
    // Left on a leaf steps to its parent, Left again closes it.
    await userEvent.keyboard('{ArrowLeft}');
    const college = await item('信息工程学院');
    await waitFor(() => expect(college).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await item('信息工程学院')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('treeitem', { name: /^软件工程2班/ })).toBeNull();

    // Another school refetches its own tree.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '学校' }), '第二职业技术学院');
    await expect(await item('机电学院')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('query')).toHaveTextContent(queryOf('机械1班')));
  },
};

const mapTree = (list: TreeNode[], f: (n: TreeNode) => TreeNode | null): TreeNode[] =>
  list.flatMap((n) => {
    const next = f(n);
    return next ? [{ ...next, children: mapTree(next.children, f) }] : [];
  });

/** An in-memory server for the add, edit and delete flows: a stable fetch reading the latest rows. */
function EditableDemo({ allRoot = false }: { allRoot?: boolean }) {
  const server = useRef<TreeNode[]>([
    {
      id: fixtureId('实习资料'),
      name: '实习资料',
      parentId: null,
      children: [{ id: fixtureId('周报'), name: '周报', parentId: fixtureId('实习资料'), children: [] }],
    },
  ]);
  const [fetches, setFetches] = useState(0);
  const fetchTree = useCallback(async () => {
    setFetches((n) => n + 1);
    return server.current;
  }, []);
  const change = async (f: (n: TreeNode) => TreeNode | null) => {
    server.current = mapTree(server.current, f);
  };
  return (
    <Stack>
      <Text data-testid="fetches">{fetches}</Text>
      <TreePanel
        label="资料目录"
        allRoot={allRoot}
        fetchTree={fetchTree}
        onAdd={(parent, name) =>
          change((n) =>
            n.id === parent.id
              ? {
                  ...n,
                  children: [
                    ...n.children,
                    { id: fixtureId(`${name}${Date.now()}`), name, parentId: n.id, children: [] },
                  ],
                }
              : n,
          )
        }
        onEdit={(node, name) => change((n) => (n.id === node.id ? { ...n, name } : n))}
        onDelete={(node) => change((n) => (n.id === node.id ? null : n))}
      />
    </Stack>
  );
}

export const AddEditDelete: Story = {
  render: () => <EditableDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await item('周报');
    // Add: an empty name is refused, a real one is saved and the tree refetches.
    await rightClick('实习资料');
    await chooseMenuItem('添加');
    const dialog = await findReadyDialog('dialog', '添加');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('请输入名称')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /名称/ }), '  月报  ');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await item('月报')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('fetches')).toHaveTextContent('2'));

    // Edit: the dialog starts with the current name.
    await rightClick('周报');
    await chooseMenuItem('编辑');
    const edit = await findReadyDialog('dialog', '编辑');
    const input = within(edit).getByRole('textbox', { name: /名称/ });
    await expect(input).toHaveValue('周报');
    await userEvent.clear(input);
    await userEvent.type(input, '实习周报{Enter}');
    await expect(await item('实习周报')).toBeVisible();

    // Delete asks first; cancelling keeps the node, confirming removes it.
    await rightClick('实习周报');
    await chooseMenuItem('删除');
    await userEvent.click(within(await findReadyDialog('alertdialog')).getByRole('button', { name: '取消' }));
    await expect(await item('实习周报')).toBeVisible();
    await rightClick('实习周报');
    await chooseMenuItem('删除');
    const question = await findReadyDialog('alertdialog');
    await waitFor(() => expect(within(question).getByText('确定删除"实习周报"吗？')).toBeVisible());
    await userEvent.click(within(question).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(canvas.queryByRole('treeitem', { name: /^实习周报/ })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const AddUnderAllRefused: Story = {
  render: () => <EditableDemo allRoot />,
  play: async () => {
    await expect(await item('全部')).toHaveAttribute('aria-expanded', 'true');
    // The first real node is selected, not 全部.
    await expect(await item('实习资料')).toHaveAttribute('aria-selected', 'true');
    await rightClick('全部');
    await screen.findByRole('menuitem', { name: '添加' });
    await expect(screen.queryByRole('menuitem', { name: '编辑' })).toBeNull();
    await expect(screen.queryByRole('menuitem', { name: '删除' })).toBeNull();
    await chooseMenuItem('添加');
    await screen.findByText('不能在"全部"下进行操作, 请先新建或选择其他节点');
    await expect(screen.queryByRole('dialog', { name: '添加' })).toBeNull();
    // The notice is global: clear it so it does not outlive this story.
    toaster.remove();
    await waitFor(() => expect(screen.queryByText(/不能在"全部"下进行操作/)).toBeNull());
  },
};

export const DragHandle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('separator', { name: '拖动调整树宽度' });
    const column = canvas.getByTestId('tree-column');
    await expect(handle).toHaveAttribute('aria-valuenow', '320');
    await expect(column.getBoundingClientRect().width).toBe(320);
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(handle).toHaveAttribute('aria-valuenow', '330');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    await expect(handle).toHaveAttribute('aria-valuenow', '220');
    // Dragging right by 80 px widens the column; it never goes under the minimum.
    const box = handle.getBoundingClientRect();
    const y = box.top + 5;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: box.left, clientY: y } },
      { target: handle, coords: { clientX: box.left + 80, clientY: y } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: box.left + 80, clientY: y } },
    ]);
    await expect(handle).toHaveAttribute('aria-valuenow', '300');
    await waitFor(() => expect(column.getBoundingClientRect().width).toBe(300));
  },
};

function StaticDemo({ data, label }: { data: readonly TreeNode[]; label: string }) {
  const { query, onSelect } = useTreeQuery('fType');
  return (
    <TreePanel label={label} data={data} onSelect={onSelect} onDelete={async () => undefined}>
      <Code data-testid="query">{JSON.stringify(query)}</Code>
    </TreePanel>
  );
}

export const AdvertisementTree: Story = {
  render: () => <StaticDemo data={ADVERTISEMENT_TREE} label="广告位置" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findAllByRole('treeitem');
    await expect(items.map((i) => i.textContent)).toEqual(['首页', '新闻', '招聘页']);
    await waitFor(() => expect(canvas.getByTestId('query')).toHaveTextContent('{"fType":"1"}'));
    await userEvent.click(canvas.getByText('招聘页'));
    await expect(canvas.getByTestId('query')).toHaveTextContent('{"fType":"3"}');
    // Fixed trees have no context menu, even when a callback is passed.
    await rightClick('新闻');
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

export const NewsTree: Story = {
  render: () => <StaticDemo data={NEWS_TREE} label="新闻类型" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findAllByRole('treeitem');
    await expect(items.map((i) => i.textContent)).toEqual(['基础动态', '通知公告']);
    items[0]?.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(items[1]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByTestId('query')).toHaveTextContent('{"fType":"2"}');
  },
};
