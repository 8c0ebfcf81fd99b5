import { DOWNLOAD_CONFIRM, DOWNLOAD_READY, isSdkError } from '@practice/sdk';
import { useSyncExternalStore } from 'react';
import { type SaveFile, saveWithLink } from '../data-table/export-table.js';
import { confirmAction } from './confirm.js';
import { FirstUseHost } from './first-use.js';
import { retryingLazy } from './retrying-lazy.js';
import { notify } from './toaster.js';

/*
 * A download the server prepares for a while (a batch of students' materials, a stored file) shown as the
 * spec's dialog: 确定要下载该文件吗？, then 正在准备下载数据中... with a bar, then 下载准备就绪!. The one
 * <DownloadProgressHost/> the provider mounts draws whichever download runs; closing it is the cancel.
 */

/** SPEC §9: the progress bar's speed (its animation, ms) and trickle (the interval of its steps, ms). */
export const PROGRESS_SPEED_MS = 500;
export const PROGRESS_TRICKLE_MS = 200;
export const PROGRESS_START = 8;
/** The bar never claims more than this while the server is still preparing: only the file itself fills it. */
export const PROGRESS_CEILING = 90;

/** Paraphrased: the spec has no words for these two; they read like their neighbours of SPEC §8. */
export const DOWNLOAD_BUSY = '已有下载正在进行,请稍后...';
export const DOWNLOAD_FAILED = '下载失败！可能是服务器或网络错误';

/** One trickle step: a tenth of the way left to the ceiling, so it slows down and never gets there. */
export const trickle = (percent: number): number =>
  percent >= PROGRESS_CEILING ? percent : percent + (PROGRESS_CEILING - percent) / 10;

export interface DownloadJob {
  /** Fetches the file; must stop when the signal aborts (the user closed the dialog). */
  prepare: (signal: AbortSignal) => Promise<{ name: string; blob: Blob }>;
  /** Ask 确定要下载该文件吗？ first (default true). */
  confirm?: boolean;
  save?: SaveFile;
}

/** What the host draws: a new object on every change, so that useSyncExternalStore sees each one. */
export interface Shown {
  controller: AbortController;
  done: boolean;
}

let shown: Shown | null = null;
const listeners = new Set<() => void>();
const show = (next: Shown | null) => {
  shown = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Closing the dialog: stops a download still being prepared, or ends the short wait on a full bar early. */
export const closeDownload = () => shown?.controller.abort();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a download from question to saved file; resolves whether the file was saved. A refusal, a cancel or a
 * failure resolves false: errors of the SDK are not shown again (the app's SDK client already showed them,
 * 请求已取消! included), anything else shows DOWNLOAD_FAILED.
 */
export async function runDownload({
  prepare,
  confirm = true,
  save = saveWithLink,
}: DownloadJob): Promise<boolean> {
  // The second click of an impatient user must not start a second server-side packing job.
  const refuseIfBusy = () => {
    if (shown) notify('warning', DOWNLOAD_BUSY);
    return shown !== null;
  };
  if (refuseIfBusy()) return false;
  if (confirm && !(await confirmAction(DOWNLOAD_CONFIRM))) return false;
  if (refuseIfBusy()) return false;

  const controller = new AbortController();
  const closed = new Promise<'closed'>((resolve) =>
    controller.signal.addEventListener('abort', () => resolve('closed'), { once: true }),
  );
  show({ controller, done: false });
  try {
    // A prepare that ignores the signal must not keep the dialog (and the next download) waiting: the
    // race answers the close at once and whatever the prepare settles with later is dropped.
    const outcome = await Promise.race([prepare(controller.signal), closed]);
    if (outcome === 'closed') return false;
    save(outcome.blob, outcome.name);
    show({ controller, done: true });
    // The full bar stays in view for one animation, unless the user closes it first.
    await Promise.race([sleep(PROGRESS_SPEED_MS), closed]);
    show(null);
    notify('success', DOWNLOAD_READY);
    return true;
  } catch (error) {
    if (!controller.signal.aborted && !isSdkError(error)) notify('error', DOWNLOAD_FAILED);
    return false;
  } finally {
    if (shown?.controller === controller) show(null);
  }
}

/** The download being shown, or null; the dialog (download-progress-dialog.tsx) draws it. */
export const useShownDownload = (): Shown | null =>
  useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );

const DownloadProgressDialog = retryingLazy(() => import('./download-progress-dialog.js'));
const anyDownload = () => shown !== null;

/** The one download dialog: its code loads with the first download. */
export const DownloadProgressHost = () => (
  <FirstUseHost drawn={DownloadProgressDialog} subscribe={subscribe} asked={anyDownload} />
);
