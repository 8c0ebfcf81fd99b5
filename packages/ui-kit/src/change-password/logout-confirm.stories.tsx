import { Button, Text } from '@chakra-ui/react';
import { LOGOUT_CONFIRM, NOTICE_TITLE } from '@practice/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { findReadyDialog } from '../testing/dialogs.js';
import { confirmLogout } from './logout-confirm.js';

function Demo() {
  const [answer, setAnswer] = useState('未选择');
  return (
    <>
      <Button onClick={async () => setAnswer((await confirmLogout()) ? '已退出' : '已取消')}>退出登录</Button>
      <Text>结果：{answer}</Text>
    </>
  );
}

const meta = { title: '对话框/LogoutConfirm', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function ask() {
  await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
  const box = within(await findReadyDialog('alertdialog'));
  // The box scales in; its text counts as visible once the animation has settled.
  await waitFor(() => expect(box.getByText(LOGOUT_CONFIRM)).toBeVisible());
  await expect(box.getByText(NOTICE_TITLE)).toBeVisible();
  return box;
}

export const Confirmed: Story = {
  play: async () => {
    await userEvent.click((await ask()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByText('结果：已退出')).toBeVisible());
  },
};

export const Cancelled: Story = {
  play: async () => {
    await userEvent.click((await ask()).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.getByText('结果：已取消')).toBeVisible());
  },
};
