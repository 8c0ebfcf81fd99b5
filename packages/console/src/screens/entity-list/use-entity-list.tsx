import type { ListedEntity } from '@practice/sdk';
import { RECORD_HISTORY_OPERATION } from '@practice/sdk/contract';
import {
  type AnyColumns,
  type ColumnOverrides,
  columnsFromEntity,
  type DataTableApi,
  type DataTableProps,
  type DateRangeSpec,
  HEADER_QUERY_KEY,
  type QueryValues,
  type SearchField,
  searchableColumns,
  type TableRow,
} from '@practice/ui-kit';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useOnWrite } from '../../data/use-written.js';
import { usePageButtons, usePageRoute } from '../../permission/index.js';
import { authStore } from '../../stores/auth.js';
import { useRecordHistory } from '../kit/record-history.js';
import { queryValues } from '../kit/route-scope.js';
import { mayChangeRows } from './course-owner.js';
import { deleteEntities, fetchEntityPage, listReads, operationsOf } from './entity-calls.js';
import type { EntityFormDialogProps } from './entity-form-dialog.js';
import { dateRangeOf, entityNamed } from './entity-lookup.js';
import { reportExport } from './export-report.js';
import { withFileCells } from './file-columns.js';
import { formFieldsOf } from './form-fields.js';
import type { FormParts } from './form-parts.js';
import type { ListActions, ListContext } from './list-actions.js';
import { toolbarButtons } from './list-toolbar.js';
import { filtersForRoles } from './role-filters.js';
import { idOf } from './row-id.js';
import { hideSchoolFixed } from './school-columns.js';

export interface EntityListOptions<E extends ListedEntity = ListedEntity> {
  /** The entity whose Get{E}PageList fills the table: the catalogue screen's controller. */
  entity: E;
  /** The call that fills the table instead of Get{E}PageList (a back end's own list of the same rows). */
  pageOperation?: string;
  /** Typed by the entity where the screen declares them as EntityColumns<'X'> (a misspelt field does not compile). */
  columns?: AnyColumns;
  /** The search form's fields; the searchable columns when absent. */
  searchFields?: readonly SearchField[];
  /** Searchable columns the form leaves out (the server still filters by them for other callers). */
  searchOmit?: readonly string[];
  /** Fields the add/edit form leaves out. */
  omitFromForm?: readonly string[];
  /** A new row's values before the user types (a tree's chosen node, the page's school). */
  formDefaults?: Readonly<Record<string, string>>;
  /** What the page's buttons do, by operation; Add{E} and Edit{E} open the generic form unless given. */
  handlers?: ListActions;
  /** Values every page call carries (a tree selection); a change reloads from page 1. */
  filter?: QueryValues;
  /** After the add/edit form saved: what the call answered, and whether it added (an account's password). */
  onSaved?: (answer: unknown, added: boolean) => void;
  /**
   * Entities the rows show beyond their own and those the catalogue joins (counts the server assembles):
   * a write to one of them refreshes the page too.
   */
  alsoReads?: readonly string[];
  /** The date range of the search form; the entity's own range field when absent, none when false. */
  dateRange?: DateRangeSpec | false;
  /** Shows 导出 (default true). */
  exportable?: boolean;
  /** The add/edit form's own controls and checks for fields whose value has a shape of its own. */
  formParts?: FormParts;
}

type Dialog = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; row: TableRow };

/**
 * The state of the catalogue's list screen (DESIGN "The console"): an entity's columns, search, paging,
 * sort and export, the toolbar of the page's server buttons (SPEC §6) in their order and words, and the
 * add/edit form. EntityListView draws it; a page of its own composes the two (a button beside the title, a
 * tree beside the table) instead of wrapping the screen. The rows refresh themselves after any write
 * through the SDK that may have changed them (src/data): no page counts reloads.
 */
