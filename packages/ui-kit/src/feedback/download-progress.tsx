import { Button, CloseButton, Dialog, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { DOWNLOAD_CONFIRM, DOWNLOAD_PREPARING, DOWNLOAD_READY, isSdkError } from '@practice/sdk';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type SaveFile, saveWithLink } from '../data-table/export-table.js';
import { confirmAction } from './confirm.js';
import { notify } from './toaster.js';

/*
 * A download the server prepares for a while (a batch of students' materials, a stored file) shown as the
 * spec's dialog: 确定要下载该文件吗？, then 正在准备下载数据中... with a bar, then 下载准备就绪!. The one
 * <DownloadProgressHost/> the provider mounts draws whichever download runs; closing it is the cancel.
 */

/** SPEC §9: the progress bar's speed (its animation, ms) and trickle (the interval of its steps, ms). */
export const PROGRESS_SPEED_MS = 500;
export const PROGRESS_TRICKLE_MS = 200;
const PROGRESS_START = 8;
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
interface Shown {
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
const closeDownload = () => shown?.controller.abort();

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

export function DownloadProgressHost() {
  const current = useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
  const [percent, setPercent] = useState(PROGRESS_START);
  const controller = current?.controller;
  const done = current?.done === true;
  // Each download starts from the start and trickles until its file is there, then shows a full bar; a
  // closed dialog keeps its last value while it fades out. (A download is never done twice, so a run of
  // this effect with a controller and not done is always a new download.)
  useEffect(() => {
    if (!controller) return;
    if (done) {
      setPercent(100);
      return;
    }
    setPercent(PROGRESS_START);
    const timer = setInterval(() => setPercent(trickle), PROGRESS_TRICKLE_MS);
    return () => clearInterval(timer);
  }, [controller, done]);

  return (
    <Dialog.Root
      open={current !== null}
      onOpenChange={(details) => !details.open && closeDownload()}
      size="sm"
      placement="center"
      // An outside click is too easy a way to throw away minutes of server work: only 取消, Esc and ×.
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>下载</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{DOWNLOAD_PREPARING}</Text>
                <Progress.Root
                  value={percent}
                  max={100}
                  colorPalette="brand"
                  translations={{ value: (details) => `下载进度 ${Math.round(details.percent)}%` }}
                >
                  <Progress.Track>
                    <Progress.Range transition={`width ${PROGRESS_SPEED_MS}ms ease`} />
                  </Progress.Track>
                </Progress.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={closeDownload}>
                取消
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
