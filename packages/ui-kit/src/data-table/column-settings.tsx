import { Button, Checkbox, HStack, IconButton, Popover, Portal, Stack } from '@chakra-ui/react';
import type { ColumnPrefsApi } from './column-prefs.js';
import type { TableColumn } from './types.js';

export interface ColumnSettingsProps {
  columns: readonly TableColumn[];
  prefs: ColumnPrefsApi;
}

/** Show, hide and reorder the columns; the choice is remembered per table. */
export function ColumnSettings({ columns, prefs }: ColumnSettingsProps) {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const ordered = prefs.order.flatMap((key) => byKey.get(key) ?? []);
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">
          列设置
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="18rem" aria-label="列设置">
            <Popover.Body>
              <Stack gap="1">
                <Stack gap="1" role="list" aria-label="列设置">
                  {ordered.map((column, index) => (
                    <HStack key={column.key} role="listitem" justify="space-between">
                      <Checkbox.Root
                        size="sm"
                        checked={prefs.isVisible(column.key)}
                        onCheckedChange={(details) => prefs.setVisible(column.key, details.checked === true)}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{column.title}</Checkbox.Label>
                      </Checkbox.Root>
                      <HStack gap="0">
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`上移${column.title}`}
                          disabled={index === 0}
                          onClick={() => prefs.move(column.key, -1)}
                        >
                          ↑
                        </IconButton>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`下移${column.title}`}
                          disabled={index === ordered.length - 1}
                          onClick={() => prefs.move(column.key, 1)}
                        >
                          ↓
                        </IconButton>
                      </HStack>
                    </HStack>
                  ))}
                </Stack>
                <Button size="xs" variant="ghost" alignSelf="flex-end" onClick={prefs.reset}>
                  恢复默认
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
