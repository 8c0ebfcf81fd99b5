import type { ColumnOverrides } from '@practice/ui-kit';
import { sizeText } from './file-size.js';

/** The columns both shared-file libraries (common and cloud) draw the same way. */
export const RESOURCE_COLUMNS: ColumnOverrides = {
  fFileSize: { title: '文件大小', text: (row) => sizeText(row.fFileSize) },
  // A new resource has not been downloaded yet: 0, not 未填写.
  fDownloadCount: { text: (row) => String(row.fDownloadCount ?? 0) },
  cResourceName: { width: 200 },
};
