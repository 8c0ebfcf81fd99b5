import type { EntityColumns, TableRow } from '@practice/ui-kit';
import {
  bulkCall,
  callOperation,
  EntityListScreen,
  idOf,
  type ListActions,
} from '../../entity-list/index.js';
import { downloadStoredFile } from '../../kit/index.js';
import { RESOURCE_COLUMNS } from '../../kit/resource-columns.js';

const KEY = 'cCloudResourceId';
const COLUMNS: EntityColumns<'CloudResource'> = { ...RESOURCE_COLUMNS, cCover: { hidden: true } };

/** 下载: the stored file, then one more on its count, only once the file was saved (the write refreshes the list). */
const download = (row: TableRow) =>
  downloadStoredFile(String(row.cFilePath ?? ''), {
    afterDownload: () => callOperation('AddCloudResourceDownloadCount', { [KEY]: idOf(row, KEY) }),
  });

const HANDLERS: ListActions = {
  // Adding uploads a file and a cover: the edit page (the generic dialog has no upload).
  AddCloudResource: { need: 'none', run: (_rows, { openChild }) => openChild('edit') },
  EditCloudResource: {
    need: 'one',
    run: ([row], { openChild }) => row && openChild('edit', { [KEY]: idOf(row, KEY) }),
  },
  // 审核 / 取消审核 (SPEC §4 authorise pair): granted to administrators only.
  AuthCloudResourceIDS: bulkCall('AuthCloudResourceIDS', { key: KEY }),
  UnAuthCloudResourceIDS: bulkCall('UnAuthCloudResourceIDS', { key: KEY }),
  AddCloudResourceDownloadCount: { need: 'one', run: ([row]) => row && download(row) },
};

/**
 * 资源列表 (/practice/cloud-resource/list): the cloud library, searched by resource type and label; staff
 * upload, administrators review, everyone downloads (下载) and each download is counted.
 */
export default function CloudResourceListScreen() {
  return <EntityListScreen entity="CloudResource" columns={COLUMNS} handlers={HANDLERS} />;
}
