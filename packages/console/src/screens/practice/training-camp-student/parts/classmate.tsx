import { Checkbox, Text } from '@chakra-ui/react';
import type { TableRow } from '@practice/ui-kit';

export interface ClassmateProps {
  row: TableRow;
  checked: boolean;
  onToggle: () => void;
  /** Why the classmate cannot be picked now (已邀请), shown beside the name. */
  note?: string;
}

/** One classmate of a picker: the name, then the number and class in small print (wraps at 390 px). */
export function Classmate({ row, checked, onToggle, note }: ClassmateProps) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      disabled={!!note}
      onCheckedChange={onToggle}
      data-classmate={String(row.cRealName)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label minW="0">
        <Text as="span" fontWeight="medium">
          {String(row.cRealName ?? '')}
        </Text>
        <Text as="span" color="fg.muted" ms="2" fontSize="xs" overflowWrap="anywhere">
          {[row.cNumber, row.cClassName, note].filter(Boolean).join(' · ')}
        </Text>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
