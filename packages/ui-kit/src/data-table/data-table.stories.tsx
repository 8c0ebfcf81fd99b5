import {
  ALL_PAGE_SIZE,
  bulkFailed,
  bulkSucceeded,
  DELETE_CONFIRM,
  EDIT_ONE_ONLY,
  INLINE_EDIT_SUCCEEDED,
  NO_DATA_SELECTED,
} from '@practice/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findReadyDialog } from '../testing/dialogs.js';
import { demoColumns, demoRows, demoStudentId, fakeFetchPage } from './demo-data.js';
import {
  bulkToolbar,
  clearNotices,
  expectNotice,
  lastParams,
  mountedRows,
  rowElement,
  Table,
  waitForRows,
} from './story-helpers.js';
import type { FetchPage, TableRow } from './types.js';

const rows = demoRows(120);

const meta = {
  title: '数据表格/DataTable',
  component: Table,
  beforeEach: clearNotices,
  args: {
    columns: demoColumns,
    rowKey: 'fInternshipStudentId',
    fetchPage: fn(fakeFetchPage(rows)),
    height: 360,
    currentPath: '/internship/info-manage',
  },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 120 rows, ten a page; the pager moves, and a search starts again from page 1. */
export const PagingAndSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 10);
    await expect(canvas.getByText('共 120 条')).toBeVisible();
    await expect(lastParams(args.fetchPage)).toEqual({ pageNumber: 1, pageSize: 10 });
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(lastParams(args.fetchPage)?.pageNumber).toBe(3));
    await expect(canvas.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(lastParams(args.fetchPage)?.pageNumber).toBe(4));
    await userEvent.type(canvas.getByRole('textbox', { name: '前往页码' }), '12{Enter}');
    await waitFor(() => expect(lastParams(args.fetchPage)?.pageNumber).toBe(12));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '审核状态' }), '1');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(lastParams(args.fetchPage)).toEqual({ pageNumber: 1, pageSize: 10, fStatus: '1' }),
    );
    await waitForRows(canvasElement, 10);
    for (const row of mountedRows(canvasElement)) await expect(row).toHaveTextContent('审核通过');
  },
};

/** A sort goes back to page 1 and sends asc, then desc. */
export const Sorting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 10);
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(lastParams(args.fetchPage)?.pageNumber).toBe(2));
    const header = canvas.getByRole('columnheader', { name: /创建时间/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(lastParams(args.fetchPage)).toMatchObject({
        pageNumber: 1,
        sortName: 'tCreateDate',
        sortOrder: 'asc',
      }),
    );
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastParams(args.fetchPage)).toMatchObject({ sortOrder: 'desc' }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await waitForRows(canvasElement, 10);
    await expect(rowElement(canvasElement, 0)).toHaveTextContent('2024/06/27');
  },
};

/** 全部 asks for 999999 rows: all 120 arrive on one page, of which only those in view are mounted. */
export const PageSizeAll: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 10);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页条数' }), '全部');
    await waitFor(() =>
      expect(lastParams(args.fetchPage)).toEqual({ pageNumber: 1, pageSize: ALL_PAGE_SIZE }),
    );
    await waitFor(() => expect(canvas.queryByRole('button', { name: '第 2 页' })).toBeNull());
    await waitFor(() => expect(mountedRows(canvasElement).length).toBeGreaterThan(8));
    await expect(mountedRows(canvasElement).length).toBeLessThan(30);
  },
};

/** The overlay shows while a page is on its way. */
export const Loading: Story = {
  args: { fetchPage: fn<FetchPage<TableRow>>(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('加载中...')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '数据列表' }).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A row click selects; bulk actions check the selection and announce their outcome. */
export const SelectionAndBulk: Story = {
  args: { toolbar: bulkToolbar(fn(async () => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 10);
    await userEvent.click(canvas.getByRole('button', { name: '审核' }));
    await expectNotice(NO_DATA_SELECTED);
    await userEvent.click(
      within(rowElement(canvasElement, 0))
        .getByText('东华理工学院', { exact: false })
        .closest('td') as HTMLElement,
    );
    await expect(canvas.getByRole('checkbox', { name: '选择第 1 行' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择第 3 行' }));
    await userEvent.click(canvas.getByRole('button', { name: '编辑' }));
    await expectNotice(EDIT_ONE_ONLY);
    const calls = (args.fetchPage as unknown as { mock: { calls: unknown[] } }).mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: '驳回' }));
    await expectNotice(bulkFailed('驳回'));
    await userEvent.click(canvas.getByRole('button', { name: '审核' }));
    await expectNotice(bulkSucceeded('审核'));
    await waitFor(() =>
      expect((args.fetchPage as unknown as { mock: { calls: unknown[] } }).mock.calls.length).toBe(calls + 1),
    );
    await clearNotices();
  },
};

/** Double-click a name, change it, leave the input: saved, 修改成功!, and the page reloads. */
export const InlineEdit: Story = {
  args: { onInlineEdit: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 10);
    const cell = rowElement(canvasElement, 0).querySelector('td[data-column="cRealName"]') as HTMLElement;
    const before = cell.textContent ?? '';
    await userEvent.dblClick(cell);
    const input = await canvas.findByRole('textbox', { name: '编辑姓名' });
    await expect(input).toHaveValue(before);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox', { name: '编辑姓名' })).toBeNull();
    await userEvent.dblClick(cell);
    await userEvent.tab();
    await expect(args.onInlineEdit).not.toHaveBeenCalled();
    await userEvent.dblClick(cell);
    await userEvent.clear(await canvas.findByRole('textbox', { name: '编辑姓名' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '编辑姓名' }), '新名字');
    const calls = (args.fetchPage as unknown as { mock: { calls: unknown[] } }).mock.calls.length;
    await userEvent.tab();
    await expect(args.onInlineEdit).toHaveBeenCalledWith(
      expect.objectContaining({ fInternshipStudentId: demoStudentId(1) }),
      'cRealName',
      '新名字',
    );
    await expectNotice(INLINE_EDIT_SUCCEEDED);
    await waitFor(() =>
      expect((args.fetchPage as unknown as { mock: { calls: unknown[] } }).mock.calls.length).toBe(calls + 1),
    );
    await expect(lastParams(args.fetchPage)?.pageNumber).toBe(1);
    await clearNotices();
  },
};

/** 删除 asks first; declining keeps the rows, confirming deletes the selected ones. */
export const DeleteWithConfirmation: Story = {
  args: { onDelete: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 10);
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择第 2 行' }));
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    const dialog = await findReadyDialog('alertdialog');
    await expect(dialog).toHaveTextContent(DELETE_CONFIRM);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    await userEvent.click(within(await findReadyDialog('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(args.onDelete).toHaveBeenCalledWith([
        expect.objectContaining({ fInternshipStudentId: demoStudentId(2) }),
      ]),
    );
    await expectNotice(bulkSucceeded('删除'));
    await clearNotices();
  },
};
