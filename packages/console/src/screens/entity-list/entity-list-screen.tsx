import { Button, Heading, Stack } from '@chakra-ui/react';
import { entityByName } from '@practice/sdk/contract';
import {
  type ColumnOverrides,
  columnsFromEntity,
  DataTable,
  type DataTableApi,
  type SearchField,
  type TableRow,
} from '@practice/ui-kit';
import { useCallback, useMemo, useRef, useState } from 'react';
import { usePageButtons, usePageRoute } from '../../permission/index.js';
import { deleteEntities, fetchEntityPage, operationsOf } from './entity-calls.js';
import { EntityFormDialog } from './entity-form-dialog.js';
import { formFieldsOf } from './form-fields.js';

/** Which of the generic actions a screen offers; each still needs the server's button (SPEC §6). */
export interface EntityActions {
  add?: boolean;
  edit?: boolean;
  remove?: boolean;
  export?: boolean;
}

export interface EntityListScreenProps {
  /** The entity whose Get{E}PageList fills the table: the catalogue screen's controller. */
  entity: string;
  columns?: ColumnOverrides;
  /** The search form's fields; the searchable columns when absent. */
  searchFields?: readonly SearchField[];
  /** Fields the add/edit form leaves out. */
  omitFromForm?: readonly string[];
  actions?: EntityActions;
}

const ALL_ACTIONS: Required<EntityActions> = { add: true, edit: true, remove: true, export: true };

function entityNamed(name: string) {
  const entity = entityByName.get(name);
  if (!entity) throw new Error(`no entity ${name} in the contract`);
  return entity;
}

type Dialog = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; row: TableRow };

/**
 * The catalogue's list screen (DESIGN "The console"): an entity's columns, search, paging, sort and
 * export, with 添加 / 编辑 / 删除 where the server grants the page those buttons.
 */
export function EntityListScreen(props: EntityListScreenProps) {
  const entity = entityNamed(props.entity);
  const route = usePageRoute();
  const buttons = usePageButtons();
  const ops = operationsOf(entity);
  const actions = { ...ALL_ACTIONS, ...props.actions };
  const can = {
    add: actions.add && buttons.has(ops.add),
    edit: actions.edit && buttons.has(ops.edit),
    remove: actions.remove && buttons.has(ops.remove),
  };

  const columns = useMemo(() => columnsFromEntity(entity, props.columns), [entity, props.columns]);
  const fields = useMemo(() => formFieldsOf(entity, props.omitFromForm), [entity, props.omitFromForm]);
  const fetchPage = useCallback(
    (params: Parameters<typeof fetchEntityPage>[1]) => fetchEntityPage(entity, params),
    [entity],
  );
  const removeRows = useCallback((rows: TableRow[]) => deleteEntities(entity, rows), [entity]);
  const [dialog, setDialog] = useState<Dialog>({ mode: 'closed' });
  const reloadRef = useRef<() => void>(() => undefined);

  const toolbar = (api: DataTableApi<TableRow>) => {
    reloadRef.current = api.query.reload;
    return (
      <>
        {can.add && (
          <Button size="sm" colorPalette="brand" onClick={() => setDialog({ mode: 'add' })}>
            添加
          </Button>
        )}
        {can.edit && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              const [row] = api.selection.requireSelection('one') ?? [];
              if (row) setDialog({ mode: 'edit', row });
            }}
          >
            编辑
          </Button>
        )}
      </>
    );
  };

  const sort = entity.defaultSort;
  return (
    <Stack gap="4" data-entity={entity.name}>
      <Heading size="md">{route?.title ?? entity.label}</Heading>
      <DataTable<TableRow>
        tableId={route?.key ?? entity.name}
        rowKey={entity.key}
        columns={columns}
        fetchPage={fetchPage}
        initialSort={sort ? { name: sort.field, order: sort.order } : null}
        {...(props.searchFields ? { searchFields: props.searchFields } : {})}
        toolbar={toolbar}
        {...(can.remove ? { onDelete: removeRows } : {})}
        exportable={actions.export}
        exportFileName={route?.title ?? entity.label}
      />
      <EntityFormDialog
        entity={entity}
        fields={fields}
        open={dialog.mode !== 'closed'}
        editing={dialog.mode === 'edit' ? dialog.row : undefined}
        onClose={() => setDialog({ mode: 'closed' })}
        onSaved={() => reloadRef.current()}
      />
    </Stack>
  );
}
