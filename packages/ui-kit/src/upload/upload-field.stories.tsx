import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../feedback/toaster.js';
import { clearNotices, expectNotice } from '../testing/notices.js';
import { UploadField, type UploadFieldProps } from './upload-field.js';
import { UploadRejectedError } from './upload-rules.js';

type DemoProps = Omit<UploadFieldProps, 'value' | 'onChange'> & {
  initial?: string | null;
  onChange: UploadFieldProps['onChange'];
};

function Demo({ initial = null, onChange, ...props }: DemoProps) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <UploadField
      {...props}
      value={value}
      onChange={(path) => {
        setValue(path);
        onChange(path);
      }}
    />
  );
}

/** Any stored path previews as a small picture, so that image stories need no server. */
const previewUrl = () =>
  `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="192" height="60"><rect width="192" height="60" fill="#3b82f6"/></svg>')}`;

const storedPath = (file: File) => `default/Internship/cFilePath/1700000000000---${file.name}`;

const meta = {
  title: '上传/UploadField',
  component: Demo,
  beforeEach: () => {
    toaster.remove();
  },
  args: {
    label: '附件',
    onChange: fn(),
    upload: fn(async (file: File) => storedPath(file)),
    previewUrl,
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileOf = (name: string, type: string, bytes = 16) => new File([new Uint8Array(bytes)], name, { type });
const inputOf = (canvas: HTMLElement) => canvas.querySelector<HTMLInputElement>('input[type="file"]');
/** Type checks are the component's job, so the browser-side accept filter is bypassed when testing them. */
const anyFile = userEvent.setup({ applyAccept: false });

/** Empty: pick a file, see the notices, then the file replaces the button until it is removed. */
export const Empty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText(/只能上传1个文件, 且不超过 100MB/)).toBeVisible();
    await expect(canvas.queryByText('*')).toBeNull();
    const input = inputOf(canvasElement);
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, fileOf('报告.pdf', 'application/pdf'));
    await expectNotice('报告.pdf上传成功!');
    await expect(args.upload).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(storedPath(fileOf('报告.pdf', '')));
    await expect(canvas.getByText('报告.pdf')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '上传文件' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: '上传文件' })).toBeVisible();
    await clearNotices();
  },
};

/** An image field with a stored image: a preview, no upload button. */
export const Image: Story = {
  args: { label: '照片', accept: 'image', initial: 'default/photos/1700---校园.png' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '照片预览' })).toBeVisible();
    await expect(canvas.getByText('校园.png')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '上传图片' })).toBeNull();
    await clearNotices();
  },
};

/** Over the configured limit: refused before any upload. */
export const TooLarge: Story = {
  args: { maxMb: 1 },
  play: async ({ args, canvasElement }) => {
    const input = inputOf(canvasElement);
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, fileOf('大文件.zip', 'application/zip', 1024 * 1024 + 1));
    await expectNotice('上传文件大小不能超过 1MB!');
    await expect(args.upload).not.toHaveBeenCalled();
    await clearNotices();
  },
};

/** A file dropped on a field that already holds one is refused. */
export const SecondFile: Story = {
  args: { initial: 'default/Internship/cFilePath/1700---第一份.docx' },
  play: async ({ args, canvas }) => {
    const data = new DataTransfer();
    data.items.add(fileOf('第二份.docx', 'application/msword'));
    const group = canvas.getByRole('group', { name: '附件' });
    group.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    await expectNotice('只能上传1个文件, 请先取消已选择或已上传文件');
    await expect(args.upload).not.toHaveBeenCalled();
    await expect(canvas.getByText('第一份.docx')).toBeVisible();
    await clearNotices();
  },
};

/** Image fields take images only. */
export const WrongType: Story = {
  args: { label: '照片', accept: 'image' },
  play: async ({ args, canvasElement }) => {
    const input = inputOf(canvasElement);
    if (!input) throw new Error('no file input');
    await anyFile.upload(input, fileOf('说明.pdf', 'application/pdf'));
    await expectNotice('只能上传 jpg, jpeg, png, gif, bmp, webp, svg 格式的文件!');
    await expect(args.upload).not.toHaveBeenCalled();
    await clearNotices();
  },
};

/** The server refuses without a message: the file is named, nothing is kept, the button returns. */
export const Failure: Story = {
  args: { upload: fn(async (_file: File): Promise<string> => Promise.reject(new UploadRejectedError(''))) },
  play: async ({ args, canvas, canvasElement }) => {
    const input = inputOf(canvasElement);
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, fileOf('失败.pdf', 'application/pdf'));
    await expectNotice('网络或服务器错误, 失败.pdf上传失败!');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByText('失败.pdf')).toBeNull();
    await expect(canvas.getByRole('button', { name: '上传文件' })).toBeEnabled();
    await clearNotices();
  },
};

/** A network failure shows the standard text plus the detail. */
export const NetworkFailure: Story = {
  args: { upload: fn(async (_file: File): Promise<string> => Promise.reject(new Error('Network Error'))) },
  play: async ({ canvasElement }) => {
    const input = inputOf(canvasElement);
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, fileOf('断网.pdf', 'application/pdf'));
    await expectNotice('上传失败！可能是服务器或网络错误 Network Error');
    await clearNotices();
  },
};

/** A clipboard image pasted on the image field's button is uploaded like a picked one. */
export const Paste: Story = {
  args: { label: '照片', accept: 'image' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/可在按钮上粘贴图片/)).toBeVisible();
    const button = canvas.getByRole('button', { name: '上传图片' });
    const data = new DataTransfer();
    data.items.add(fileOf('粘贴.webp', 'image/webp'));
    button.focus();
    button.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
    await expectNotice('粘贴.webp上传成功!');
    await expect(args.upload).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('img', { name: '照片预览' })).toBeVisible();
    await clearNotices();
  },
};

/** Editing a home banner: removing the old image and uploading nothing keeps it. */
export const Banner: Story = {
  args: { label: '轮播图', banner: 'home', initial: 'default/banners/cPics/1700---首页.png' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/建议尺寸 1920\*600/)).toBeVisible();
    await expect(canvas.getByText(/支持 gif, jpeg, jpg, png, svg/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    await expect(canvas.getByText('未上传新图片时保留原图')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '上传图片' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保留原图' }));
    await expect(canvas.getByRole('img', { name: '轮播图预览' })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await clearNotices();
  },
};

/** A banner for other pages: 1920*400, and a type outside the banner list is refused. */
export const BannerOtherPage: Story = {
  args: { label: '轮播图', banner: 'other' },
  play: async ({ args, canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByText(/建议尺寸 1920\*400/)).toBeVisible();
    const input = inputOf(canvasElement);
    if (!input) throw new Error('no file input');
    await anyFile.upload(input, fileOf('横幅.webp', 'image/webp'));
    await expectNotice('只能上传 gif, jpeg, jpg, png, svg 格式的文件!');
    await expect(args.upload).not.toHaveBeenCalled();
    await waitFor(() => expect(ui.getByRole('button', { name: '上传图片' })).toBeEnabled());
    await clearNotices();
  },
};

/** A required field: the label carries the fields' required mark, hidden from the field's name. */
export const Required: Story = {
  args: { label: '横幅图片', banner: 'home', required: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '横幅图片' });
    const mark = within(group).getByText('*');
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(mark).color).not.toBe(getComputedStyle(group).color);
  },
};
