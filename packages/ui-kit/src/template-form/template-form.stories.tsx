import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../feedback/toaster.js';
import { findReadyDialog } from '../testing/dialogs.js';
import { fixtureId } from '../testing/fixture-id.js';
import { clearNotices, expectNotice } from '../testing/notices.js';
import { EVERY_KIND, FILLED, ITEM, pngFile } from './story-fixtures.js';
import { TemplateForm } from './template-form.js';

/** How the form's own 提交 submits: not a draft (a draft comes from a button marked data-draft). */
const SUBMITTED = { draft: false };
const meta = {
  title: '表单/TemplateForm',
  component: TemplateForm,
  // Notices are global: a story that failed before clearing them must not fail the next one.
  beforeEach: () => {
    toaster.remove();
  },
  args: {
    items: EVERY_KIND,
    onSubmit: fn(),
    upload: fn(async (file: File) => `school/template/1700000000---${file.name}`),
    previewUrl: () =>
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  },
} satisfies Meta<typeof TemplateForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const labels = [
  '实习单位',
  '实习总结',
  '到岗时间',
  '实习地点',
  '工作照片',
  '实习报告',
  '实习表现',
  '专业对口',
];

export const EveryKind: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Sorted by fSort, whatever the order the items arrive in.
    const shown = labels.map((l) => canvas.getByText(l, { selector: 'label, p' }));
    for (let i = 1; i < shown.length; i++) {
      await expect(shown[i - 1]?.compareDocumentPosition(shown[i] as Node)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
    await userEvent.type(canvas.getByRole('textbox', { name: /实习单位/ }), '  星辰科技  ');
    await userEvent.type(canvas.getByRole('textbox', { name: /实习总结/ }), '第一行{Enter}第二行');
    // The kit's date picker, not the browser's: the day typed the spec's way, the time 24-hour.
    await userEvent.type(await canvas.findByRole('textbox', { name: '到岗时间日期' }), '2024/07/01{Enter}');
    const time = canvas.getByRole('textbox', { name: '到岗时间时间' });
    await userEvent.clear(time);
    await userEvent.type(time, '09:30:15');

    // The map picker fills 'place,lat,lng'; without a map key the place is typed in the dialog.
    await userEvent.click(canvas.getByRole('button', { name: '选择位置' }));
    const map = await findReadyDialog('dialog', '选择位置');
    await userEvent.type(within(map).getByRole('textbox', { name: /地点名称/ }), '星辰大厦');
    await userEvent.type(within(map).getByRole('textbox', { name: /纬度/ }), '30.5');
    await userEvent.type(within(map).getByRole('textbox', { name: /经度/ }), '114.3');
    await userEvent.click(within(map).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /实习地点/ })).toHaveValue('星辰大厦,30.5,114.3'),
    );

    await userEvent.upload(canvas.getByLabelText('工作照片', { selector: 'input' }), pngFile());
    await expect(await canvas.findByRole('img', { name: '工作照片预览' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '上传文件' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '实习表现' }), '优秀 90分');

    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          [ITEM.unit]: '星辰科技',
          [ITEM.summary]: '第一行\n第二行',
          [ITEM.arrival]: '2024/07/01 09:30:15',
          [ITEM.place]: '星辰大厦,30.5,114.3',
          [ITEM.photo]: 'school/template/1700000000---照片.png',
          [ITEM.report]: '',
          [ITEM.performance]: '90',
          [ITEM.match]: '',
        },
        SUBMITTED,
      ),
    );
    await clearNotices();
  },
};

export const RequiredFailure: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const company = canvas.getByRole('textbox', { name: /实习单位/ });
    await userEvent.type(company, '   ');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expectNotice('验证未通过, 提交失败');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Blank-after-trim counts as empty; both required items are marked, the optional ones are not.
    await expect(company).toHaveValue('');
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('请输入实习单位')).toBeVisible();
    await expect(canvas.getByText('请输入实习总结')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /实习地点/ })).not.toHaveAttribute('aria-invalid');
    // Typing clears the mark; a second submit passes.
    await userEvent.type(company, '星辰科技');
    await expect(company).not.toHaveAttribute('aria-invalid');
    await userEvent.type(canvas.getByRole('textbox', { name: /实习总结/ }), '完成');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ [ITEM.unit]: '星辰科技', [ITEM.summary]: '完成' }),
        SUBMITTED,
      ),
    );
    // End with the marks shown, so the axe check covers the error texts.
    await userEvent.clear(company);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('请输入实习单位')).toBeVisible();
    await clearNotices();
  },
};

export const ReadOnly: Story = {
  args: { mode: 'readonly', values: FILLED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const company = canvas.getByRole('textbox', { name: /实习单位/ });
    await expect(company).toHaveValue('星辰科技有限公司');
    await expect(company).toHaveAttribute('readonly');
    await userEvent.type(company, '改');
    await expect(company).toHaveValue('星辰科技有限公司');
    await expect(canvas.getByRole('textbox', { name: '到岗时间' })).toHaveValue('2024/07/01 09:00:00');
    await expect(canvas.getByRole('textbox', { name: '实习表现' })).toHaveValue('优秀 90分');
    await expect(canvas.queryByRole('button', { name: '选择位置' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '提交' })).toBeNull();
  },
};

export const Disabled: Story = {
  args: { mode: 'disabled', values: FILLED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /实习单位/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /实习总结/ })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: '实习表现' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '上传图片' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '提交' })).toBeNull();
  },
};

export const Pretty: Story = {
  args: { mode: 'pretty', values: FILLED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    await expect(canvas.getByText('星辰科技有限公司')).toBeVisible();
    await expect(canvas.getByText('2024/07/01 09:00:00')).toBeVisible();
    await expect(canvas.getByText('优秀 90分')).toBeVisible();
    // The stored name's prefix before --- is not shown.
    await expect(canvas.getByText('实习报告.pdf')).toBeVisible();
    // Empty values: 未上传 for the photo, 未填写 for the dropdown.
    await expect(canvas.getByText('未上传')).toBeVisible();
    await expect(canvas.getByText('未填写')).toBeVisible();
  },
};

export const DropdownOptions: Story = {
  args: {
    items: [
      EVERY_KIND[0],
      EVERY_KIND[7],
      {
        fTemplateItemId: fixtureId('格式错误的选项'),
        cTemplateItemName: '格式错误的选项',
        fFontType: 7,
        fSort: 9,
        cFilePath: '{"优秀":90;良好',
      },
    ].filter((i) => i !== undefined),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = (name: string) =>
      within(canvas.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    await expect(texts('实习表现')).toEqual(['请选择', '优秀 90分', '良好 80分']);
    await expect(texts('专业对口')).toEqual(['请选择', '对口', '不对口', '部分对口']);
    await expect(texts('格式错误的选项')).toEqual(['请选择', '{"优秀":90', '良好']);
  },
};

export const GradesOrder: Story = {
  args: { items: EVERY_KIND.slice(1, 2), grade: true, values: { [ITEM.unit]: '星辰科技' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grade = canvas.getByRole('combobox', { name: /评价等级/ });
    const options = within(grade)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(options).toEqual([
      '请选择',
      '需修改',
      'A+',
      'A',
      'A-',
      'B+',
      'B',
      'B-',
      'C+',
      'C',
      'C-',
      'D+',
      'D',
      'D-',
    ]);
    // The grade is required on a review template.
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('请选择评价等级')).toBeVisible();
    await userEvent.selectOptions(grade, 'A+');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ [ITEM.unit]: '星辰科技', fGrade: '12' }, SUBMITTED),
    );
    await clearNotices();
  },
};
