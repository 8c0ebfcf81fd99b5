import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { DOWNLOAD_CONFIRM, DOWNLOAD_PREPARING, DOWNLOAD_READY } from '@practice/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { findReadyDialog } from '../testing/dialogs.js';
import { clearNotices, expectNotice } from '../testing/notices.js';
import { runDownload } from './download-progress.js';

const FILE_NAME = '实习学生资料.zip';

/** A server that takes a while to pack the file, and stops when told to. */
const slowPack = (ms: number) => (signal: AbortSignal) =>
  new Promise<{ name: string; blob: Blob }>((resolve, reject) => {
    const timer = setTimeout(() => resolve({ name: FILE_NAME, blob: new Blob(['zip']) }), ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });

function DownloadDemo({ packMs }: { packMs: number }) {
  const [result, setResult] = useState('未开始');
  const [saved, setSaved] = useState('无');
  const [server, setServer] = useState('空闲');
  const start = async () => {
    setServer('打包中');
    const prepare = slowPack(packMs);
    const ok = await runDownload({
      prepare: (signal) => {
        signal.addEventListener('abort', () => setServer('已中止'));
        return prepare(signal);
      },
      // Stories keep the file in the page instead of the browser's download.
      save: (_blob, name) => setSaved(name),
    });
    setResult(ok ? '已保存' : '未保存');
  };
  return (
    <Stack>
      <HStack>
        <Button colorPalette="brand" onClick={start}>
          批量下载
        </Button>
      </HStack>
      <Text>结果：{result}</Text>
      <Text>文件：{saved}</Text>
      <Text>服务器：{server}</Text>
    </Stack>
  );
}

const meta = {
  title: '基础/下载进度 runDownload',
  component: DownloadDemo,
  args: { packMs: 1500 },
} satisfies Meta<typeof DownloadDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dialogs fade in and out; a busy test machine makes that slower than the default second. */
const SETTLE = { timeout: 5000 };

const startAndConfirm = async (canvas: ReturnType<typeof within>) => {
  await clearNotices();
  await userEvent.click(canvas.getByRole('button', { name: '批量下载' }));
  const question = await findReadyDialog('alertdialog', undefined, SETTLE);
  await expect(question).toHaveTextContent(DOWNLOAD_CONFIRM);
  await userEvent.click(within(question).getByRole('button', { name: '确定' }));
  const dialog = await findReadyDialog('dialog', '下载', SETTLE);
  await expect(dialog).toHaveTextContent(DOWNLOAD_PREPARING);
  return dialog;
};

/** Question, the preparing dialog with its bar, the file saved under its name, then 下载准备就绪!. */
export const Downloaded: Story = {
  play: async ({ canvas }) => {
    const dialog = await startAndConfirm(canvas);
    // The dialog fades in (its code loads with the first download): the bar shows once it has.
    await waitFor(() => expect(within(dialog).getByRole('progressbar')).toBeVisible(), SETTLE);
    await waitFor(() => expect(canvas.getByText(`文件：${FILE_NAME}`)).toBeVisible(), { timeout: 10_000 });
    await expectNotice(DOWNLOAD_READY);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '下载' })).toBeNull(), SETTLE);
    await expect(canvas.getByText('结果：已保存')).toBeVisible();
  },
};

/** 取消 closes the dialog and stops the server's work; nothing is saved. */
export const Cancelled: Story = {
  args: { packMs: 60_000 },
  play: async ({ canvas }) => {
    const dialog = await startAndConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(canvas.getByText('结果：未保存')).toBeVisible(), SETTLE);
    await expect(canvas.getByText('服务器：已中止')).toBeVisible();
    await expect(canvas.getByText('文件：无')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '下载' })).toBeNull(), SETTLE);
  },
};
