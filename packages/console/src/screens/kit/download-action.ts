import {
  type BatchDownloadName,
  batchDownload,
  type DownloadedFile,
  downloadFile,
  type InputOf,
  isSdkError,
} from '@practice/sdk';
import { emptyLabel, notify, runDownload, type TableRow } from '@practice/ui-kit';
import { reportError, sdk } from '../../sdk.js';
import type { ListAction } from '../entity-list/list-actions.js';

/*
 * Downloads of the list screens (SPEC §7.3 batch downloads, §7.4 stored files) through the kit's download
 * dialog: question, 正在准备下载数据中..., 下载准备就绪!, cancelled by closing the dialog.
 */

/**
 * The app's SDK shows the failures of its operation calls itself (onError in src/sdk.ts), and the dialog
 * therefore stays quiet about SDK errors. Fetching the file is not an operation call, so nothing has shown
 * its failure (timeout, 404, 请求已取消!) yet: it is shown here, as any call's would be. Such errors are
 * the ones naming no operation.
 */
function reportFileFetch(error: unknown): never {
  if (isSdkError(error) && error.operation === undefined) reportError(error);
  throw error;
}

const saveable = (file: DownloadedFile) => ({ name: file.name, blob: file.blob });

/**
 * A toolbar button that packs rows on the server and downloads the pack (批量下载, 打包下载). The input is
 * built from the chosen rows and the page's route query (the course the students belong to).
 */
export function batchDownloadAction<N extends BatchDownloadName>(
  operation: N,
  options: {
    need: 'any' | 'none';
    input: (rows: TableRow[], routeQuery: Record<string, string>) => InputOf<N>;
  },
): ListAction {
  return {
    need: options.need,
    run: (rows, { routeQuery }) =>
      runDownload({
        prepare: (signal) =>
          batchDownload(sdk, operation, options.input(rows, routeQuery), { signal }).then(
            saveable,
            reportFileFetch,
          ),
      }),
  };
}

/**
 * A row's stored file (its cFilePath). `afterDownload` is the screen's download-count call: it counts
 * files people actually got, so it runs only once the file is saved.
 */
export async function downloadStoredFile(
  path: string,
  options: { afterDownload?: () => Promise<unknown> } = {},
): Promise<boolean> {
  // A row without a file (SPEC 3 shows it as 未上传) has nothing to fetch: say so before asking.
  if (!path.trim()) {
    notify('warning', `${emptyLabel('file')}，无可下载的文件`);
    return false;
  }
  const saved = await runDownload({
    prepare: (signal) => downloadFile(sdk, path, { signal }).then(saveable, reportFileFetch),
  });
  if (saved && options.afterDownload) {
    // The file is saved whatever happens to the count; a refused count was shown by the SDK already.
    await options.afterDownload().catch((error: unknown) => {
      if (!isSdkError(error)) throw error;
    });
  }
  return saved;
}
