import { Box, Button, Stack } from '@chakra-ui/react';
import {
  ALL_PAGE_SIZE,
  EXPORT_RUNNING,
  EXPORT_SUCCEEDED,
  exportConfirm,
  LINK_JUMP_FAILED,
} from '@practice/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findReadyDialog } from '../testing/dialogs.js';
import { CellButton } from './cell-button.js';
import { prefsStorageKey } from './column-prefs.js';
import { DataTable, type DataTableProps } from './data-table.js';
import { demoColumns, demoCourseId, demoRows, fakeFetchPage } from './demo-data.js';
import { HEADER_QUERY_KEY } from './link-target.js';
import { clearNotices, expectNotice, mountedRows, rowElement, waitForRows } from './story-helpers.js';
import type { TableColumn, TableRow } from './types.js';

/** The table with a button that unmounts and mounts it again, as leaving and re-entering a screen does. */
function Remountable(props: DataTableProps<TableRow>) {
  const [mount, setMount] = useState(0);
  return (
    <Stack gap="3">
      <Button size="sm" alignSelf="flex-start" onClick={() => setMount((n) => n + 1)}>
        重新进入页面
      </Button>
      <DataTable key={mount} {...props} />
    </Stack>
  );
}

const meta = {
  title: '数据表格/DataTable 链接、列与导出',
  component: Remountable,
  beforeEach: clearNotices,
  args: {
    columns: demoColumns,
    rowKey: 'fInternshipStudentId',
    fetchPage: fn(fakeFetchPage(demoRows(120))),
    height: 360,
    currentPath: '/internship/info-manage',
    dateRange: false,
  },
} satisfies Meta<typeof Remountable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link opens the child screen with the row's course id and name; a row without the id cannot jump. */
export const LinkNavigation: Story = {
  args: { onNavigate: fn() },
  play: async ({ canvasElement, args }) => {
    await waitForRows(canvasElement, 10);
    const first = rowElement(canvasElement, 0);
    await userEvent.click(within(first).getByRole('button', { name: '2024 年暑期实习' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/internship/student-manage', {
      fInternshipInfoId: demoCourseId(0),
      [HEADER_QUERY_KEY]: '2024 年暑期实习',
    });
    // The click on the link did not select its row.
    await expect(within(first).getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(
      within(rowElement(canvasElement, 1)).getByRole('button', { name: '2024 年毕业实习' }),
    );
    await expectNotice(LINK_JUMP_FAILED);
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await clearNotices();
  },
};

/** Who a name cell's button opened (the story's stand-in for a detail dialog). */
const openStudent = fn();
const namesOpening = demoColumns.map((c) =>
  c.key === 'cRealName'
    ? {
        ...c,
        render: (row: TableRow) => (
          <CellButton onPress={() => openStudent(row.cRealName)}>{String(row.cRealName)}</CellButton>
        ),
      }
    : c,
);

/** A CellButton does its own work: it opens its row and neither selects nor deselects it. */
export const CellButtonLeavesSelection: Story = {
  args: { columns: namesOpening },
  beforeEach: () => openStudent.mockClear(),
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, 10);
    const first = rowElement(canvasElement, 0);
    const name = within(first).getAllByRole('button')[0] as HTMLElement;
    await userEvent.click(name);
    await expect(openStudent).toHaveBeenCalledWith(name.textContent);
    await expect(within(first).getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(within(first).getByRole('checkbox'));
    await userEvent.click(name);
    await expect(openStudent).toHaveBeenCalledTimes(2);
    await expect(within(first).getByRole('checkbox')).toBeChecked();
  },
};

/** Hidden columns and their order are remembered per table id, across a remount. */
export const ColumnSettingsRemembered: Story = {
  args: { tableId: 'story-students' },
  beforeEach: () => {
    localStorage.removeItem(prefsStorageKey('story-students'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 10);
    await userEvent.click(canvas.getByRole('button', { name: '列设置' }));
    const list = await screen.findByRole('list', { name: '列设置' });
    await userEvent.click(within(list).getByText('学校'));
    await waitFor(() => expect(canvas.queryByRole('columnheader', { name: '学校' })).toBeNull());
    await userEvent.click(within(list).getByRole('button', { name: '上移审核状态' }));
    await userEvent.keyboard('{Escape}');
    const headers = () => canvas.getAllByRole('columnheader').map((th) => th.textContent);
    await expect(headers()).toEqual(['', '姓名', '审核状态', '实习课程', '创建时间⇅', '实习报告']);
    await userEvent.click(canvas.getByRole('button', { name: '重新进入页面' }));
    await waitForRows(canvasElement, 10);
    await expect(headers()).toEqual(['', '姓名', '审核状态', '实习课程', '创建时间⇅', '实习报告']);
    await userEvent.click(canvas.getByRole('button', { name: '列设置' }));
    await userEvent.click(within(await screen.findByRole('list', { name: '列设置' })).getByText('学校'));
    await waitFor(() => expect(canvas.getByRole('columnheader', { name: '学校' })).toBeVisible());
  },
};

/** Whether 正在导出 Excel 中,请稍后... was on screen when the file was saved (the download is mocked). */
let runningShown = false;

/**
 * 导出 confirms with the page's row count, shows the running notice, saves the file, says 导出成功! and
 * reports the saved rows (the console logs them).
 */
export const Export: Story = {
  args: {
    exportable: true,
    exportFileName: '实习学生',
    saveFile: fn(() => {
      runningShown = screen.queryByText(EXPORT_RUNNING) !== null;
    }),
    onExported: fn(),
  },
  play: async ({ canvasElement, args }) => {
    runningShown = false;
    const { saveFile } = args;
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 10);
    await userEvent.click(canvas.getByRole('button', { name: '导出' }));
    const dialog = await findReadyDialog('alertdialog');
    await expect(dialog).toHaveTextContent(exportConfirm(10));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expectNotice(EXPORT_SUCCEEDED);
    // The confirmation closes with an animation, slowed by building the workbook on the same thread.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 5000 });
    await expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), '实习学生.xlsx');
    await expect(runningShown).toBe(true);
    await expect(args.onExported).toHaveBeenCalledTimes(1);
    await expect(args.onExported).toHaveBeenCalledWith(expect.objectContaining({ length: 10 }), '实习学生');
    await clearNotices();
  },
};

