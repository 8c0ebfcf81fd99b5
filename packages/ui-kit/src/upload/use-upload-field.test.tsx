import { UPLOAD_ONE_FILE, UPLOADING, uploadFailedFor, uploadSucceeded, uploadTooLarge } from '@practice/sdk';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultRules, UploadRejectedError } from './upload-rules.js';
import { type UseUploadFieldOptions, useUploadField } from './use-upload-field.js';

const notices: [string, string][] = [];
vi.mock('../feedback/toaster.js', () => ({
  notify: (kind: string, text: string) => {
    notices.push([kind, text]);
    return `n${notices.length}`;
  },
  dismissNotice: vi.fn(),
}));

const png = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function setup(overrides: Partial<UseUploadFieldOptions> = {}) {
  const options: UseUploadFieldOptions = {
    value: null,
    onChange: vi.fn(),
    upload: vi.fn(async () => 'oss/x/1---a.png'),
    rules: defaultRules({ accept: 'image' }),
    ...overrides,
  };
  return {
    options,
    hook: renderHook((props: UseUploadFieldOptions) => useUploadField(props), { initialProps: options }),
  };
}

beforeEach(() => {
  notices.length = 0;
});

describe('useUploadField', () => {
  it('uploads, shows the in-progress notice, then success, and hands over the path', async () => {
    const { options, hook } = setup();
    await act(() => hook.result.current.take([png()]));
    expect(options.upload).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([
      ['loading', UPLOADING],
      ['success', uploadSucceeded('a.png')],
    ]);
    expect(options.onChange).toHaveBeenCalledWith('oss/x/1---a.png');
    expect(hook.result.current.pendingName).toBeNull();
  });

  it('checks the size before uploading', async () => {
    const { options, hook } = setup({ rules: defaultRules({ maxMb: 0.000001 }) });
    await act(() => hook.result.current.take([png('a.png', 100)]));
    expect(options.upload).not.toHaveBeenCalled();
    expect(notices).toEqual([['warning', uploadTooLarge(0.000001)]]);
  });

  it('refuses a second file while one is present', async () => {
    const { options, hook } = setup({ value: 'oss/x/old.png' });
    await act(() => hook.result.current.take([png()]));
    expect(options.upload).not.toHaveBeenCalled();
    expect(notices).toEqual([['warning', UPLOAD_ONE_FILE]]);
  });

  it('refuses a second file while the first is still uploading', async () => {
    let finish: (path: string) => void = () => {};
    const upload = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { hook } = setup({ upload });
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = hook.result.current.take([png('a.png')]);
    });
    await act(() => hook.result.current.take([png('b.png')]));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(notices).toContainEqual(['warning', UPLOAD_ONE_FILE]);
    await act(async () => {
      finish('p');
      await first;
    });
  });

  it('keeps nothing and says why when the server refuses', async () => {
    const upload = vi.fn(async () => Promise.reject(new UploadRejectedError('')));
    const { options, hook } = setup({ upload });
    await act(() => hook.result.current.take([png()]));
    expect(notices.at(-1)).toEqual(['error', uploadFailedFor('a.png')]);
    expect(options.onChange).not.toHaveBeenCalled();
    expect(hook.result.current.pendingName).toBeNull();
  });

  it('does nothing when disabled', async () => {
    const { options, hook } = setup({ disabled: true });
    await act(() => hook.result.current.take([png()]));
    act(() => hook.result.current.remove());
    expect(options.upload).not.toHaveBeenCalled();
    expect(options.onChange).not.toHaveBeenCalled();
  });

  it('clears the value on remove', () => {
    const { options, hook } = setup({ value: 'oss/x/old.png' });
    act(() => hook.result.current.remove());
    expect(options.onChange).toHaveBeenCalledWith(null);
  });

  it('keeps a banner image when it is set aside but nothing new is uploaded', () => {
    const { options, hook } = setup({ value: 'oss/b/old.png', rules: defaultRules({ banner: 'home' }) });
    act(() => hook.result.current.remove());
    expect(options.onChange).not.toHaveBeenCalled();
    expect(hook.result.current.shown).toBeNull();
    expect(hook.result.current.replacing).toBe(true);
    act(() => hook.result.current.keepOriginal());
    expect(hook.result.current.shown).toBe('oss/b/old.png');
  });

  it('replaces a set-aside banner image with a new upload', async () => {
    const { options, hook } = setup({ value: 'oss/b/old.png', rules: defaultRules({ banner: 'other' }) });
    act(() => hook.result.current.remove());
    await act(() => hook.result.current.take([png()]));
    expect(options.onChange).toHaveBeenCalledWith('oss/x/1---a.png');
    expect(hook.result.current.replacing).toBe(false);
  });
});
