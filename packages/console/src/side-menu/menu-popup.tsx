import { Box, Menu, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { LayoutName } from '../stores/settings.js';
import { menuAddress, tabsStore } from '../stores/tabs.js';
import { type MenuItem, menuScrolls } from './menu-rules.js';

/*
 * A menu entry whose children pop out: the folded side menu (to the right) and the horizontal layout's
 * header menu (below). A leaf is just a link. Lists above 18 entries scroll rather than run off the screen.
 */

export interface MenuPopupProps {
  item: MenuItem;
  highlighted: string;
  layout: LayoutName;
  collapsed: boolean;
  placement: 'right-start' | 'bottom-start';
  /** The entry as drawn; it becomes the link or the popup's trigger. */
  children: ReactElement;
}

export function MenuPopup({ item, highlighted, layout, collapsed, placement, children }: MenuPopupProps) {
  const navigate = useNavigate();
  const { tabs } = useSnapshot(tabsStore);
  if (!item.children) {
    return (
      <Link to={menuAddress(tabs, item.path)} aria-label={item.title}>
        {children}
      </Link>
    );
  }
  const scrolls = menuScrolls(item.children.length, layout, collapsed);
  return (
    <Menu.Root
      positioning={{ placement }}
      lazyMount
      unmountOnExit
      onSelect={({ value }) => navigate(menuAddress(tabs, value))}
    >
      <Menu.Trigger asChild>
        <Box as="button" w={placement === 'right-start' ? 'full' : undefined}>
          {children}
        </Box>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            aria-label={item.title}
            minW="40"
            maxH={scrolls ? '60vh' : undefined}
            overflowY={scrolls ? 'auto' : undefined}
            data-scrolls={scrolls || undefined}
          >
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel color="fg.muted" fontSize="xs">
                {item.title}
              </Menu.ItemGroupLabel>
              {item.children.map((child) => (
                <Menu.Item
                  key={child.path}
                  value={child.path}
                  color={child.path === highlighted ? 'brand.fg' : undefined}
                  fontWeight={child.path === highlighted ? 'semibold' : undefined}
                >
                  {child.title}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
