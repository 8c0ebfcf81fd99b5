import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../feedback/toaster.js';
import { findReadyDialog } from '../testing/dialogs.js';
import { fixtureId } from '../testing/fixture-id.js';
import { clearNotices, expectNotice } from '../testing/notices.js';
import { NewsEditor } from './news-editor.js';
import type { NewsItem, NewsPayload, NewsSubmitType } from './news-form-rules.js';

const pixel =
  'data:image/svg+xml;utf8,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2240%22 height=%2220%22%3E%3Crect width=%2240%22 height=%2220%22 fill=%22%233b82f6%22/%3E%3C/svg%3E';

const meta = {
  title: '表单/NewsEditor',
  component: NewsEditor,
  beforeEach: () => {
    toaster.remove();
  },
  args: {
    onSubmit: fn(async (_values: NewsPayload, _type: NewsSubmitType) => {}),
    upload: fn(async (file: File) => `default/rich-text/1700---${file.name}`),
    previewUrl: () => pixel,
  },
} satisfies Meta<typeof NewsEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const NEWS_ID = fixtureId('2024 年实习动员大会');
const loaded: NewsItem = {
  fNewsInfoId: NEWS_ID,
  fType: 1,
  cTitle: '2024 年实习动员大会',
  cAbstract: '全体实习学生参加',
  fSort: 2,
  cNewsDate: '2024/05/06 08:30:00',
  cContent: '<p>大会于礼堂举行。</p>',
};

/** Adding: fill every field and save; the payload is typed and the submit type is add. */
export const Add: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /标题/ }), '  新学期通知 ');
    await expect(canvas.getByText('标题建议在100个字符以内')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /摘要/ }), '摘要内容');
    await userEvent.type(canvas.getByRole('textbox', { name: /排序/ }), '5');
    await userEvent.type(await canvas.findByRole('textbox', { name: '发布时间日期' }), '2024/09/01{Enter}');
    // Picking the day fills in 00:00:00; the time is then typed over it.
    const time = canvas.getByRole('textbox', { name: '发布时间时间' });
    await userEvent.clear(time);
    await userEvent.type(time, '09:00:00');
    const editor = canvas.getByRole('textbox', { name: '新闻内容' });
    await userEvent.click(editor);
    await userEvent.keyboard('正文第一段');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectNotice('提交成功!');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        cTitle: '新学期通知',
        cAbstract: '摘要内容',
        fSort: 5,
        cNewsDate: '2024/09/01 09:00:00',
      }),
      'add',
    );
    await expect(lastPayload(args.onSubmit).cContent).toContain('正文第一段');
    await clearNotices();
  },
};

const lastPayload = (mock: unknown) => (mock as { mock: { lastCall: [NewsPayload] } }).mock.lastCall[0];

/** Editing a loaded item: its values fill the form and the submit type becomes edit. */
export const Edit: Story = {
  args: { item: loaded },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /标题/ })).toHaveValue('2024 年实习动员大会');
    await expect(canvas.getByRole('textbox', { name: '新闻内容' })).toHaveTextContent('大会于礼堂举行。');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectNotice('提交成功!');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fNewsInfoId: NEWS_ID, fType: 1, fSort: 2, cNewsDate: '2024/05/06 08:30:00' }),
      'edit',
    );
    await clearNotices();
  },
};

/** Saving an empty form: 验证未通过, 提交失败 and the spec's text under each field. */
export const ValidationFailure: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /排序/ }), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectNotice('验证未通过, 提交失败');
    for (const text of [
      '请输入标题',
      '请输入摘要',
      '请输入排序(数字)',
      '请输入新闻发布时间',
      '请输入新闻内容',
    ]) {
      await expect(
        canvas.getByText(text, { selector: '.chakra-field__errorText, [data-part="error-text"]' }),
      ).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await clearNotices();
  },
};

/** A message goes as soon as its field is changed; the others wait for their own fields or the next save. */
export const ErrorClearsOnChange: Story = {
  play: async ({ canvas }) => {
    const message = (text: string) =>
      canvas.queryByText(text, { selector: '.chakra-field__errorText, [data-part="error-text"]' });
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectNotice('验证未通过, 提交失败');
    await expect(message('请输入标题')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /标题/ }), '实习动员会');
    await expect(message('请输入标题')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /标题/ })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(message('请输入摘要')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /摘要/ }), '本周五下午');
    await expect(message('请输入摘要')).toBeNull();
    await expect(message('请输入新闻发布时间')).toBeVisible();
    await clearNotices();
  },
};

/** 预览效果 shows the title, date, abstract and content in a dialog. */
export const Preview: Story = {
  args: { item: loaded },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '预览效果' }));
    const dialog = await findReadyDialog('dialog', '预览效果');
    // The dialog fades in, so its first visibility is awaited.
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: '2024 年实习动员大会' })).toBeVisible(),
    );
    await expect(within(dialog).getByText('2024/05/06 08:30:00')).toBeVisible();
    await expect(within(dialog).getByText('大会于礼堂举行。')).toBeVisible();
  },
};

/** The toolbar's image button uploads through the prop and puts the picture in the content. */
export const ImageUpload: Story = {
  args: { item: loaded },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File([new Uint8Array(8)], '现场.png', { type: 'image/png' }));
    await expectNotice('现场.png上传成功!');
    await expect(args.upload).toHaveBeenCalledTimes(1);
    const editor = canvas.getByRole('textbox', { name: '新闻内容' });
    await waitFor(() => expect(within(editor).getByRole('img', { name: '现场.png' })).toBeVisible());
    await clearNotices();
  },
};

/** Hostile content from the server is cleaned before the preview shows it. */
export const HostileContentSanitised: Story = {
  args: {
    item: {
      ...loaded,
      cContent:
        '<p id="safe">安全文字</p><img src="x" onerror="window.__hacked=1" alt="坏图"><a href="javascript:window.__hacked=2">恶意链接</a><script>window.__hacked=3</script>',
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '预览效果' }));
    const dialog = await findReadyDialog('dialog', '预览效果');
    const body = within(dialog);
    await waitFor(() => expect(body.getByText('安全文字')).toBeVisible());
    const preview = dialog.querySelector('[data-testid="news-preview"]');
    await expect(preview?.innerHTML).not.toMatch(/onerror|javascript:|<script/i);
    await expect(body.getByText('恶意链接').getAttribute('href')).toBeNull();
    await expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  },
};
