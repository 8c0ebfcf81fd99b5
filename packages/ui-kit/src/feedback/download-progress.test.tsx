import {
  DOWNLOAD_CONFIRM,
  DOWNLOAD_PREPARING,
  DOWNLOAD_READY,
  SdkError,
  serviceErrorText,
} from '@practice/sdk';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../testing/match-media.js';
import { UiKitProvider } from '../theme/provider.js';
import {
  DOWNLOAD_BUSY,
  DOWNLOAD_FAILED,
  PROGRESS_CEILING,
  runDownload,
  trickle,
} from './download-progress.js';
import { notify, toaster } from './toaster.js';

/* The download dialog as the app uses it: the provider's hosts, the real confirmation, the real toaster. */

vi.mock('./toaster.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./toaster.js')>();
  return { ...actual, notify: vi.fn(actual.notify) };
});

beforeAll(() => {
  // Chakra's responsive props ask for it; a file before may have left its own.
  if (!window.matchMedia) stubMatchMedia();
});

afterEach(() => {
  cleanup();
  toaster.remove();
  vi.mocked(notify).mockClear();
});

const mount = () => render(<UiKitProvider>{null}</UiKitProvider>);

/** A prepare the test finishes by hand, keeping the signal it was given. */
function deferredPrepare() {
  const calls: AbortSignal[] = [];
  let settle: { resolve: (file: { name: string; blob: Blob }) => void; reject: (e: unknown) => void } | null =
    null;
  const prepare = vi.fn(
    (signal: AbortSignal) =>
      new Promise<{ name: string; blob: Blob }>((resolve, reject) => {
        calls.push(signal);
        settle = { resolve, reject };
      }),
  );
  return {
    prepare,
    signal: () => calls.at(-1),
    resolve: (file: { name: string; blob: Blob }) => act(() => settle?.resolve(file)),
    reject: (error: unknown) => act(() => settle?.reject(error)),
  };
}

const answerConfirm = async (user: ReturnType<typeof userEvent.setup>, answer: '确定' | '取消') => {
  const question = await screen.findByRole('alertdialog', {}, SETTLE);
  expect(question.textContent).toContain(DOWNLOAD_CONFIRM);
  await user.click(within(question).getByRole('button', { name: answer }));
};

/** Dialogs open with an animation; a busy machine may take longer than the default second. */
const SETTLE = { timeout: 5000 };

const progressDialog = () => screen.findByRole('dialog', { name: '下载' }, SETTLE);

const kinds = () => vi.mocked(notify).mock.calls.map(([kind, text]) => `${kind}:${text}`);

describe('trickle', () => {
  it('rises at every step, slower and slower, and never reaches the ceiling', () => {
    let value = 8;
    let lastStep = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 500; i += 1) {
      const next = trickle(value);
      expect(next).toBeGreaterThanOrEqual(value);
      expect(next - value).toBeLessThanOrEqual(lastStep);
      expect(next).toBeLessThanOrEqual(PROGRESS_CEILING);
      lastStep = next - value;
      value = next;
    }
    expect(value).toBeGreaterThan(89);
  });
});

