import { Image } from '@chakra-ui/react';
import { displayFileName } from '@practice/sdk';
import { emptyLabel, type TableColumn, type TableRow } from '@practice/ui-kit';
import { sdk } from '../../sdk.js';

/*
 * Stored paths are not for reading: an image column shows a thumbnail of the file, a file column its name
 * without the storage prefix (SPEC §3); the export writes the name in both cases.
 */

const nameOf = (key: string) => (row: TableRow) => {
  const path = row[key];
  return typeof path === 'string' && path ? displayFileName(path) : '';
};

function Thumbnail({ path, label }: { path: string; label: string }) {
  return (
    <Image
      src={sdk.config.fileUrl(path)}
      alt={label}
      h="8"
      maxW="24"
      objectFit="contain"
      loading="lazy"
      borderRadius="sm"
    />
  );
}

/** The columns with file-aware text and, for images, a thumbnail; others unchanged. */
export function withFileCells(columns: readonly TableColumn[]): TableColumn[] {
  return columns.map((column) => {
    if (column.render || (column.display !== 'image' && column.display !== 'file')) return column;
    const name = column.text ?? nameOf(column.key);
    const empty = emptyLabel(column.display);
    const text = (row: TableRow) => name(row) || empty;
    if (column.display === 'file') return { ...column, text };
    return {
      ...column,
      text,
      render: (row) => {
        const path = row[column.key];
        return typeof path === 'string' && path ? <Thumbnail path={path} label={column.title} /> : empty;
      },
    };
  });
}
