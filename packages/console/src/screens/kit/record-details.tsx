import { DataList, Text } from '@chakra-ui/react';
import { cellText, columnsFromEntity, emptyLabel, StatusTag, type TableRow } from '@practice/ui-kit';
import { useMemo } from 'react';
import { entityNamed } from '../entity-list/index.js';
import { FileLink } from './file-link.js';

export interface RecordDetailsProps {
  entity: string;
  row: TableRow;
  /** The fields shown, in this order, labelled as the contract labels them. */
  keys: readonly string[];
}

/** A record's fields as label and value: states as their coloured tags, files as download links. */
export function RecordDetails({ entity, row, keys }: RecordDetailsProps) {
  const columns = useMemo(() => {
    const all = columnsFromEntity(entityNamed(entity), Object.fromEntries(keys.map((k) => [k, {}])));
    return keys.flatMap((key) => all.filter((c) => c.key === key));
  }, [entity, keys]);
  return (
    <DataList.Root orientation="horizontal" gap="3">
      {columns.map((column) => {
        const value = row[column.key];
        const text = cellText(column, row);
        return (
          <DataList.Item key={column.key}>
            <DataList.ItemLabel minW="24">{column.title}</DataList.ItemLabel>
            <DataList.ItemValue>
              {column.display === 'file' ? (
                <FileLink path={value} />
              ) : column.render && text ? (
                column.render(row)
              ) : column.enum && value !== null && value !== undefined ? (
                <StatusTag enumDef={column.enum} value={value} />
              ) : text ? (
                <Text whiteSpace="pre-wrap">{text}</Text>
              ) : (
                <Text color="fg.muted">{emptyLabel(column.display ?? 'text')}</Text>
              )}
            </DataList.ItemValue>
          </DataList.Item>
        );
      })}
    </DataList.Root>
  );
}
