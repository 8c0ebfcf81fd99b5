import type { ColumnOverrides } from '@practice/ui-kit';
import { sizeText } from '../../../kit/file-size.js';

/**
 * The columns of a seminar's 教学文件 or 教学论文 list beyond the catalogue's. Only a teaching file has a
 * size and a download count (a paper is read, not counted): naming them for a paper would add columns the
 * entity does not declare, with no label to head them.
 */
export function materialColumns(kind: 'file' | 'paper', areaKey: string): ColumnOverrides {
  const shared: ColumnOverrides = { [areaKey]: false, cTitle: false };
  if (kind === 'paper') return shared;
  return {
    ...shared,
    fFileSize: { title: '文件大小', text: (row) => sizeText(row.fFileSize) },
    fDownloadCount: { text: (row) => String(row.fDownloadCount ?? 0) },
  };
}
