import { Button, HStack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { findReadyDialog } from '../testing/dialogs.js';
import { confirmAction } from './confirm.js';
import { dismissNotice, type NoticeKind, notify, toaster } from './toaster.js';

const KINDS: readonly [NoticeKind, string][] = [
  ['success', '修改成功!'],
  ['error', '服务错误! 错误内容: 资源未找到'],
  ['warning', '未选中数据'],
  ['info', '请求已取消!'],
];

function Feedback() {
  const [answer, setAnswer] = useState('未回答');
  return (
    <HStack wrap="wrap">
      {KINDS.map(([kind, text]) => (
        <Button key={kind} variant="outline" onClick={() => notify(kind, text)}>
          {kind}
        </Button>
      ))}
      <Button
        colorPalette="brand"
        onClick={async () => setAnswer((await confirmAction('确定要删除选中的数据吗？')) ? '确定' : '取消')}
      >
        删除
      </Button>
      <Text>回答：{answer}</Text>
    </HStack>
  );
}

const meta = { title: '基础/消息与确认 notify', component: Feedback } satisfies Meta<typeof Feedback>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of message, in the theme's colours (the axe check covers their contrast). */
export const Messages: Story = {
  play: async ({ canvas }) => {
    for (const [kind, text] of KINDS) {
      await userEvent.click(canvas.getByRole('button', { name: kind }));
      // Toasts fade in: wait for the animation rather than reading the first frame.
      const toast = await screen.findByText(text);
      await waitFor(() => expect(toast).toBeVisible());
    }
  },
};

export const ConfirmYesAndNo: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    const dialog = await findReadyDialog('alertdialog');
    await expect(dialog).toHaveTextContent('确定要删除选中的数据吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(canvas.getByText('回答：确定')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    await userEvent.click(within(await findReadyDialog('alertdialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(canvas.getByText('回答：取消')).toBeVisible());
  },
};

/**
 * A loading notice closed while five other messages fill the toaster waits in its queue: it must not show
 * up, spinning for good, once those five go (the upload it spoke of is long over).
 */
export const LoadingClosedWhileQueued: Story = {
  play: async () => {
    const others = ['一', '二', '三', '四', '五'].map((n) =>
      notify('info', `消息${n}`, { duration: 60_000 }),
    );
    await screen.findByText('消息五');
    const loading = notify('loading', '文件上传中, 请稍后...');
    dismissNotice(loading);
    for (const id of others) toaster.dismiss(id);
    await waitFor(() => expect(screen.queryByText('消息一')).toBeNull());
    // Give the queue its turn: the removed notice would be drawn now.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(screen.queryByText('文件上传中, 请稍后...')).toBeNull();
  },
};
