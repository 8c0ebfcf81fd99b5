import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { type MouseEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { chromeVars } from '../layouts/chrome-vars.js';
import { Logo } from '../layouts/logo.js';
import type { AppRoute } from '../routes/types.js';
import { routesStore } from '../stores/routes.js';
import { settingsStore } from '../stores/settings.js';
import { ToolButton } from '../top-bar/tool-button.js';
import { menuItems } from './menu-rules.js';
import { SideMenu } from './side-menu.js';

/*
 * A phone's menu (below 768 px): the 菜单 button at the start of the top bar opens a drawer from the left
 * with the whole side menu, labels and all, the same tree and rules as the side column. Choosing an entry
 * closes it, even the page already shown (the user asked to go there, and is there). Mounted only while
 * open, so there is one side-menu in the page at a time.
 */

export const PHONE_MENU_WIDTH = '280px';

export function PhoneMenu({ highlighted }: { highlighted: string }) {
  const { routes } = useSnapshot(routesStore) as { routes: readonly AppRoute[] };
  const { theme } = useSnapshot(settingsStore);
  const [open, setOpen] = useState(false);

  // Any link in the drawer (an entry, the logo) leads away from the menu: a group's button only unfolds.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="start"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <ToolButton icon="menu" label="打开菜单" />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            data-testid="phone-menu"
            w={PHONE_MENU_WIDTH}
            maxW="85vw"
            bg="chrome.menuBg"
            color="chrome.menuFg"
            // The drawer is portalled out of the shell: it needs the shell's menu colours of its own.
            style={chromeVars(theme)}
            onClick={closeOnLink}
          >
            <Drawer.Header p="0" pe="14">
              <Logo color="chrome.menuFg" />
              <Drawer.Title srOnly>菜单</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="0">
              <SideMenu
                items={menuItems(routes)}
                highlighted={highlighted}
                collapsed={false}
                layout="vertical"
              />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild top="1.5" insetEnd="1.5">
              <CloseButton size="sm" aria-label="关闭菜单" color="inherit" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
