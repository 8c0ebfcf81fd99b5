import { Box, chakra, Flex, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { LayoutName } from '../stores/settings.js';
import { menuAddress, tabsStore } from '../stores/tabs.js';
import { Icon } from './icon.js';
import { MenuPopup } from './menu-popup.js';
import { type MenuItem, submenuOf } from './menu-rules.js';

/*
 * The side menu (SPEC §2.2): an expandable list when open; icons with pop-out submenus when folded. Colours
 * come from the theme's chrome tokens so the white theme gets a light menu and the others a dark one.
 */

export interface SideMenuProps {
  items: readonly MenuItem[];
  /** The entry to highlight (a hidden page's list entry). */
  highlighted: string;
  collapsed: boolean;
  layout: LayoutName;
}

const entryStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  h: '11',
  px: '4',
  w: 'full',
  fontSize: 'sm',
  color: 'chrome.menuFg',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'var(--menu-hover-bg)' },
} as const;

export function SideMenu({ items, highlighted, collapsed, layout }: SideMenuProps) {
  // Arriving on a page opens the submenu that holds it, leaving the others as the user set them. Open from
  // the first frame: the phone's drawer mounts the menu anew each time, and a group drawn folded and then
  // unfolded by the effect was folded again by a tap made in between.
  const holder = submenuOf(items, highlighted);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(holder ? [holder] : []));
  useEffect(() => {
    if (holder) setOpen((current) => (current.has(holder) ? current : new Set(current).add(holder)));
  }, [holder]);

  const toggle = (path: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(path)) next.add(path);
      return next;
    });

  return (
    <Stack as="nav" aria-label="菜单" gap="0" py="1" data-testid="side-menu">
      {items.map((item) => {
        const active = item.path === highlighted || item.path === holder;
        if (collapsed) {
          return (
            <MenuPopup
              key={item.path}
              item={item}
              highlighted={highlighted}
              layout={layout}
              collapsed
              placement="right-start"
            >
              <CollapsedEntry item={item} active={active} />
            </MenuPopup>
          );
        }
        if (!item.children) return <Leaf key={item.path} item={item} active={active} />;
        const expanded = open.has(item.path);
        return (
          <Box key={item.path}>
            <chakra.button
              type="button"
              {...entryStyle}
              aria-expanded={expanded}
              onClick={() => toggle(item.path)}
            >
              <Icon name={item.icon} size="1.1em" />
              <Box flex="1" truncate>
                {item.title}
              </Box>
              <Box transform={expanded ? 'rotate(90deg)' : undefined} transition="transform 0.15s">
                <Icon name="chevron" />
              </Box>
            </chakra.button>
            {expanded ? (
              <Stack gap="0" bg="var(--menu-sub-bg)">
                {item.children.map((child) => (
                  <Leaf key={child.path} item={child} active={child.path === highlighted} indent />
                ))}
              </Stack>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}

function Leaf({ item, active, indent }: { item: MenuItem; active: boolean; indent?: boolean }) {
  const { tabs } = useSnapshot(tabsStore);
  return (
    <chakra.a
      asChild
      {...entryStyle}
      ps={indent ? '11' : '4'}
      bg={active ? 'chrome.menuActiveBg' : undefined}
      color={active ? 'var(--menu-active-fg)' : 'chrome.menuFg'}
      fontWeight={active ? 'semibold' : undefined}
      _hover={active ? {} : entryStyle._hover}
      aria-current={active ? 'page' : undefined}
    >
      <Link to={menuAddress(tabs, item.path)}>
        {indent ? null : <Icon name={item.icon ?? 'file-list'} size="1.1em" />}
        <Box truncate>{item.title}</Box>
      </Link>
    </chakra.a>
  );
}

function CollapsedEntry({ item, active }: { item: MenuItem; active: boolean }) {
  return (
    <Flex
      {...entryStyle}
      justify="center"
      px="0"
      title={item.title}
      aria-label={item.title}
      bg={active ? 'chrome.menuActiveBg' : undefined}
      color={active ? 'var(--menu-active-fg)' : 'chrome.menuFg'}
      _hover={active ? {} : entryStyle._hover}
    >
      <Icon name={item.icon} size="1.2em" />
    </Flex>
  );
}
