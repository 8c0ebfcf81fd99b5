import { CANCELLED_TEXT, SdkError } from '@practice/sdk';
import type { DataTableApi, DownloadJob, TableRow } from '@practice/ui-kit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListContext } from '../entity-list/list-actions.js';
import { batchDownloadAction, downloadStoredFile } from './download-action.js';

/*
 * The real SDK client (contract validation, the two steps of a batch download) over a fake back end; the
 * kit's dialog is replaced by a stand-in that keeps its promise: prepare with a signal, then saved or not.
 */

const h = vi.hoisted(() => ({
  fetch: vi.fn<typeof fetch>(),
  reportError: vi.fn(),
  runDownload: vi.fn<(job: DownloadJob) => Promise<boolean>>(),
}));

vi.mock('../../sdk.js', async () => {
  const { createSdk } = await import('@practice/sdk');
  return {
    sdk: createSdk({ baseUrl: 'https://school.example', fetch: h.fetch, onError: h.reportError }),
    reportError: h.reportError,
  };
});
vi.mock('@practice/ui-kit', () => ({ runDownload: h.runDownload }));

const COURSE = '5f1c0d3b9a7e4c2d8b6a0f1e3d5c7b9a';
const STUDENT_A = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';
const STUDENT_B = 'f9e8d7c6b5a4039281706f5e4d3c2b1a';
const PACK_URL = '/Download/packs/实习学生资料.zip';

/** Files the stand-in dialog saved, and the controller of the download it runs. */
let saved: { name: string; text: string }[];
let controller: AbortController;

