// @vitest-environment jsdom

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../testing/match-media.js';
import { UiKitProvider } from '../theme/provider.js';
import { UploadField } from '../upload/upload-field.js';
import { AppDialog } from './app-dialog.js';
import { DialogActions } from './dialog-actions.js';

/*
 * A dialog's 确定 waits for its uploads (upload/upload-scope.tsx): sent mid-upload, the form would save the
 * field's old value and the file would belong to nothing.
 */

const isDisabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled;

const original = window.matchMedia;
afterEach(() => {
  cleanup();
  window.matchMedia = original;
});

function FormWithUpload({
  upload,
  onSubmit,
}: {
  upload: (f: File) => Promise<string>;
  onSubmit: () => void;
}) {
  const [path, setPath] = useState<string | null>(null);
  return (
    <AppDialog
      open
      onClose={() => {}}
      title="上传附件"
      footer={<DialogActions confirmLabel="确定" form="upload-form" draftLabel="保存草稿" />}
    >
      <form
        id="upload-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <UploadField label="附件" value={path} onChange={setPath} upload={upload} accept="any" />
      </form>
    </AppDialog>
  );
}

describe('a dialog with an upload running', () => {
  it('keeps 确定 and 保存草稿 busy until the upload ends, then sends the form', async () => {
    stubMatchMedia(() => false);
    let finish: (path: string) => void = () => {};
    const upload = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const onSubmit = vi.fn();
    render(
      <UiKitProvider>
        <FormWithUpload upload={upload} onSubmit={onSubmit} />
      </UiKitProvider>,
    );
    const confirm = await screen.findByRole('button', { name: '确定' });
    expect(isDisabled(confirm)).toBe(false);

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('the upload field has no file input');
    fireEvent.change(input, {
      target: { files: [new File(['x'], '计划.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));

    const busy = screen.getByRole('button', { name: /文件上传中/ });
    expect(isDisabled(busy)).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: '保存草稿' }))).toBe(true);
    fireEvent.click(busy);
    expect(onSubmit).not.toHaveBeenCalled();

    await act(async () => finish('oss/file/1---计划.pdf'));
    const ready = await screen.findByRole('button', { name: '确定' });
    expect(isDisabled(ready)).toBe(false);
    expect(isDisabled(screen.getByRole('button', { name: '保存草稿' }))).toBe(false);
    fireEvent.click(ready);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('frees the buttons when the upload fails', async () => {
    stubMatchMedia(() => false);
    const upload = vi.fn(() => Promise.reject(new Error('网络错误')));
    render(
      <UiKitProvider>
        <FormWithUpload upload={upload} onSubmit={() => {}} />
      </UiKitProvider>,
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('the upload field has no file input');
    fireEvent.change(input, {
      target: { files: [new File(['x'], '计划.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(isDisabled(await screen.findByRole('button', { name: '确定' }))).toBe(false);
  });
});
