import { type DataTableApi, runBulkAction, type TableRow } from '@practice/ui-kit';
import { callOperation } from './entity-calls.js';

/*
 * The toolbar of a list screen is the page's server buttons (SPEC §6), in their fIndex order and with their
 * labels; a screen says what each of its operations does. A button without a handler is not drawn, and a
 * handler without the server's button is never offered.
 */

/** What a handler may use: the table (selection, reload) and the screen's navigation. */
export interface ListContext {
  api: DataTableApi<TableRow>;
  /** The server's word on the button pressed (上架, 冻结 ...): the action's name in its messages. */
  label: string;
  /** The page's route query without its header (the course or student the page is about). */
  routeQuery: Record<string, string>;
  reload: () => void;
  /** Opens a sibling screen of the current group ('school-edit') with a query. */
  openChild: (child: string, query?: Record<string, string>) => void;
}

export interface ListAction {
  /**
   * Rows it acts on: 'one' exactly one selected (只能选中一项数据编辑), 'any' at least one (未选中任何行),
   * 'none' the selection is not used (新增, 导入).
   */
  need: 'one' | 'any' | 'none';
  run: (rows: TableRow[], ctx: ListContext) => unknown;
  /**
   * Whether the button is drawn for the rows selected now (a step of a status chain that only some rows
   * can take); drawn always when absent.
   */
  shown?: (selected: TableRow[]) => boolean;
}

/** Handlers by operation name: Add{E}, AuthAppUserIDS, SetAppRoleUser ... */
export type ListActions = Readonly<Record<string, ListAction>>;

/**
 * A call on the selected rows' ids (Auth/UnAuth, freeze, publish): an optional confirmation, then
 * 「{label}成功! 即将刷新数据,请稍后...」 and a reload, as every bulk action of SPEC §8.
 */
export function bulkCall(
  operation: string,
  options: {
    key: string;
    /** The question asked first, from the chosen rows and the button's word. */
    confirm?: (rows: TableRow[], label: string) => string;
    body?: (rows: TableRow[]) => unknown;
  },
): ListAction {
  return {
    need: 'any',
    run: (rows, { label, reload }) =>
      runBulkAction({
        action: label,
        rows,
        run: (chosen) =>
          callOperation(operation, options.body?.(chosen) ?? { ids: chosen.map((r) => r[options.key]) }),
        reload,
        ...(options.confirm ? { confirmText: options.confirm(rows, label) } : {}),
      }),
  };
}