/** The kit's dialog as the console sees it: confirmed, then prepare, then save on success. */
async function dialogConfirmed(job: DownloadJob): Promise<boolean> {
  controller = new AbortController();
  try {
    const file = await job.prepare(controller.signal);
    saved.push({ name: file.name, text: await file.blob.text() });
    return true;
  } catch {
    return false;
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Requests the back end received, as method, path and body. */
let received: { method: string; path: string; body: unknown }[];

function backEnd(answer: (path: string) => Response | Promise<Response>) {
  h.fetch.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = decodeURIComponent(new URL(request.url).pathname);
    const text = await request.text();
    received.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    const response = await answer(path);
    // As a real fetch: a request whose signal aborted meanwhile rejects rather than answers.
    if (request.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return response;
  });
}

/** The batch download answers its pack's URL, and the pack is there. */
const packReady = (path: string) =>
  path.endsWith('/BatchDownloadInternshipStudent')
    ? json({ Code: 10000, Content: PACK_URL })
    : new Response('zip-bytes', { headers: { 'content-type': 'application/zip' } });

const rows: TableRow[] = [
  { fInternshipStudentId: STUDENT_A, cRealName: '张三' },
  { fInternshipStudentId: STUDENT_B, cRealName: '李四' },
];
const context = (routeQuery: Record<string, string>): ListContext => ({
  api: {} as DataTableApi<TableRow>,
  label: '批量下载',
  routeQuery,
  reload: vi.fn(),
  openChild: vi.fn(),
});

const studentsAction = () =>
  batchDownloadAction('BatchDownloadInternshipStudent', {
    need: 'any',
    input: (chosen, query) => ({
      fInternshipStudentIds: chosen.map((row) => String(row.fInternshipStudentId)),
      fInternshipInfoId: query.fInternshipInfoId ?? '',
      // A literal in a generic call's callback is widened to number: `as const` keeps it a download mode.
      fDownloadType: 2 as const,
    }),
  });

beforeEach(() => {
  saved = [];
  received = [];
  h.fetch.mockReset();
  h.reportError.mockReset();
  h.runDownload.mockReset().mockImplementation(dialogConfirmed);
});

describe('batchDownloadAction', () => {
  it('posts the input built from the rows and the route query, then downloads the answered pack', async () => {
    backEnd(packReady);
    const action = studentsAction();
    expect(action.need).toBe('any');

    await expect(action.run(rows, context({ fInternshipInfoId: COURSE }))).resolves.toBe(true);

    expect(received).toEqual([
      {
        method: 'POST',
        path: '/WDPracticeInternshipPlugin/api/v1/InternshipStudent/BatchDownloadInternshipStudent',
        body: { fInternshipStudentIds: [STUDENT_A, STUDENT_B], fInternshipInfoId: COURSE, fDownloadType: 2 },
      },
      { method: 'GET', path: PACK_URL, body: undefined },
    ]);
    expect(saved).toEqual([{ name: '实习学生资料.zip', text: 'zip-bytes' }]);
    expect(h.reportError).not.toHaveBeenCalled();
  });

  it.each([
    ['the server packs the files', 'BatchDownloadInternshipStudent'],
    ['the pack is fetched', undefined],
  ])('closing the dialog while %s cancels that request, shown once as 请求已取消!', async (_, operation) => {
    backEnd((path) => {
      // The user closes the dialog while this request is under way.
      if (operation === undefined ? path === PACK_URL : path.endsWith(`/${operation}`)) controller.abort();
      return path === PACK_URL ? new Response('late') : json({ Code: 10000, Content: PACK_URL });
    });
    await expect(studentsAction().run(rows, context({ fInternshipInfoId: COURSE }))).resolves.toBe(false);
    expect(saved).toEqual([]);
    expect(received).toHaveLength(operation === undefined ? 2 : 1);
    // The SDK shows its call's cancellation; the file fetch is no SDK call, so its cancellation is shown here.
    expect(h.reportError).toHaveBeenCalledOnce();
    expect(h.reportError.mock.calls[0]?.[0]).toMatchObject({
      kind: 'cancelled',
      message: CANCELLED_TEXT,
      operation,
    });
  });

  it('shows a failed file fetch once, and leaves a refused call to the SDK (not shown twice)', async () => {
    backEnd((path) =>
      path.endsWith('/BatchDownloadInternshipStudent')
        ? json({ Code: 10000, Content: PACK_URL })
        : json({ Code: 404, Message: '文件不存在' }, 404),
    );
    await expect(studentsAction().run(rows, context({ fInternshipInfoId: COURSE }))).resolves.toBe(false);
    expect(h.reportError).toHaveBeenCalledOnce();
    expect(h.reportError.mock.calls[0]?.[0]).toMatchObject({ status: 404, operation: undefined });

    h.reportError.mockReset();
    received = [];
    backEnd(() => json({ Code: 500, Message: '打包失败' }));
    await expect(studentsAction().run(rows, context({ fInternshipInfoId: COURSE }))).resolves.toBe(false);
    // Only the SDK's own onError: the dialog is handed an SdkError and stays quiet.
    expect(h.reportError).toHaveBeenCalledOnce();
    expect(h.reportError.mock.calls[0]?.[0]).toMatchObject({
      operation: 'BatchDownloadInternshipStudent',
      message: '服务错误! 错误内容: 打包失败',
    });
    expect(received.filter((r) => r.method === 'GET')).toEqual([]);
  });

  it('sends nothing when the page has no course in its query: the contract refuses the input', async () => {
    backEnd(packReady);
    await expect(studentsAction().run(rows, context({}))).resolves.toBe(false);
    expect(received).toEqual([]);
    expect(saved).toEqual([]);
    // The SDK shows its own refusal of the input, once.
    expect(h.reportError).toHaveBeenCalledOnce();
    expect(h.reportError.mock.calls[0]?.[0]).toMatchObject({ kind: 'validation' });
  });

  it('asks nothing of the server when the question is refused', async () => {
    backEnd(packReady);
    h.runDownload.mockResolvedValue(false);
    await expect(studentsAction().run(rows, context({ fInternshipInfoId: COURSE }))).resolves.toBe(false);
    expect(h.fetch).not.toHaveBeenCalled();
  });
});

describe('downloadStoredFile', () => {
  const PATH = 'references/cFilePath/a1b2c3---实习指导书.pdf';

  it('downloads the stored file under its shown name, then runs the count call', async () => {
    backEnd(() => new Response('pdf-bytes', { headers: { 'content-type': 'application/pdf' } }));
    const afterDownload = vi.fn(async () => {
      // The count is for a file the user has: it is saved by now.
      expect(saved).toHaveLength(1);
    });

    await expect(downloadStoredFile(PATH, { afterDownload })).resolves.toBe(true);

    expect(received).toEqual([{ method: 'GET', path: `/files/${PATH}`, body: undefined }]);
    expect(saved).toEqual([{ name: '实习指导书.pdf', text: 'pdf-bytes' }]);
    expect(afterDownload).toHaveBeenCalledOnce();
  });

  it('does not count a download that was refused or failed', async () => {
    const afterDownload = vi.fn(async () => undefined);

    h.runDownload.mockResolvedValueOnce(false);
    await expect(downloadStoredFile(PATH, { afterDownload })).resolves.toBe(false);
    expect(h.fetch).not.toHaveBeenCalled();

    backEnd(() => json({ Code: 500, Message: '服务器发生错误' }, 500));
    await expect(downloadStoredFile(PATH, { afterDownload })).resolves.toBe(false);
    expect(h.reportError).toHaveBeenCalledOnce();

    expect(afterDownload).not.toHaveBeenCalled();
  });

  it('still reports the file as saved when the count call is refused (the SDK showed that)', async () => {
    backEnd(() => new Response('pdf-bytes'));
    const refused = new SdkError({
      kind: 'business',
      message: '服务错误! 错误内容: 计数失败',
      operation: 'X',
    });
    await expect(downloadStoredFile(PATH, { afterDownload: () => Promise.reject(refused) })).resolves.toBe(
      true,
    );

    // A bug in the screen's own code is not swallowed.
    await expect(
      downloadStoredFile(PATH, { afterDownload: () => Promise.reject(new TypeError('x is undefined')) }),
    ).rejects.toThrow(TypeError);
  });
});