// Chakra's first render in jsdom is slow on a busy machine: the default 5 s would make these tests flaky.
describe('runDownload', { timeout: 20_000 }, () => {
  it('asks first: a refusal never starts the download and resolves false', async () => {
    const user = userEvent.setup();
    mount();
    const prepare = vi.fn();
    const result = runDownload({ prepare });
    await answerConfirm(user, '取消');
    await expect(result).resolves.toBe(false);
    expect(prepare).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: '下载' })).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the preparing dialog with a trickling bar, then saves the file by its name and says it is ready', async () => {
    const user = userEvent.setup();
    mount();
    const job = deferredPrepare();
    const save = vi.fn();
    const result = runDownload({ prepare: job.prepare, save });
    await answerConfirm(user, '确定');

    const dialog = await progressDialog();
    expect(dialog.textContent).toContain(DOWNLOAD_PREPARING);
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeTruthy();
    const bar = within(dialog).getByRole('progressbar');
    const start = Number(bar.getAttribute('aria-valuenow'));
    // Trickles every 200 ms, never past 90 % while the server prepares.
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(start), {
      timeout: 1000,
    });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(PROGRESS_CEILING);
    expect(job.prepare).toHaveBeenCalledOnce();
    expect(save).not.toHaveBeenCalled();

    const blob = new Blob(['zip'], { type: 'application/zip' });
    await job.resolve({ name: '实习学生资料.zip', blob });
    expect(save).toHaveBeenCalledExactlyOnceWith(blob, '实习学生资料.zip');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'));

    await expect(result).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '下载' })).toBeNull());
    expect(kinds()).toEqual([`success:${DOWNLOAD_READY}`]);
    expect(await screen.findByText(DOWNLOAD_READY)).toBeTruthy();
    expect(job.signal()?.aborted).toBe(false);
  });

  it('skips the question when told to', async () => {
    mount();
    const job = deferredPrepare();
    const result = runDownload({ prepare: job.prepare, confirm: false, save: vi.fn() });
    await progressDialog();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(job.prepare).toHaveBeenCalledOnce();
    await job.resolve({ name: 'a.pdf', blob: new Blob(['a']) });
    await expect(result).resolves.toBe(true);
  });

  it.each([
    [
      '取消',
      (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
        user.click(within(dialog).getByRole('button', { name: '取消' })),
    ],
    [
      'the close button',
      (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
        user.click(within(dialog).getByRole('button', { name: '关闭' })),
    ],
    ['Esc', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])(
    'closing the dialog with %s aborts the download and resolves false, saying nothing more',
    async (_, close) => {
      const user = userEvent.setup();
      mount();
      const job = deferredPrepare();
      const save = vi.fn();
      const result = runDownload({ prepare: job.prepare, save });
      await answerConfirm(user, '确定');
      const dialog = await progressDialog();
      expect(job.signal()?.aborted).toBe(false);

      await close(user, dialog);
      expect(job.signal()?.aborted).toBe(true);
      // Resolves at once, even though this prepare has not settled (yet).
      await expect(result).resolves.toBe(false);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '下载' })).toBeNull());

      // The SDK's cancellation error arrives afterwards: still nothing saved, nothing shown.
      await job.reject(new SdkError({ kind: 'cancelled', message: '请求已取消!' }));
      expect(save).not.toHaveBeenCalled();
      expect(notify).not.toHaveBeenCalled();
    },
  );

  it('does not show an SDK error again (the app SDK showed it); any other failure gets its message', async () => {
    mount();
    const sdkFailure = deferredPrepare();
    const first = runDownload({ prepare: sdkFailure.prepare, confirm: false, save: vi.fn() });
    await progressDialog();
    await sdkFailure.reject(
      new SdkError({ kind: 'http', status: 500, message: serviceErrorText('服务器发生错误') }),
    );
    await expect(first).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '下载' })).toBeNull());
    expect(notify).not.toHaveBeenCalled();

    const otherFailure = deferredPrepare();
    const second = runDownload({ prepare: otherFailure.prepare, confirm: false, save: vi.fn() });
    await progressDialog();
    await otherFailure.reject(new TypeError('Failed to fetch'));
    await expect(second).resolves.toBe(false);
    expect(kinds()).toEqual([`error:${DOWNLOAD_FAILED}`]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '下载' })).toBeNull());
  });

  it('a save that throws is a failure, not a success', async () => {
    mount();
    const job = deferredPrepare();
    const result = runDownload({
      prepare: job.prepare,
      confirm: false,
      save: () => {
        throw new Error('no URL.createObjectURL');
      },
    });
    await progressDialog();
    await job.resolve({ name: 'a.zip', blob: new Blob(['a']) });
    await expect(result).resolves.toBe(false);
    expect(kinds()).toEqual([`error:${DOWNLOAD_FAILED}`]);
  });

  it('runs one download at a time: a second one is refused with a warning and the first goes on', async () => {
    mount();
    const job = deferredPrepare();
    const save = vi.fn();
    const first = runDownload({ prepare: job.prepare, confirm: false, save });
    await progressDialog();

    const secondPrepare = vi.fn();
    await expect(runDownload({ prepare: secondPrepare })).resolves.toBe(false);
    expect(secondPrepare).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(kinds()).toEqual([`warning:${DOWNLOAD_BUSY}`]);
    expect(job.signal()?.aborted).toBe(false);

    await job.resolve({ name: 'a.zip', blob: new Blob(['a']) });
    await expect(first).resolves.toBe(true);
    expect(save).toHaveBeenCalledOnce();

    // Once it is over, the next one runs.
    const next = deferredPrepare();
    const third = runDownload({ prepare: next.prepare, confirm: false, save });
    await progressDialog();
    await next.resolve({ name: 'b.zip', blob: new Blob(['b']) });
    await expect(third).resolves.toBe(true);
  });
});
