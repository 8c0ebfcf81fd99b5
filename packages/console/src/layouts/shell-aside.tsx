import { Box, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { AppRoute } from '../routes/types.js';
import { ColumnBar } from '../side-menu/column-bar.js';
import { firstScreen, groupOf, menuItems, routesOfService } from '../side-menu/menu-rules.js';
import { SideMenu } from '../side-menu/side-menu.js';
import { routesStore } from '../stores/routes.js';
import { type LayoutName, settingsStore } from '../stores/settings.js';
import { Logo } from './logo.js';

/*
 * The side column: the logo (unless the header carries it) and the menu the layout asks for: the current
 * section's routes (comprehensive), the chosen column tab's children (column) or all routes.
 */

export interface ShellAsideProps {
  layout: LayoutName;
  collapsed: boolean;
  highlighted: string;
  withLogo: boolean;
}

export const MENU_WIDTH = '220px';
export const FOLDED_WIDTH = '64px';

export function ShellAside({ layout, collapsed, highlighted, withLogo }: ShellAsideProps) {
  const { routes, serviceId } = useSnapshot(routesStore) as {
    routes: readonly AppRoute[];
    serviceId: number;
  };
  const { columnStyle, openFirstChild } = useSnapshot(settingsStore);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A pick holds only on the page it was made on: a new page shows its own group's column again.
  const [pick, setPick] = useState<{ path: string; on: string }>();
  const picked = pick?.on === pathname ? pick.path : undefined;

  const width = collapsed ? FOLDED_WIDTH : MENU_WIDTH;
  if (layout === 'column') {
    const groups = routes.filter((r) => !r.hidden && menuItems([r]).length > 0);
    const selected = picked ?? groupOf(routes, highlighted)?.path ?? groups[0]?.path;
    const group = groups.find((g) => g.path === selected);
    return (
      <Flex h="full" flexShrink={0} bg="chrome.menuBg" color="chrome.menuFg" boxShadow="sm" zIndex="1">
        <Flex direction="column" h="full">
          {withLogo ? <Logo compact color="chrome.menuFg" /> : null}
          <ColumnBar
            groups={groups}
            selected={selected}
            look={columnStyle}
            onPick={(g) => {
              setPick({ path: g.path, on: pathname });
              if (openFirstChild || g.children.filter((c) => !c.hidden).length <= 1) navigate(firstScreen(g));
            }}
          />
        </Flex>
        {collapsed ? null : (
          <Flex direction="column" w="180px" minH="0">
            {withLogo ? (
              <Box
                px="4"
                h="14"
                display="flex"
                alignItems="center"
                fontWeight="semibold"
                borderBottomWidth="1px"
                borderColor="blackAlpha.300"
              >
                {group?.title}
              </Box>
            ) : null}
            <Box flex="1" overflowY="auto">
              <SideMenu
                items={menuItems(group?.children ?? [])}
                highlighted={highlighted}
                collapsed={false}
                layout={layout}
              />
            </Box>
          </Flex>
        )}
      </Flex>
    );
  }

  const menuRoutes = layout === 'comprehensive' ? routesOfService(routes, serviceId) : routes;
  return (
    <Flex
      direction="column"
      w={width}
      h="full"
      flexShrink={0}
      bg="chrome.menuBg"
      color="chrome.menuFg"
      boxShadow="sm"
      zIndex="1"
      transition="width 0.2s"
    >
      {withLogo ? <Logo compact={collapsed} color="chrome.menuFg" /> : null}
      <Box flex="1" minH="0" overflowY="auto" overflowX="hidden">
        <SideMenu
          items={menuItems(menuRoutes)}
          highlighted={highlighted}
          collapsed={collapsed}
          layout={layout}
        />
      </Box>
    </Flex>
  );
}
