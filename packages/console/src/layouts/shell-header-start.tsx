import { Box, Flex } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import type { AppRoute } from '../routes/types.js';
import { Icon } from '../side-menu/icon.js';
import { MenuPopup } from '../side-menu/menu-popup.js';
import { menuItems } from '../side-menu/menu-rules.js';
import { PhoneMenu } from '../side-menu/phone-menu.js';
import { routesStore } from '../stores/routes.js';
import { type LayoutName, settingsStore } from '../stores/settings.js';
import { Breadcrumbs } from '../top-bar/breadcrumbs.js';
import { ServiceTabs } from '../top-bar/service-tabs.js';
import { ToolButton } from '../top-bar/tool-button.js';
import { breadcrumbsFor } from '../top-bar/top-bar-rules.js';
import { layoutParts } from './layout-rules.js';
import { Logo } from './logo.js';

/*
 * The left of the top bar, by layout: the fold button beside a side menu (not on mobile, which is always
 * folded; a phone has the button opening its menu drawer instead), the logo when the header runs across the
 * top, then the section tabs (comprehensive), the menu itself (horizontal) or the breadcrumbs.
 */

export interface ShellHeaderStartProps {
  layout: LayoutName;
  collapsed: boolean;
  mobile: boolean;
  /** Below 768 px: the menu is in a drawer this bar opens. */
  phone: boolean;
  route: AppRoute | undefined;
  highlighted: string;
}

export function ShellHeaderStart({
  layout,
  collapsed,
  mobile,
  phone,
  route,
  highlighted,
}: ShellHeaderStartProps) {
  const { routes } = useSnapshot(routesStore) as { routes: readonly AppRoute[] };
  const parts = layoutParts(layout);
  return (
    <>
      {parts.headerOnTop ? <Logo color="chrome.headerFg" /> : null}
      {phone ? <PhoneMenu highlighted={highlighted} /> : null}
      {parts.sideMenu && !mobile ? (
        <ToolButton
          icon={collapsed ? 'unfold' : 'fold'}
          label={collapsed ? '展开菜单' : '收起菜单'}
          onClick={() => {
            settingsStore.collapsed = !settingsStore.collapsed;
          }}
        />
      ) : null}
      {parts.serviceTabs ? <ServiceTabs /> : null}
      {parts.headerMenu ? (
        <Flex
          as="nav"
          aria-label="菜单"
          data-testid="side-menu"
          h="full"
          minW="0"
          overflowX="auto"
          align="stretch"
        >
          {menuItems(routes).map((item) => (
            <MenuPopup
              key={item.path}
              item={item}
              highlighted={highlighted}
              layout={layout}
              collapsed={false}
              placement="bottom-start"
            >
              <Flex
                align="center"
                gap="1.5"
                px="3"
                h="full"
                fontSize="sm"
                whiteSpace="nowrap"
                borderBottomWidth="3px"
                borderColor={
                  item.path === highlighted || item.children?.some((c) => c.path === highlighted)
                    ? 'var(--header-accent)'
                    : 'transparent'
                }
              >
                <Icon name={item.icon} />
                <Box>{item.title}</Box>
              </Flex>
            </MenuPopup>
          ))}
        </Flex>
      ) : null}
      {!parts.serviceTabs && !parts.headerMenu ? (
        <Breadcrumbs crumbs={breadcrumbsFor(routes, route)} />
      ) : null}
    </>
  );
}
