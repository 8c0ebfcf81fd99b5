import { TAP_TARGET_PX } from '@practice/sdk';
import { enums } from '@practice/sdk/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoColumns, demoCourseId, demoRows, fakeFetchPage } from './demo-data.js';
import { HEADER_QUERY_KEY } from './link-target.js';
import { clearNotices, lastParams, Table } from './story-helpers.js';
import type { TableRow } from './types.js';

const rows = demoRows(120);
const firstName = String(rows[0]?.cRealName);

/** The stories below run in a 390 px wide window, a phone's: the table reads as cards. */
const PHONE = {
  viewport: {
    options: { phone: { name: '手机 390', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
  },
};

const meta = {
  title: '数据表格/DataTable 手机',
  component: Table,
  beforeEach: clearNotices,
  parameters: PHONE,
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    columns: demoColumns,
    rowKey: 'fInternshipStudentId',
    fetchPage: fn(fakeFetchPage(rows)),
    currentPath: '/internship/info-manage',
    exportable: true,
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvas: HTMLElement) => within(within(canvas).getByRole('list', { name: '数据列表' }));

async function waitForCards(canvas: HTMLElement, count: number) {
  await waitFor(() => expect(within(canvas).queryByText('加载中...')).toBeNull());
  await waitFor(() => expect(cards(canvas).getAllByRole('listitem')).toHaveLength(count));
}

const atLeastATap = (element: Element) => {
  const box = element.getBoundingClientRect();
  expect(box.height).toBeGreaterThanOrEqual(TAP_TARGET_PX);
  expect(box.width).toBeGreaterThanOrEqual(TAP_TARGET_PX);
};

/**
 * Each row is a card: its title, its status tag, a few label-value lines and its link as a full-width
 * button. A tap on the card selects it (as a click on the row does), the link does not; every control
 * of the table is a finger's size and the pager stays within the screen.
 */
export const CardsOnAPhone: Story = {
  args: { onNavigate: fn() },
  play: async ({ canvasElement, args }) => {
    await waitForCards(canvasElement, 10);
    await expect(canvasElement.querySelector('table')).toBeNull();
    const card = cards(canvasElement).getAllByRole('listitem')[0] as HTMLElement;
    await expect(card).toHaveAccessibleName(firstName);
    const inCard = within(card);
    await expect(inCard.getByText(firstName)).toBeVisible();
    await expect(inCard.getByText('学校')).toBeVisible();
    await expect(inCard.getByText(String(rows[0]?.cSchoolName))).toBeVisible();
    // The status is the tag, not a line of its own.
    await expect(inCard.getByText(enums.ReviewStatus.labelOf(rows[0]?.fStatus))).toBeVisible();
    await expect(inCard.queryByText('审核状态')).toBeNull();

    const check = inCard.getByRole('checkbox', { name: `选择${firstName}` });
    atLeastATap(check.closest('label') as Element);
    await userEvent.click(inCard.getByText('学校'));
    await expect(check).toBeChecked();
    await expect(card).toHaveAttribute('data-selected');
    await userEvent.click(check);
    await expect(check).not.toBeChecked();

    const link = inCard.getByRole('button', { name: '2024 年暑期实习' });
    atLeastATap(link);
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/internship/student-manage', {
      fInternshipInfoId: demoCourseId(0),
      [HEADER_QUERY_KEY]: '2024 年暑期实习',
    });
    await expect(check).not.toBeChecked();

    for (const name of ['删除', '导出', '列设置', '下一页', '第 2 页']) {
      atLeastATap(within(canvasElement).getByRole('button', { name }));
    }
    atLeastATap(within(canvasElement).getByRole('combobox', { name: '每页条数' }));
    atLeastATap(within(canvasElement).getByRole('textbox', { name: '前往页码' }));
    const pager = within(canvasElement).getByRole('navigation', { name: '分页' });
    await expect(pager.scrollWidth).toBeLessThanOrEqual(pager.clientWidth);
    await expect(pager.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};

/**
 * The search form folds behind 筛选: tapping it opens the fields in a sheet; 查询 searches and closes it,
 * and the button then says how many filters are set.
 */
export const FiltersFoldOnAPhone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForCards(canvasElement, 10);
    await expect(canvas.queryByRole('button', { name: '查询' })).toBeNull();
    const filters = canvas.getByRole('button', { name: '筛选' });
    atLeastATap(filters);
    await userEvent.click(filters);
    const sheet = await screen.findByRole('dialog', { name: '筛选' });
    await userEvent.type(within(sheet).getByRole('textbox', { name: '姓名' }), firstName);
    await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: '审核状态' }), '1');
    const search = within(sheet).getByRole('button', { name: '查询' });
    atLeastATap(search);
    await userEvent.click(search);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '筛选' })).toBeNull());
    await waitFor(() =>
      expect(lastParams(args.fetchPage)).toMatchObject({ pageNumber: 1, cRealName: firstName, fStatus: '1' }),
    );
    await expect(await canvas.findByRole('button', { name: '筛选 · 2' })).toBeVisible();
  },
};

/** A page without rows says so, as the table does. */
export const EmptyOnAPhone: Story = {
  args: { fetchPage: fn(fakeFetchPage([] as TableRow[])) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无数据')).toBeVisible();
    await expect(within(canvasElement).queryByRole('listitem')).toBeNull();
  },
};
