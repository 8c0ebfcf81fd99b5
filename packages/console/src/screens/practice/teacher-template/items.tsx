import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { enums } from '@practice/sdk/contract';
import { DataTable, type DataTableApi, notify, type TableRow } from '@practice/ui-kit';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useOnWrite } from '../../../data/use-written.js';
import { usePageButtons, usePageRoute } from '../../../permission/index.js';
import { deleteEntities, editEntity, operationsOf } from '../../entity-list/entity-calls.js';
import { MissingScope, useRouteScope } from '../../kit/index.js';
import { fetchItemPage, ITEM_READS, useAllItems } from './parts/item-calls.js';
import { itemColumns } from './parts/item-columns.js';
import { ITEM_ENTITY, nextSort, sortValue, TEMPLATE_KEY } from './parts/item-form.js';
import { ItemFormDialog } from './parts/item-form-dialog.js';
import { ItemPreview } from './parts/item-preview.js';

/*
 * /practice/teacher-template/items (模板项配置), opened from a template's name: its items beside a live
 * preview of the form students will fill in. The list is the spec's TemplateItem_GetTemplateItemPageList,
 * which the generic list screen cannot call, so the table is laid out here; every saved change (add, edit,
 * delete, a new 排序 typed into its cell) refreshes the table and redraws the preview through the write
 * itself (src/data).
 */

const SCOPE = [TEMPLATE_KEY];
const OPS = operationsOf(ITEM_ENTITY);
const SORT_NOT_WHOLE = '排序必须是整数';

const COLUMNS = itemColumns();
const SEARCH = [
  { key: 'cTemplateItemName', label: '模板项名称' },
  { key: 'fFontType', label: '输入类型', enum: ITEM_ENTITY.fields.fFontType?.enum },
];

type Dialog = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; row: TableRow };

export default function TemplateItemsScreen() {
  const scope = useRouteScope(SCOPE);
  const templateId = scope.values[TEMPLATE_KEY];
  if (!scope.complete || !templateId) return <MissingScope />;
  return <TemplateItems key={templateId} templateId={templateId} />;
}

function TemplateItems({ templateId }: { templateId: string }) {
  const route = usePageRoute();
  const buttons = usePageButtons();
  const { items, received } = useAllItems(templateId);
  const [dialog, setDialog] = useState<Dialog>({ mode: 'closed' });
  const apiRef = useRef<DataTableApi<TableRow>>(undefined);

  const fetchPage = useCallback(
    (params: Parameters<typeof fetchItemPage>[1]) => fetchItemPage(templateId, params),
    [templateId],
  );
  useOnWrite(ITEM_READS, () => apiRef.current?.query.reload());
  const remove = useCallback((rows: TableRow[]) => deleteEntities(ITEM_ENTITY, rows), []);
  const saveSort = useCallback(async (row: TableRow, field: string, text: string) => {
    const sort = sortValue(text);
    if (sort === null) {
      notify('warning', SORT_NOT_WHOLE);
      throw new Error(SORT_NOT_WHOLE);
    }
    await editEntity(ITEM_ENTITY, { [ITEM_ENTITY.key]: row[ITEM_ENTITY.key], [field]: sort });
  }, []);
  const defaults = useMemo(
    () => ({
      [TEMPLATE_KEY]: templateId,
      fSort: String(nextSort(items ?? [])),
      fIsRequired: String(enums.RequiredFlag.required),
    }),
    [templateId, items],
  );

  const toolbar = (api: DataTableApi<TableRow>) => {
    apiRef.current = api;
    return buttons.buttons
      .filter((b) => b.operation === OPS.add || b.operation === OPS.edit)
      .map((b) => {
        const adding = b.operation === OPS.add;
        const onClick = () => {
          if (adding) return setDialog({ mode: 'add' });
          const [row] = api.selection.requireSelection('one') ?? [];
          if (row) setDialog({ mode: 'edit', row });
        };
        return (
          <Button
            key={b.operation}
            size="sm"
            colorPalette="brand"
            variant={adding ? 'solid' : 'outline'}
            onClick={onClick}
          >
            {b.label}
          </Button>
        );
      });
  };

  return (
    <Stack gap="4" data-entity={ITEM_ENTITY.name}>
      <Heading size="md">{route?.title ?? ITEM_ENTITY.label}</Heading>
      <Stack direction={{ base: 'column', xl: 'row' }} align="stretch" gap="4">
        <Box flex="1" minW="0">
          <DataTable<TableRow>
            tableId={route?.key ?? ITEM_ENTITY.name}
            rowKey={ITEM_ENTITY.key}
            columns={COLUMNS}
            fetchPage={fetchPage}
            initialSort={{ name: 'fSort', order: 'asc' }}
            searchFields={SEARCH}
            dateRange={false}
            toolbar={toolbar}
            {...(buttons.has(OPS.remove) ? { onDelete: remove } : {})}
            {...(buttons.has(OPS.edit) ? { onInlineEdit: saveSort } : {})}
            exportable
            exportFileName={route?.title ?? ITEM_ENTITY.label}
          />
        </Box>
        <ItemPreview items={items} received={received} />
      </Stack>
      <ItemFormDialog
        open={dialog.mode !== 'closed'}
        editing={dialog.mode === 'edit' ? dialog.row : undefined}
        defaults={defaults}
        addLabel={buttons.label(OPS.add) || '新增'}
        onClose={() => setDialog({ mode: 'closed' })}
      />
    </Stack>
  );
}
