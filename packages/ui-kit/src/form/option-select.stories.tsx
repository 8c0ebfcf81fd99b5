import { Field } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OptionSelect, type OptionSelectProps } from './option-select.js';

const CLASSES = [
  { value: 11, label: '软件工程1班' },
  { value: 12, label: '软件工程2班' },
  { value: 21, label: '网络工程1班' },
];

/** A labelled select that keeps its own value and reports each change. */
function Demo({
  label,
  required = false,
  ...props
}: Omit<OptionSelectProps, 'value'> & { label: string; required?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <Field.Root required={required} maxWidth="sm">
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <OptionSelect
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </Field.Root>
  );
}

const meta = {
  title: '基础/下拉选择 OptionSelect',
  component: Demo,
  args: { label: '班级', options: CLASSES, placeholder: '请选择班级', onChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Field's label names the select; choosing reports the option's value as a string. */
export const Placeholder: Story = {
  args: { required: true },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '班级' });
    await expect(select).toHaveValue('');
    await expect(select).toBeRequired();
    await userEvent.selectOptions(select, '软件工程2班');
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await expect(select).toHaveValue('12');
  },
};

/** A search form's select: 全部 (value '') is a choice of its own, to clear the filter. */
export const EmptyLabel: Story = {
  args: { label: '所属班级', placeholder: undefined, emptyLabel: '全部', size: 'sm', width: '10rem' },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '所属班级' });
    await expect(select).not.toBeRequired();
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['全部', '软件工程1班', '软件工程2班', '网络工程1班']);
    await userEvent.selectOptions(select, '网络工程1班');
    await expect(args.onChange).toHaveBeenLastCalledWith('21');
    await userEvent.selectOptions(select, '全部');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};