/** A 全部 page of 100 000 rows: scrolling to the middle keeps at most 100 rows mounted. */
export const HundredThousandRows: Story = {
  args: { fetchPage: fn(fakeFetchPage(demoRows(100_000), 0)), initialPageSize: ALL_PAGE_SIZE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('共 100000 条')).toBeVisible(), { timeout: 10_000 });
    const body = canvas.getByRole('region', { name: '数据列表' });
    body.scrollTop = body.scrollHeight / 2;
    await waitFor(() => expect(canvasElement.querySelector('tr[data-row-index="50000"]')).not.toBeNull());
    await expect(mountedRows(canvasElement).length).toBeLessThanOrEqual(100);
    await expect(mountedRows(canvasElement).length).toBeGreaterThan(5);
  },
};

/** A course name of 20 characters, one of 30, and the rest of the demo rows. */
const TWENTY = '2026届软件技术专业顶岗实习第二批次';
const THIRTY = '2026届软件技术专业顶岗实习第二批次校企合作订单班外出岗位';
const namedRows = demoRows(12).map((row, index) =>
  index === 0 ? { ...row, cInternshipName: TWENTY } : index === 1 ? { ...row, cInternshipName: THIRTY } : row,
);
const openRow = fn();
const wideColumns: TableColumn[] = [
  ...demoColumns.map((c) => (c.key === 'cInternshipName' ? { ...c, names: true, link: undefined } : c)),
  { key: 'cCompanyName', title: '实习单位', width: 200 },
  {
    key: '_open',
    title: '操作',
    width: 80,
    text: () => '',
    pin: 'end',
    render: (row) => <CellButton onPress={() => openRow(row.cRealName)}>查看</CellButton>,
  },
];

/**
 * At a desktop width narrower than its columns: the column naming the row shows a 20-character name whole
 * and a longer one cut with the whole name as its tooltip; the row's action stays at the right edge while
 * the other columns scroll under it.
 */
export const NamesWholeActionsPinned: Story = {
  args: { columns: wideColumns, fetchPage: fn(fakeFetchPage(namedRows)), tableId: 'names-pinned' },
  render: (args) => (
    <Box width="720px">
      <Remountable {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, 10);
    const nameCell = (index: number) =>
      rowElement(canvasElement, index).querySelector<HTMLElement>('td[data-column="cInternshipName"]');
    const twenty = nameCell(0);
    await expect(twenty).toHaveTextContent(TWENTY);
    await expect(twenty?.scrollWidth).toBeLessThanOrEqual(twenty?.clientWidth ?? 0);
    await expect(nameCell(1)).toHaveAttribute('title', THIRTY);
    await expect(twenty).not.toHaveAttribute('title');

    const region = within(canvasElement).getByRole('region', { name: '数据列表' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    region.scrollLeft = region.scrollWidth;
    const edge = region.getBoundingClientRect().left + region.clientWidth;
    const action = within(rowElement(canvasElement, 0)).getByRole('button', { name: '查看' });
    const offEdge = () => Math.abs((action.closest('td')?.getBoundingClientRect().right ?? 0) - edge);
    await waitFor(() => expect(offEdge()).toBeLessThan(2));
    region.scrollLeft = 0;
    await waitFor(() => expect(offEdge()).toBeLessThan(2));
    await userEvent.click(action);
    await expect(openRow).toHaveBeenCalledWith(namedRows[0]?.cRealName);
  },
};

/** In a phone's narrow table the action scrolls with its row: pinned, it would cover most of the table. */
export const ActionsScrollOnAPhone: Story = {
  args: { columns: wideColumns, fetchPage: fn(fakeFetchPage(namedRows)), tableId: 'names-phone' },
  render: (args) => (
    <Box width="320px">
      <Remountable {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, 10);
    const region = within(canvasElement).getByRole('region', { name: '数据列表' });
    region.scrollLeft = 0;
    const action = within(rowElement(canvasElement, 0)).getByRole('button', { name: '查看' });
    const cell = action.closest('td');
    await expect(cell && getComputedStyle(cell).position).toBe('static');
    await expect(cell?.getBoundingClientRect().left).toBeGreaterThan(region.getBoundingClientRect().right);
    // Its header cell too: the header row is sticky at every width, and must not pull it into view.
    const header = within(region).getByRole('columnheader', { name: '操作' });
    await expect(header.getBoundingClientRect().left).toBeGreaterThan(region.getBoundingClientRect().right);
  },
};
