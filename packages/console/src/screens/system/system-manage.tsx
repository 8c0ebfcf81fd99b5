import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { enums } from '@practice/sdk/contract';
import {
  DataTable,
  OptionSelect,
  type PageParams,
  type TableColumn,
  type TreeNode,
  TreePanel,
} from '@practice/ui-kit';
import { useCallback, useMemo, useState } from 'react';
import { usePageRoute } from '../../permission/index.js';
import { callOperation } from '../entity-list/index.js';
import {
  type ButtonRow,
  buttonsUnder,
  pageOfRows,
  type ServiceMenus,
  serviceMenuTree,
  toolbarLabel,
} from './roles/service-menus.js';

const COLUMNS: TableColumn<ButtonRow>[] = [
  { key: 'cMenuName', title: '所属菜单' },
  { key: 'cDisplayName', title: '按钮名称', sortable: true },
  { key: 'cOperation', title: '接口', sortable: true },
  { key: 'cButtonToolbar', title: '位置', text: (row) => toolbarLabel(row.cButtonToolbar) },
  { key: 'fIndex', title: '排序', sortable: true },
];
const SEARCH_FIELDS = [{ key: 'cDisplayName', label: '按钮名称' }];

const loadMenus = (serviceId: string) =>
  callOperation(
    'ServiceMenuBtnGetList',
    serviceId ? { fServiceId: Number(serviceId) } : {},
  ) as Promise<ServiceMenus>;

/**
 * /system/system-manage (菜单管理): the services, menus and buttons the server holds, read-only (the
 * catalogue seeds them; roles are given them on the role screens). The tree shows services and menus,
 * optionally of one service; the table lists the buttons of the chosen entry and of the menus below it.
 */
export default function SystemManageScreen() {
  const route = usePageRoute();
  const [serviceId, setServiceId] = useState('');
  const [services, setServices] = useState<{ value: string; label: string }[]>([]);
  const [data, setData] = useState<ServiceMenus>({ menus: [], buttons: [] });
  const [chosen, setChosen] = useState<TreeNode | null>(null);

  const fetchTree = useCallback(async () => {
    const loaded = await loadMenus(serviceId);
    setData(loaded);
    // The service choices come from the unfiltered list (a filtered one holds one service).
    if (!serviceId) {
      setServices(
        loaded.menus
          .filter((m) => m.type === enums.MenuType.service)
          .map((m) => ({ value: String(m.id), label: m.cDisplayName })),
      );
    }
    return serviceMenuTree(loaded.menus);
  }, [serviceId]);

  const rows = useMemo(() => buttonsUnder(data, chosen), [data, chosen]);
  const fetchPage = useCallback(
    async (params: PageParams) => {
      const name = typeof params.cDisplayName === 'string' ? params.cDisplayName.trim() : '';
      return pageOfRows(name ? rows.filter((r) => r.cDisplayName.includes(name)) : rows, params);
    },
    [rows],
  );

  return (
    <Stack gap="4" data-screen="system-manage">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading size="md">{route?.title ?? '菜单管理'}</Heading>
        <OptionSelect
          size="sm"
          width="240px"
          aria-label="服务"
          emptyLabel="全部服务"
          options={services}
          value={serviceId}
          onChange={(value) => {
            setChosen(null);
            setServiceId(value);
          }}
        />
      </HStack>
      <TreePanel key={serviceId} label="服务与菜单" fetchTree={fetchTree} onSelect={setChosen}>
        <Stack gap="2">
          <Text fontWeight="semibold">{chosen ? `${chosen.name} 的按钮` : '请选择菜单'}</Text>
          <DataTable<ButtonRow>
            // A new entry or a new load is a new list: the table starts again from page 1.
            key={`${chosen?.id ?? ''}:${data.buttons.length}`}
            tableId="system-manage-buttons"
            rowKey="id"
            columns={COLUMNS}
            fetchPage={fetchPage}
            searchFields={SEARCH_FIELDS}
            dateRange={false}
            exportable
            exportFileName={
              chosen ? `${route?.title ?? '菜单管理'}-${chosen.name}` : (route?.title ?? '菜单管理')
            }
          />
        </Stack>
      </TreePanel>
    </Stack>
  );
}
