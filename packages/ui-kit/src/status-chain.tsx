import type { EnumDef } from '@practice/sdk/contract';
import type { TableColumn, TableRow } from './data-table/types.js';
import { StatusTag } from './status-tag.js';

/*
 * A chained status (SPEC 4, the job status chain): each state only means something once the one before it
 * reached a given value (a post is published only once passed, finished only once published), and the
 * text shown is the last state that applies. Declared as data; one chain per entity.
 */

export interface ChainLink {
  /** The row's field holding this state (fStatus, fIsPublish, fIsFinished). */
  field: string;
  enumDef: EnumDef;
  /** The value of this state at which the next link applies; the last link has none. */
  opensNext?: string | number;
}

export interface ChainedState {
  enumDef: EnumDef;
  value: unknown;
}

/** The state to show: the last link reached (a link is reached when the previous one holds its opensNext). */
export function chainedStatus(row: TableRow, chain: readonly ChainLink[]): ChainedState | null {
  let shown: ChainedState | null = null;
  for (const link of chain) {
    shown = { enumDef: link.enumDef, value: row[link.field] };
    if (link.opensNext === undefined || String(row[link.field]) !== String(link.opensNext)) break;
  }
  return shown;
}

/** The chain's text, for export and search (the same words the tag shows). */
export function chainedStatusText(row: TableRow, chain: readonly ChainLink[]): string {
  const state = chainedStatus(row, chain);
  return state ? state.enumDef.labelOf(state.value) : '';
}

export function ChainedStatusTag({ row, chain }: { row: TableRow; chain: readonly ChainLink[] }) {
  const state = chainedStatus(row, chain);
  return state ? <StatusTag enumDef={state.enumDef} value={state.value} /> : null;
}

/** A table column showing the chain as one tag, exported as its text. */
export function chainedStatusColumn<Row extends TableRow>(
  key: string,
  title: string,
  chain: readonly ChainLink[],
): TableColumn<Row> {
  return {
    key,
    title,
    text: (row) => chainedStatusText(row, chain),
    render: (row) => <ChainedStatusTag row={row} chain={chain} />,
  };
}
