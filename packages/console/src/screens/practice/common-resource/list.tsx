import { type EntityColumns, isAllNode, type TableRow, TreePanel, useTreeQuery } from '@practice/ui-kit';
import { entityChoices } from '../../entity-list/entity-calls.js';
import {
  bulkCall,
  callOperation,
  EntityListScreen,
  entityNamed,
  idOf,
  type ListActions,
} from '../../entity-list/index.js';
import { downloadStoredFile } from '../../kit/index.js';
import { RESOURCE_COLUMNS } from '../../kit/resource-columns.js';
import { labelNodes } from './parts/theme-label-tree.js';

const KEY = 'cCommonResourceId';
const LABEL_KEY = 'cThemeLabelId';
/** The labels the administrators keep (/practice/common-theme-label), fetched for the tree. */
const fetchLabels = async () => labelNodes(await entityChoices(entityNamed('ThemeLabel')));
const COLUMNS: EntityColumns<'CommonResource'> = {
  ...RESOURCE_COLUMNS,
  // The tree beside the table names the label; the school and uploader say whose a row is.
  cThemeLabelName: { hidden: true },
};

/** 下载: the stored file, then one more on its count, only once the file was saved (the write refreshes the list). */
const download = (row: TableRow) =>
  downloadStoredFile(String(row.cFilePath ?? ''), {
    afterDownload: () => callOperation('AddCommonResourceDownloadCount', { [KEY]: idOf(row, KEY) }),
  });

const HANDLERS: ListActions = {
  EditCommonResource: {
    need: 'one',
    run: ([row], { openChild }) => row && openChild('edit', { [KEY]: idOf(row, KEY) }),
  },
  // 审核 / 取消审核 (SPEC §4 authorise pair): the page grants them to administrators only.
  AuthCommonResourceIDS: bulkCall('AuthCommonResourceIDS', { key: KEY }),
  UnAuthCommonResourceIDS: bulkCall('UnAuthCommonResourceIDS', { key: KEY }),
  AddCommonResourceDownloadCount: { need: 'one', run: ([row]) => row && download(row) },
};

/**
 * 资源列表 (/practice/common-resource/list): the shared library by theme label (the tree) and resource type
 * (the search form); staff upload, administrators review, everyone downloads with a count.
 */
export default function CommonResourceListScreen() {
  const label = useTreeQuery(LABEL_KEY);
  const chosen = label.selected && !isAllNode(label.selected) ? label.selected.id : '';
  const handlers: ListActions = {
    // Adding uploads a file: the add page (not the generic dialog, which has no upload), under the label shown.
    AddCommonResource: {
      need: 'none',
      run: (_rows, { openChild }) => openChild('common-resource-add', chosen ? { [LABEL_KEY]: chosen } : {}),
    },
    ...HANDLERS,
  };
  return (
    <EntityListScreen
      entity="CommonResource"
      columns={COLUMNS}
      handlers={handlers}
      filter={label.query}
      side={
        <TreePanel
          label="主题标签"
          allRoot
          fetchTree={fetchLabels}
          onSelect={label.onSelect}
          defaultWidth={220}
        />
      }
    />
  );
}
