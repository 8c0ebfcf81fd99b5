import { Field, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateField } from './date-field.js';
import { DateRangeField } from './date-range-field.js';
import { DateTimeField } from './date-time-field.js';

/** The three pickers as a form and a filter hold them: each keeps its value and reports each change. */
function Demo(props: {
  onDate: (value: string) => void;
  onDateTime: (value: string) => void;
  onRange: (begin: string, end: string) => void;
  date?: string;
  dateTime?: string;
}) {
  const [date, setDate] = useState(props.date ?? '');
  const [dateTime, setDateTime] = useState(props.dateTime ?? '');
  const [range, setRange] = useState(['', '']);
  return (
    <Stack gap="4" maxWidth="md">
      <Field.Root>
        <Field.Label>开始日期</Field.Label>
        <DateField
          label="开始日期"
          value={date}
          onChange={(v) => {
            setDate(v);
            props.onDate(v);
          }}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>发布时间</Field.Label>
        <DateTimeField
          label="发布时间"
          value={dateTime}
          onChange={(v) => {
            setDateTime(v);
            props.onDateTime(v);
          }}
        />
      </Field.Root>
      <DateRangeField
        label="创建时间"
        begin={range[0] ?? ''}
        end={range[1] ?? ''}
        onChange={(b, e) => {
          setRange([b, e]);
          props.onRange(b, e);
        }}
      />
    </Stack>
  );
}

const meta = {
  title: '基础/日期选择 DatePicker',
  component: Demo,
  args: { onDate: fn(), onDateTime: fn(), onRange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const day = (offset = 0) => dayjs().add(offset, 'day');
const calendar = () => within(document.body).findByRole('application', { name: '日历' });

/** Keyboard only: Enter on the calendar button opens it on today, arrows move, Enter picks. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '开始日期' });
    await userEvent.click(input);
    await userEvent.tab();
    const [trigger] = canvas.getAllByRole('button', { name: '打开日历' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await calendar();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onDate).toHaveBeenLastCalledWith(day(1).format('YYYY-MM-DD'));
    // Shown the spec's way in the input, whatever the browser's language.
    await waitFor(() => expect(input).toHaveValue(day(1).format('YYYY/MM/DD')));
  },
};

/** The calendar is Chinese: month and weekday names by zh-CN, Monday first; 今天/昨天/一周前 pick at once. */
export const DateShortcuts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [trigger] = canvas.getAllByRole('button', { name: '打开日历' });
    await userEvent.click(trigger as HTMLElement);
    const popup = await calendar();
    await expect(popup).toHaveTextContent(`${day().year()}年${day().month() + 1}月`);
    const [monday] = popup.querySelectorAll('[data-part="table-header"]');
    await expect(monday).toHaveTextContent('一');
    // The days are named in Chinese for a screen reader too.
    const yesterday = `选择 ${day(-1).year()}年${day(-1).month() + 1}月${day(-1).date()}日`;
    await expect(
      within(popup).getByRole('button', { name: new RegExp(`^${yesterday}`) }),
    ).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: '昨天' }));
    await expect(args.onDate).toHaveBeenLastCalledWith(day(-1).format('YYYY-MM-DD'));
    await waitFor(() => expect(popup).not.toBeVisible());
  },
};

/** A typed day is read with or without leading zeros; a day that does not exist is not. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '开始日期' });
    await userEvent.type(input, '2026/3/5{Enter}');
    await expect(args.onDate).toHaveBeenLastCalledWith('2026-03-05');
    await waitFor(() => expect(input).toHaveValue('2026/03/05'));
    await userEvent.clear(input);
    await userEvent.type(input, '2026/02/30{Enter}');
    await expect(args.onDate).not.toHaveBeenCalledWith('2026-03-02');
  },
};

/** A date-time field: the day from the calendar, the time typed 24-hour; the value is YYYY/MM/DD HH:mm:ss. */
export const DateTime: Story = {
  args: { dateTime: '2026-03-05 08:09:10' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '发布时间日期' })).toHaveValue('2026/03/05');
    const time = canvas.getByRole('textbox', { name: '发布时间时间' });
    await expect(time).toHaveValue('08:09:10');
    await userEvent.clear(time);
    await userEvent.type(time, '14:30');
    await expect(args.onDateTime).toHaveBeenLastCalledWith('2026/03/05 14:30:00');
    await userEvent.tab();
    await expect(time).toHaveValue('14:30:00');
    await userEvent.clear(time);
    await userEvent.type(time, '25:00');
    await userEvent.tab();
    // Not a time: the field goes back to the last good one and nothing is sent.
    await expect(time).toHaveValue('14:30:00');
    await expect(args.onDateTime).toHaveBeenCalledTimes(1);
  },
};

/** The range filter: both shortcut sets; 最近一周 is the last seven days up to today. */
export const RangeShortcuts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: '打开日历' })[2] as HTMLElement);
    const popup = await calendar();
    const common = within(popup).getByRole('group', { name: '常用范围' });
    await expect(
      within(common)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['最近一周', '最近一个月', '最近三个月']);
    const more = within(popup).getByRole('group', { name: '更多范围' });
    await expect(within(more).getAllByRole('button')).toHaveLength(6);
    await userEvent.click(within(common).getByRole('button', { name: '最近一周' }));
    await expect(args.onRange).toHaveBeenLastCalledWith(
      day(-7).format('YYYY-MM-DD'),
      day().format('YYYY-MM-DD'),
    );
    await expect(canvas.getByRole('textbox', { name: '创建时间开始日期' })).toHaveValue(
      day(-7).format('YYYY/MM/DD'),
    );
    await expect(canvas.getByRole('textbox', { name: '创建时间结束日期' })).toHaveValue(
      day().format('YYYY/MM/DD'),
    );
  },
};

/** Two clicks in the calendar make a range; the first alone sends nothing. The calendar fits the window. */
export const RangeByClicks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: '打开日历' })[2] as HTMLElement);
    const popup = await calendar();
    const box = popup.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    // This month's days only (the grid shows the neighbours' days too, not selectable).
    const days = Array.from(
      popup.querySelectorAll<HTMLElement>(
        '[data-part="table-cell-trigger"][data-view="day"]:not([data-outside-range])',
      ),
    );
    await userEvent.click(days[2] as HTMLElement);
    await expect(args.onRange).not.toHaveBeenCalled();
    await userEvent.click(days[9] as HTMLElement);
    const month = day().startOf('month');
    await expect(args.onRange).toHaveBeenLastCalledWith(
      month.add(2, 'day').format('YYYY-MM-DD'),
      month.add(9, 'day').format('YYYY-MM-DD'),
    );
  },
};
