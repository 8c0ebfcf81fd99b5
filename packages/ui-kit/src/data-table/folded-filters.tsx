import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { TAP_TARGET_PX } from '@practice/sdk';
import { useState } from 'react';
import { filterCount } from './filter-count.js';
import { SearchForm, type SearchFormProps } from './search-form.js';

const TAP = `${TAP_TARGET_PX}px`;

/**
 * The search form on a phone: ten fields above the list would push its first row off the screen, so they
 * fold behind one 筛选 button that says how many are set, and open in a sheet from the bottom. 查询 applies
 * them and closes the sheet; 重置 clears them and leaves it open for new ones.
 */
export function FoldedFilters(props: SearchFormProps) {
  const [open, setOpen] = useState(false);
  const range = props.dateRange ? (props.dateRange.field ?? 'tCreateDate') : null;
  const count = filterCount(
    props.fields.map((f) => f.key),
    range,
    props.initial,
  );
  return (
    // Drawn when first opened, then kept: the filters typed in it stay between openings.
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="bottom" lazyMount>
      <Drawer.Trigger asChild>
        <Button variant="outline" colorPalette="brand" minHeight={TAP} alignSelf="flex-start">
          {count > 0 ? `筛选 · ${count}` : '筛选'}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="l3" maxHeight="85dvh">
            <Drawer.Header>
              <Drawer.Title>筛选</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">
              <SearchForm
                {...props}
                stacked
                onSearch={(values) => {
                  props.onSearch(values);
                  setOpen(false);
                }}
              />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="关闭" minWidth={TAP} minHeight={TAP} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
