import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { findReadyDialog } from '../testing/dialogs.js';
import { AppDialog, type DialogSize } from './app-dialog.js';

function Demo({ size }: { size: DialogSize }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button colorPalette="brand" onClick={() => setOpen(true)}>
        打开对话框
      </Button>
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        title="对话框标题"
        size={size}
        footer={<Button onClick={() => setOpen(false)}>确定</Button>}
      >
        <Text>对话框内容</Text>
      </AppDialog>
    </>
  );
}

const meta = {
  title: '基础/对话框 AppDialog',
  component: Demo,
  args: { size: 'small' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large', 'full'] } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const widthOf = () => screen.getByRole('dialog').getBoundingClientRect().width;
/** The dialog opens with a short scale-in, so its width is read once the animation has settled. */
const expectWidth = (expected: number) =>
  waitFor(() => expect(Math.abs(widthOf() - expected)).toBeLessThan(2), { timeout: 2000 });

export const Small: Story = {
  play: async () => {
    const dialog = await findReadyDialog('dialog');
    await expect(dialog).toHaveTextContent('对话框内容');
    await expect(widthOf()).toBeLessThanOrEqual(512);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Medium is 9/12 of the window's width. */
export const Medium: Story = {
  args: { size: 'medium' },
  play: async () => {
    await findReadyDialog('dialog');
    await expectWidth(window.innerWidth * 0.75);
  },
};

/** Large is 11/12 of the window's width. */
export const Large: Story = {
  args: { size: 'large' },
  play: async () => {
    await findReadyDialog('dialog');
    await expectWidth((window.innerWidth * 11) / 12);
  },
};

export const FullScreen: Story = {
  args: { size: 'full' },
  play: async () => {
    await findReadyDialog('dialog');
    await expectWidth(window.innerWidth);
  },
};
