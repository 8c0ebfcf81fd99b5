import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../feedback/toaster.js';
import { findReadyDialog } from '../testing/dialogs.js';
import { clearNotices, expectNotice } from '../testing/notices.js';
import { ImportDialog, type ImportDialogProps } from './import-dialog.js';
import type { ImportPreview, ImportResult } from './import-rules.js';

type DemoProps = Omit<ImportDialogProps, 'open' | 'onClose'>;

function Demo(props: DemoProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>导入用户</Button>
      <ImportDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const rows = [
  {
    学校识别码: 'S001',
    姓名: '张三',
    类型: '学生',
    班级名称: '软件1班',
    手机号: '13800138000',
    学号: '2024001',
  },
  { 学校识别码: 'S001', 姓名: '李老师', 类型: '教师', 班级名称: '', 手机号: '13900139000', 学号: 'T001' },
];

const meta = {
  title: '对话框/ImportDialog',
  component: Demo,
  beforeEach: () => {
    toaster.remove();
  },
  args: {
    downloadTemplate: fn(),
    preview: fn(async (_file: File): Promise<ImportPreview> => rows),
    submit: fn(async (_file: File): Promise<ImportResult> => ({ code: 10000, message: '', count: 2 })),
    onImported: fn(),
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const MB = 1024 * 1024;
const excel = (name = '用户.xlsx', bytes = 64) => new File([new Uint8Array(bytes)], name);
const anyFile = userEvent.setup({ applyAccept: false });
const button = (name: string) => screen.getByRole('button', { name });
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"][aria-label="导入文件"]');
  if (!input) throw new Error('no file input');
  return input;
};

async function toFileStep(args: DemoProps) {
  await findReadyDialog('dialog');
  await userEvent.click(button('下载模板'));
  await expect(args.downloadTemplate).toHaveBeenCalledTimes(1);
  await userEvent.click(button('下一步'));
  await screen.findByRole('button', { name: '选择文件' });
}

/** The whole way: template, file, preview, confirm; success closes the dialog and refreshes the table. */
export const ImportSucceeds: Story = {
  play: async ({ args }) => {
    await toFileStep(args);
    await userEvent.click(button('下一步'));
    await expectNotice('未选择任何文件');
    await expect(args.preview).not.toHaveBeenCalled();
    await userEvent.upload(fileInput(), excel());
    await expect(screen.getByText(/用户\.xlsx/)).toBeVisible();
    await userEvent.click(button('下一步'));
    const table = await screen.findByRole('table', { name: '导入数据预览' });
    await expect(within(table).getByText('张三')).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: '手机号' })).toBeVisible();
    await expect(args.preview).toHaveBeenCalledTimes(1);
    await userEvent.click(button('确定导入'));
    // The import says how many rows it added.
    await expectNotice('用户.xlsx上传成功! 成功导入 2 条');
    await expect(args.submit).toHaveBeenCalledTimes(1);
    await expect(args.onImported).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await clearNotices();
  },
};

/** Only one .xls/.xlsx file of at most 100 MB is taken. */
export const WrongFiles: Story = {
  play: async ({ args }) => {
    await toFileStep(args);
    await anyFile.upload(fileInput(), excel('用户.csv'));
    await expectNotice('只能上传 Excel (.xls,.xlsx) 文件');
    await anyFile.upload(fileInput(), excel('大表.xls', 100 * MB + 1));
    await expectNotice('文件大小不能超过100MB');
    await userEvent.upload(fileInput(), excel('第一份.xls'));
    await toaster.remove();
    await userEvent.upload(fileInput(), excel('第二份.xls'));
    await expectNotice('只能上传1个文件, 请先取消已选择或已上传文件');
    await expect(screen.getByText(/第一份\.xls/)).toBeVisible();
    await expect(screen.queryByText(/第二份\.xls/)).toBeNull();
    await clearNotices();
  },
};

const refusal = `第3行: 手机号格式错误, 第5行: 班级名称不存在, 请核对模板中的数据后重新上传该文件再试一次`;

/** A code other than 10000: the reason in 40-character lines, back to step 2 with the file cleared. */
export const ServerRefuses: Story = {
  args: { submit: fn(async (_file: File): Promise<ImportResult> => ({ code: 500, message: refusal })) },
  play: async ({ args }) => {
    await toFileStep(args);
    await userEvent.upload(fileInput(), excel());
    await userEvent.click(button('下一步'));
    await userEvent.click(await screen.findByRole('button', { name: '确定导入' }));
    const alert = await screen.findByText('导入失败, 请重新上传');
    await expect(alert).toBeVisible();
    const reason = screen.getByText(
      (_, element) => element?.textContent === `${refusal.slice(0, 40)}\n${refusal.slice(40)}`,
    );
    await expect(reason).toBeVisible();
    await expect(button('选择文件')).toBeVisible();
    await expect(screen.queryByText(/用户\.xlsx/)).toBeNull();
    await expect(args.onImported).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** A server's check refused rows at the preview: step 3 names them as problems, not as data to confirm. */
export const PreviewRefused: Story = {
  args: {
    preview: fn(
      async (_file: File): Promise<ImportPreview> => ({
        refused: [{ 结果: '不能导入', 原因: '第3行: 姓名与学号不符（学号 2024002 为 李四）' }],
      }),
    ),
  },
  play: async ({ args }) => {
    await toFileStep(args);
    await userEvent.upload(fileInput(), excel());
    await userEvent.click(button('下一步'));
    await expect(await screen.findByText('文件中有 1 处问题, 不能导入, 请修改后重新上传。')).toBeVisible();
    await expect(screen.queryByText(/确认无误后点击确定导入/)).toBeNull();
    const table = screen.getByRole('table', { name: '导入数据预览' });
    await expect(within(table).getByText(/姓名与学号不符/)).toBeVisible();
    // Nothing in it can be imported, so 确定导入 is not offered until a new file is read.
    await expect(button('确定导入')).toBeDisabled();
    await userEvent.click(button('确定导入'), { pointerEventsCheck: 0 });
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

let finishSubmit: (result: ImportResult) => void = () => {};

/** While the file goes up, closing is refused with "uploading, please wait". */
export const UploadingPleaseWait: Story = {
  args: {
    submit: fn(
      (_file: File) =>
        new Promise<ImportResult>((resolve) => {
          finishSubmit = resolve;
        }),
    ),
  },
  play: async ({ args }) => {
    await toFileStep(args);
    await userEvent.upload(fileInput(), excel());
    await userEvent.click(button('下一步'));
    await userEvent.click(await screen.findByRole('button', { name: '确定导入' }));
    await userEvent.click(button('取消'));
    await waitFor(() => expect(screen.getAllByText('文件上传中, 请稍后...').length).toBeGreaterThan(1));
    await expect(screen.getByRole('dialog')).toBeVisible();
    finishSubmit({ code: 10000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onImported).toHaveBeenCalledTimes(1);
    await clearNotices();
  },
};
