import { Box, Checkbox, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Loading } from '../feedback/loading.js';
import type { TransferItem } from './transfer-state.js';

interface TransferListProps {
  title: string;
  items: readonly TransferItem[];
  checked: readonly string[];
  onToggle: (key: string) => void;
  onToggleAll: () => void;
  /** Shown above the list when given: a name filter. */
  filter?: { value: string; placeholder: string; onChange: (text: string) => void };
  loading?: boolean;
  emptyText: string;
}

/** One side of the transfer box: a titled, checkable list with a header box that checks all shown items. */
export function TransferList({
  title,
  items,
  checked,
  onToggle,
  onToggleAll,
  filter,
  loading,
  emptyText,
}: TransferListProps) {
  const titleId = useId();
  const allChecked = items.length > 0 && checked.length === items.length;
  return (
    <Box as="section" aria-labelledby={titleId} flex="1" minWidth="0" borderWidth="1px" borderRadius="md">
      <Flex align="center" justify="space-between" gap="2" paddingX="3" paddingY="2" bg="bg.muted">
        <Checkbox.Root
          size="sm"
          checked={allChecked ? true : checked.length > 0 ? 'indeterminate' : false}
          disabled={items.length === 0}
          onCheckedChange={onToggleAll}
        >
          <Checkbox.HiddenInput aria-label={`全选${title}`} />
          <Checkbox.Control />
          <Checkbox.Label id={titleId} fontWeight="medium">
            {title}
          </Checkbox.Label>
        </Checkbox.Root>
        <Text fontSize="sm" color="fg.muted">
          {checked.length}/{items.length}
        </Text>
      </Flex>
      {filter && (
        <Box paddingX="3" paddingTop="2">
          <Input
            size="sm"
            value={filter.value}
            placeholder={filter.placeholder}
            aria-label={filter.placeholder}
            onChange={(event) => filter.onChange(event.target.value)}
          />
        </Box>
      )}
      <Stack as="ul" gap="1" height="72" overflowY="auto" paddingX="3" paddingY="2" listStyleType="none">
        {loading ? (
          <Flex as="li" justify="center" paddingY="6">
            <Loading size="sm" />
          </Flex>
        ) : items.length === 0 ? (
          <Text as="li" color="fg.muted" fontSize="sm" textAlign="center" paddingY="6">
            {emptyText}
          </Text>
        ) : (
          items.map((item) => (
            <li key={item.key}>
              <Checkbox.Root
                size="sm"
                checked={checked.includes(item.key)}
                onCheckedChange={() => onToggle(item.key)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {item.label}
                  {item.hint && (
                    <Text as="span" color="fg.muted" marginStart="2">
                      {item.hint}
                    </Text>
                  )}
                </Checkbox.Label>
              </Checkbox.Root>
            </li>
          ))
        )}
      </Stack>
    </Box>
  );
}
