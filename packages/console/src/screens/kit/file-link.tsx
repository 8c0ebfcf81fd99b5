import { Text } from '@chakra-ui/react';
import { displayFileName } from '@practice/sdk';
import { CellButton, emptyLabel, type TableColumn, type TableRow } from '@practice/ui-kit';
import { downloadStoredFile } from './download-action.js';

/** A stored file as its name (SPEC 3: without the storage prefix) that downloads it when clicked. */
export function FileLink({ path }: { path: unknown }) {
  if (typeof path !== 'string' || !path) return <Text color="fg.muted">{emptyLabel('file')}</Text>;
  const name = displayFileName(path);
  return (
    <CellButton title={`下载 ${name}`} onPress={() => void downloadStoredFile(path)}>
      {name}
    </CellButton>
  );
}

/** A file column whose cells download their file; the export writes the name. */
export const fileLinkColumn = (key: string): Partial<TableColumn> => ({
  render: (row: TableRow) => <FileLink path={row[key]} />,
  text: (row: TableRow) => {
    const path = row[key];
    return typeof path === 'string' && path ? displayFileName(path) : emptyLabel('file');
  },
});
