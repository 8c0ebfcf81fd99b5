import { Button } from '@chakra-ui/react';
import {
  OLD_PASSWORD_REQUIRED,
  PASSWORD_CONFIRM_REQUIRED,
  PASSWORD_LENGTH,
  PASSWORD_MISMATCH,
  PASSWORD_REQUIRED,
  SUBMIT_FAILED,
  SUBMIT_SUCCEEDED,
  VALIDATION_FAILED,
} from '@practice/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../feedback/toaster.js';
import { findReadyDialog } from '../testing/dialogs.js';
import { expectNotice } from '../testing/notices.js';
import { ChangePasswordDialog, type ChangePasswordDialogProps } from './change-password-dialog.js';

function Demo(props: Pick<ChangePasswordDialogProps, 'onSubmit' | 'required'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>修改密码</Button>
      <ChangePasswordDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: '对话框/ChangePasswordDialog',
  component: Demo,
  args: { onSubmit: fn(async () => undefined) },
  beforeEach: () => toaster.remove(),
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const inDialog = async () => within(await findReadyDialog('dialog'));
// Labels end in the required mark, which is hidden from assistive technology but not from textContent.
const field = async (label: '旧密码' | '新密码' | '确认密码') =>
  (await inDialog()).getByLabelText(new RegExp(`^${label}`));

async function fill(oldPassword: string, newPassword: string, confirm: string) {
  if (oldPassword) await userEvent.type(await field('旧密码'), oldPassword);
  if (newPassword) await userEvent.type(await field('新密码'), newPassword);
  if (confirm) await userEvent.type(await field('确认密码'), confirm);
  await userEvent.click((await inDialog()).getByRole('button', { name: '确定' }));
}

// The messages render after the submit's validation settles: looked up again until shown (a slow machine
// once found the message's element before its text and style were in).
const expectFieldError = async (text: string) => {
  const dialog = await inDialog();
  await waitFor(() => expect(dialog.getByText(text)).toBeVisible());
};

/** All three inputs are masked; a valid change is sent as old and new password and the dialog closes. */
export const ChangeSucceeds: Story = {
  play: async ({ args }) => {
    for (const label of ['旧密码', '新密码', '确认密码'] as const) {
      await expect(await field(label)).toHaveAttribute('type', 'password');
    }
    await fill('old-secret', 'new-secret', 'new-secret');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: 'old-secret', newPassword: 'new-secret' }),
    );
    await expectNotice(SUBMIT_SUCCEEDED);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Submitting nothing shows each field's required message. */
export const AllRequired: Story = {
  play: async ({ args }) => {
    await fill('', '', '');
    await expectFieldError(OLD_PASSWORD_REQUIRED);
    await expectFieldError(PASSWORD_REQUIRED);
    await expectFieldError(PASSWORD_CONFIRM_REQUIRED);
    await expectNotice(VALIDATION_FAILED);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Leaving the new-password field with 5 characters shows the 6-18 rule at once. */
export const PasswordTooShort: Story = {
  play: async ({ args }) => {
    await userEvent.type(await field('新密码'), '12345');
    await userEvent.tab();
    await expectFieldError(PASSWORD_LENGTH);
    await expect((await inDialog()).queryByText(PASSWORD_CONFIRM_REQUIRED)).toBeNull();
    await fill('old-secret', '', '12345');
    await expectFieldError(PASSWORD_LENGTH);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordTooLong: Story = {
  play: async () => {
    await fill('old-secret', 'a'.repeat(19), 'a'.repeat(19));
    await expectFieldError(PASSWORD_LENGTH);
  },
};

/** A different confirmation is refused; the message goes as soon as the two agree. */
export const PasswordMismatch: Story = {
  play: async ({ args }) => {
    await fill('old-secret', 'new-secret', 'new-secreT');
    await expectFieldError(PASSWORD_MISMATCH);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(await field('确认密码'));
    await userEvent.type(await field('确认密码'), 'new-secret');
    await expect((await inDialog()).queryByText(PASSWORD_MISMATCH)).toBeNull();
  },
};

/** A failed change says so and keeps the dialog open. */
export const SubmitFailure: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('旧密码错误'))) },
  play: async () => {
    await fill('wrong-old', 'new-secret', 'new-secret');
    await expectNotice(SUBMIT_FAILED);
    await expect(await findReadyDialog('dialog')).toBeVisible();
  },
};

/**
 * After a sign-in with a password an administrator gave: the dialog says why, has no 取消 nor 关闭, Escape
 * leaves it open, and only a successful change closes it.
 */
export const RequiredAtFirstSignIn: Story = {
  args: { required: '首次登录或密码已重置，请先修改密码' },
  play: async ({ args }) => {
    const dialog = await inDialog();
    await waitFor(() => expect(dialog.getByText('首次登录或密码已重置，请先修改密码')).toBeVisible());
    await expect(dialog.queryByRole('button', { name: '取消' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: '关闭' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(await findReadyDialog('dialog')).toBeVisible();
    await fill('Init#2026abc', 'Mine#2026ok', 'Mine#2026ok');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: 'Init#2026abc', newPassword: 'Mine#2026ok' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
