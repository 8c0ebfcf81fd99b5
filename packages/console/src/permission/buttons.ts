import type { ButtonToolbar } from '@practice/sdk/contract';
import type { PageButton } from '../routes/types.js';

/*
 * A page's buttons as the server grants them (SPEC §6): sorted by fIndex and grouped by their toolbar
 * field. Pure, so the rules are tested without a server.
 */

export interface ButtonRow {
  cController: string;
  cAction: string;
  cDisplayName: string;
  fIndex: number;
  cButtonToolbar?: string | null;
  /** The operation's name, when the server adds it. */
  cOperation?: string | null;
}

const TOOLBARS: readonly ButtonToolbar[] = ['toolbar', 'row', 'form', 'tree'];

const toolbarOf = (value: string | null | undefined): ButtonToolbar =>
  TOOLBARS.includes(value as ButtonToolbar) ? (value as ButtonToolbar) : 'toolbar';

/**
 * Server rows to page buttons. The call name is the operation the controller and action form: the
 * server's cOperation, else `resolve(controller, action)`, else the action itself.
 */
export function toPageButtons(
  rows: readonly ButtonRow[],
  resolve: (controller: string, action: string) => string | undefined = () => undefined,
): PageButton[] {
  return rows
    .map((r) => ({
      operation: r.cOperation || resolve(r.cController, r.cAction) || r.cAction,
      label: r.cDisplayName,
      fIndex: r.fIndex,
      toolbar: toolbarOf(r.cButtonToolbar),
    }))
    .sort((a, b) => a.fIndex - b.fIndex);
}

export type ButtonGroups = Record<ButtonToolbar, PageButton[]>;

/** Sorted by fIndex within each toolbar. */
export function groupByToolbar(buttons: readonly PageButton[]): ButtonGroups {
  const groups: ButtonGroups = { toolbar: [], row: [], form: [], tree: [] };
  for (const b of [...buttons].sort((x, y) => x.fIndex - y.fIndex)) groups[b.toolbar].push(b);
  return groups;
}

export const hasButton = (buttons: readonly PageButton[], operation: string) =>
  buttons.some((b) => b.operation === operation);
