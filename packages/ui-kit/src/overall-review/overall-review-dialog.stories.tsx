import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../feedback/toaster.js';
import { findReadyDialog } from '../testing/dialogs.js';
import { fixtureId } from '../testing/fixture-id.js';
import { clearNotices, expectNotice } from '../testing/notices.js';
import {
  OverallReviewDialog,
  type OverallReviewDialogProps,
  type ReviewTemplate,
} from './overall-review-dialog.js';

const [COMPANY_REVIEW, SCHOOL_REVIEW] = [fixtureId('企业导师评价'), fixtureId('校内导师评价')];
const [ATTITUDE, COMPANY_NOTE, SCHOOL_NOTE] = [
  fixtureId('工作态度'),
  fixtureId('企业评语'),
  fixtureId('校内评语'),
];

const TEMPLATES: ReviewTemplate[] = [
  {
    fTemplateInfoId: COMPANY_REVIEW,
    cTemplateName: '企业导师评价',
    fStatus: 1,
    items: [
      {
        fTemplateItemId: ATTITUDE,
        cTemplateItemName: '工作态度',
        fFontType: 7,
        fSort: 1,
        fIsRequired: 1,
        cFilePath: '[{"label":"优秀","value":90},{"label":"合格","value":60}]',
      },
      { fTemplateItemId: COMPANY_NOTE, cTemplateItemName: '企业评语', fFontType: 2, fSort: 2 },
    ],
    values: { [ATTITUDE]: '90', [COMPANY_NOTE]: '表现突出', fGrade: '12' },
  },
  {
    fTemplateInfoId: SCHOOL_REVIEW,
    cTemplateName: '校内导师评价',
    fStatus: 0,
    items: [
      { fTemplateItemId: SCHOOL_NOTE, cTemplateItemName: '校内评语', fFontType: 2, fSort: 1, fIsRequired: 1 },
    ],
  },
];

function Demo(props: Omit<OverallReviewDialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>总体评价</Button>
      <OverallReviewDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: '对话框/OverallReviewDialog',
  component: Demo,
  args: { templates: TEMPLATES, grade: true, onSubmit: fn(async () => undefined) },
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneTabPerTemplate: Story = {
  play: async ({ args }) => {
    const dialog = await findReadyDialog('dialog', '总体评价');
    // Medium: 9/12 of the window's width.
    await waitFor(() =>
      expect(Math.abs(dialog.getBoundingClientRect().width - window.innerWidth * 0.75)).toBeLessThan(2),
    );
    const tabs = within(dialog).getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual(['企业导师评价已评价', '校内导师评价未提交']);
    await expect(within(dialog).getByRole('combobox', { name: /工作态度/ })).toHaveValue('90');

    // 提交 submits the active tab only, under that tab's template id.
    await userEvent.click(tabs[1] as HTMLElement);
    const panel = within(dialog).getByRole('tabpanel', { name: /校内导师评价/ });
    await userEvent.type(within(panel).getByRole('textbox', { name: /校内评语/ }), ' 认真负责 ');
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: /评价等级/ }), 'B+');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await expectNotice('提交成功!');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(SCHOOL_REVIEW, {
      [SCHOOL_NOTE]: '认真负责',
      fGrade: '9',
    });

    // Back on the first tab, its saved values submit as they are.
    await userEvent.click(tabs[0] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenLastCalledWith(COMPANY_REVIEW, {
        [ATTITUDE]: '90',
        [COMPANY_NOTE]: '表现突出',
        fGrade: '12',
      }),
    );
    await clearNotices();
  },
};

export const SubmitFails: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ args }) => {
    const dialog = await findReadyDialog('dialog', '总体评价');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await expectNotice('网络或服务器错误, 提交失败');
    await expect(args.onSubmit).toHaveBeenCalledWith(COMPANY_REVIEW, expect.anything());
    await expect(screen.queryByText('提交成功!')).toBeNull();
    // The dialog stays open with the input kept.
    await expect(within(dialog).getByRole('textbox', { name: /企业评语/ })).toHaveValue('表现突出');
    await clearNotices();
  },
};

export const RequiredItemBlocksSubmit: Story = {
  play: async ({ args }) => {
    const dialog = await findReadyDialog('dialog', '总体评价');
    await userEvent.click(within(dialog).getByRole('tab', { name: /校内导师评价/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await expectNotice('验证未通过, 提交失败');
    await expect(within(dialog).getByText('请输入校内评语')).toBeVisible();
    await expect(within(dialog).getByText('请选择评价等级')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await clearNotices();
  },
};

export const NoTemplates: Story = {
  args: { templates: [] },
  play: async () => {
    const dialog = await findReadyDialog('dialog', '总体评价');
    // The dialog fades in, so visibility is awaited.
    await waitFor(() => expect(within(dialog).getByText('暂无评价模板')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: '提交' })).toBeDisabled();
  },
};
