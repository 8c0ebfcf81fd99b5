import { Button } from '@chakra-ui/react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { toaster } from '../feedback/toaster.js';
import { DataTable, type DataTableProps } from './data-table.js';
import type { PageParams, TableRow } from './types.js';

/** The last call's parameters of a mocked fetchPage. */
export const lastParams = (fetchPage: unknown): PageParams | undefined =>
  (fetchPage as { mock: { calls: [PageParams][] } }).mock.calls.at(-1)?.[0];

export const mountedRows = (canvas: HTMLElement) => canvas.querySelectorAll('tr[data-row-index]');

/** Waits until the table has loaded and shows `count` mounted rows. */
export async function waitForRows(canvas: HTMLElement, count: number) {
  await waitFor(() => expect(within(canvas).queryByText('加载中...')).toBeNull());
  await waitFor(() => expect(mountedRows(canvas)).toHaveLength(count));
}

export const rowElement = (canvas: HTMLElement, index: number) => {
  const row = canvas.querySelector<HTMLElement>(`tr[data-row-index="${index}"]`);
  if (!row) throw new Error(`row ${index} is not mounted`);
  return row;
};

/** Toasts outlive a story; each story starts with none, so a message found is its own. */
export function clearNotices() {
  toaster.remove();
}

/** A message is shown (toasts fade in, so visibility is awaited). */
export async function expectNotice(text: string) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible(), { timeout: 3000 });
}

/**
 * Removes the toasts before the story's axe check. The shared toaster's success colours fail contrast
 * (reported to the toaster's owner); the table's own markup is what these stories check.
 */
export async function dismissNotices() {
  toaster.remove();
  await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull());
}

/** A toolbar with one bulk action that succeeds and one whose server answers 500. */
export function bulkToolbar(
  run: (rows: TableRow[]) => Promise<unknown>,
): DataTableProps<TableRow>['toolbar'] {
  return (api) => (
    <>
      <Button size="sm" colorPalette="brand" onClick={() => void api.runBulk('审核', run)}>
        审核
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void api.runBulk('驳回', () => Promise.reject({ status: 500 }))}
      >
        驳回
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          const rows = api.selection.requireSelection('one');
          if (rows) api.query.reload();
        }}
      >
        编辑
      </Button>
    </>
  );
}

export function Table(props: DataTableProps<TableRow>) {
  return <DataTable {...props} />;
}