export function useEntityList<E extends ListedEntity>(props: EntityListOptions<E>) {
  const entity = entityNamed(props.entity);
  const route = usePageRoute();
  const buttons = usePageButtons();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ops = operationsOf(entity);
  const [dialog, setDialog] = useState<Dialog>({ mode: 'closed' });
  const history = useRecordHistory(entity);
  const apiRef = useRef<DataTableApi<TableRow>>(undefined);
  const user = useSnapshot(authStore).user;
  const mayChange = (rows: TableRow[]) => mayChangeRows(entity, user, rows);
  const filterRef = useRef(props.filter);
  filterRef.current = props.filter;

  const roles = user?.roles;
  // Typed where the screen declares them; the derivation reads them as overrides of any row.
  const overrides = props.columns as ColumnOverrides | undefined;
  const columns = useMemo(
    () =>
      withFileCells(hideSchoolFixed(columnsFromEntity(entity, overrides), entity, roles ?? [], overrides)),
    [entity, overrides, roles],
  );
  // Only the filters this user may use: no 学校 under one school, no state only others move.
  const searchFields = useMemo(
    () =>
      filtersForRoles(
        props.searchFields ??
          searchableColumns(columns)
            .filter((c) => !props.searchOmit?.includes(c.key))
            .map((c) => ({ key: c.key, label: c.title, enum: c.enum })),
        entity,
        roles ?? [],
      ),
    [props.searchFields, props.searchOmit, columns, entity, roles],
  );
  const fields = useMemo(() => formFieldsOf(entity, props.omitFromForm), [entity, props.omitFromForm]);
  // What the rows read, both for the answers kept and for the writes that refresh them.
  const alsoReads = (props.alsoReads ?? []).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: alsoReads is the list's content in words.
  const reads = useMemo(
    () => listReads(entity, props.pageOperation, props.alsoReads),
    [entity, props.pageOperation, alsoReads],
  );
  const fetchPage = useCallback(
    (params: Parameters<typeof fetchEntityPage>[1]) =>
      fetchEntityPage(entity, { ...params, ...filterRef.current }, props.pageOperation, reads),
    [entity, props.pageOperation, reads],
  );
  const removeRows = useCallback((rows: TableRow[]) => deleteEntities(entity, rows), [entity]);
  const reload = useCallback(() => apiRef.current?.query.reload(), []);
  useOnWrite(reads, reload);
  // An add's answer is the new row (the contract's Add{E} Content). The write's reload shows the page the user
  // is on, and a list in ascending order (院系管理's 排序) holds the new row on another: the table opens that
  // page and marks the row, so that what was just saved is in view.
  const reveal = useCallback(
    (added: unknown) => {
      const id = added && typeof added === 'object' ? idOf(added as TableRow, entity.key) : '';
      if (id) void apiRef.current?.query.revealRow(id);
    },
    [entity.key],
  );

  // A new filter (another tree node) starts again from page 1; the first render's filter is already in.
  // The last applied values are compared, not a first-run flag: a kept-alive view re-runs its effects each
  // time its tab is shown again, and that must not throw the user back to page 1.
  const filterKey = JSON.stringify(props.filter ?? {});
  const appliedFilter = useRef(filterKey);
  useEffect(() => {
    if (filterKey === appliedFilter.current) return;
    appliedFilter.current = filterKey;
    apiRef.current?.query.patchQuery({});
  }, [filterKey]);

  const parent = route?.path.slice(0, route.path.lastIndexOf('/')) ?? '';
  // A link from a child page whose rows lack the course name keeps the header this page was opened with.
  const header = params.get(HEADER_QUERY_KEY);
  const follow = (path: string, query: Record<string, string>) =>
    navigate({
      pathname: path,
      search: new URLSearchParams(
        header && !query[HEADER_QUERY_KEY] ? { ...query, [HEADER_QUERY_KEY]: header } : query,
      ).toString(),
    });
  const context = (api: DataTableApi<TableRow>, label: string): ListContext => ({
    api,
    label,
    routeQuery: queryValues(params),
    reload: api.query.reload,
    openChild: (child, query = {}) =>
      navigate({ pathname: `${parent}/${child}`, search: new URLSearchParams(query).toString() }),
  });
  const handlers: ListActions = {
    [ops.add]: { need: 'none', run: () => setDialog({ mode: 'add' }) },
    [ops.edit]: { need: 'one', run: ([row]) => row && setDialog({ mode: 'edit', row }) },
    [RECORD_HISTORY_OPERATION]: history.action,
    ...props.handlers,
  };

  const toolbar = (api: DataTableApi<TableRow>) => {
    apiRef.current = api;
    return toolbarButtons({
      buttons: buttons.buttons,
      handlers,
      selected: api.selection.selectedRows,
      // 删除 is the table's own button; 编辑 only for rows the user may change (a course's own tutors).
      drawn: (operation, selected) =>
        operation !== ops.remove && (operation !== ops.edit || mayChange(selected)),
      press: (action, label) => {
        const rows = action.need === 'none' ? [] : api.selection.requireSelection(action.need);
        if (rows) void action.run(rows, context(api, label));
      },
    });
  };

  const sort = entity.defaultSort;
  const table: DataTableProps<TableRow> = {
    tableId: route?.key ?? entity.name,
    rowKey: entity.key,
    columns,
    fetchPage,
    initialSort: sort ? { name: sort.field, order: sort.order } : null,
    searchFields,
    dateRange: props.dateRange ?? dateRangeOf(entity),
    toolbar,
    ...(buttons.has(ops.remove) ? { onDelete: removeRows, deletable: mayChange } : {}),
    exportable: props.exportable ?? true,
    exportFileName: route?.title ?? entity.label,
    onExported: (rows, fileName) =>
      void reportExport({
        entity,
        listOperation: props.pageOperation,
        rows,
        fileName,
        query: { ...apiRef.current?.query.query, ...filterRef.current },
      }),
    ...(route ? { currentPath: route.path } : {}),
    onNavigate: follow,
  };
  const form: EntityFormDialogProps = {
    entity,
    fields,
    open: dialog.mode !== 'closed',
    editing: dialog.mode === 'edit' ? dialog.row : undefined,
    defaults: props.formDefaults,
    addLabel: buttons.label(ops.add) || '新增',
    parts: props.formParts,
    onClose: () => setDialog({ mode: 'closed' }),
    // The rows refresh through the write itself (useOnWrite above); the screen hears what was answered.
    onSaved: (answer) => {
      const added = dialog.mode === 'add';
      if (added) reveal(answer);
      props.onSaved?.(answer, added);
    },
  };
  return {
    entity,
    title: route?.title ?? entity.label,
    table,
    /**
     * Whether the page's buttons are known. Until then the table waits: a toolbar drawn without them would
     * grow (and wrap, on a phone) when they came, pushing the rows down. The shell asks for them as soon as
     * the address is known, so they are mostly there before the screen.
     */
    ready: buttons.loaded,
    form,
    historyDialog: history.dialog,
    /** Asks for the current page again (what a write does by itself; for changes made outside the SDK). */
    reload,
    /** Shows a row added outside the list's own form (a tree's 添加): its page opened, the row marked. */
    reveal,
  };
}

export type EntityList = ReturnType<typeof useEntityList>;
