export { clearNotices, expectNotice } from '../testing/notices.js';

import { Button } from '@chakra-ui/react';
import { expect, waitFor, within } from 'storybook/test';
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
