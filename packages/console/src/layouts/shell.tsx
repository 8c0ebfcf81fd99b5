import { Box, Flex } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { AppRoute } from '../routes/types.js';
import { viewOf } from '../screens/registry.js';
import { firstScreen, groupOf, highlightedPath } from '../side-menu/menu-rules.js';
import { buttonsFor, findRoute, routesStore } from '../stores/routes.js';
import { settingsStore } from '../stores/settings.js';
import { pinTab, refreshView, viewKeyOf, visitRoute } from '../stores/tabs.js';
import '../stores/tabs-session.js';
import { OwnScopeSourcesContext, sourceFor } from '../screens/kit/own-scope.js';
import { OWN_SCOPE_SOURCES } from '../screens/own-scope-sources.js';
import { KeepAlive } from '../tabs/keep-alive.js';
import { TabBar } from '../tabs/tab-bar.js';
import { ThemeDrawer } from '../theme-drawer/theme-drawer.js';
import { TopBar } from '../top-bar/top-bar.js';
import { BackHeader } from './back-header.js';
import { chromeVars } from './chrome-vars.js';
import { effectiveLayout, layoutParts } from './layout-rules.js';
import { MapServiceHost } from './map-service.js';
import { ShellAside } from './shell-aside.js';
import { ShellHeaderStart } from './shell-header-start.js';
import { useWindowWidth } from './use-window-width.js';

/*
 * The signed-in shell (SPEC §2.2): the chosen layout (forced to vertical and folded below 992 px, the menu in
 * a drawer below 768 px), the top bar, the visited tabs, the back header and the main area with its
 * keep-alive views. It records each visit in the tabs store and keeps the comprehensive layout's section in step with the page.
 */

const isScreen = (route: AppRoute | undefined): route is AppRoute =>
  Boolean(route?.view) && route?.children.length === 0;

export function Shell() {
  const location = useLocation();
  const settings = useSnapshot(settingsStore);
  useSnapshot(routesStore); // re-render when the routes or the section change
  const width = useWindowWidth();
  const { layout, collapsed, mobile, phone } = effectiveLayout(settings.layout, settings.collapsed, width);
  const parts = layoutParts(layout);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const route = findRoute(location.pathname);
  const screen = isScreen(route) ? route : undefined;
  const activeKey = screen ? viewKeyOf(screen, location.search) : null;
  const highlighted = highlightedPath(route, location.pathname);

  useEffect(() => {
    const home = findRoute('/index');
    if (home) pinTab(home);
  }, []);
  useEffect(() => {
    if (screen) visitRoute(screen, location.search);
  }, [screen, location.search]);
  // The page's buttons are asked for with the address, not when its screen has loaded and drawn: by then they
  // are there, and its toolbar is drawn whole at once instead of pushing the rows down (usePageButtons).
  useEffect(() => {
    if (screen) buttonsFor(screen).catch(() => undefined);
  }, [screen]);
  useEffect(() => {
    // A page reached from search or a link belongs to its own section: the section tabs follow it.
    const group = screen ? groupOf(routesStore.routes, screen.path) : undefined;
    if (screen && group && group.path !== '/' && screen.serviceId !== routesStore.serviceId) {
      routesStore.serviceId = screen.serviceId;
    }
  }, [screen]);

  // Entering a group goes to its first page.
  if (route && !screen && route.children.length > 0) return <Navigate to={firstScreen(route)} replace />;

  // A phone's menu is a drawer the top bar opens, not a column beside the page.
  const aside =
    parts.sideMenu && !phone ? (
      <ShellAside
        layout={layout}
        collapsed={collapsed}
        highlighted={highlighted}
        withLogo={!parts.headerOnTop}
      />
    ) : null;
  const topBar = (
    <TopBar
      start={
        <ShellHeaderStart
          layout={layout}
          collapsed={collapsed}
          mobile={mobile}
          phone={phone}
          route={route}
          highlighted={highlighted}
        />
      }
      phone={phone}
      onTheme={() => setDrawerOpen(true)}
      onRefresh={() => activeKey && refreshView(activeKey)}
    />
  );
  const fixed = settings.fixedHeader;

  return (
    <Flex h="100vh" direction="column" style={chromeVars(settings.theme)} bg="bg.subtle" overflow="hidden">
      {parts.headerOnTop ? topBar : null}
      <Flex flex="1" minH="0">
        {aside}
        <Flex direction="column" flex="1" minW="0" overflowY={fixed ? undefined : 'auto'}>
          {parts.headerOnTop ? null : topBar}
          {settings.showTabs ? <TabBar /> : null}
          <BackHeader tabKey={activeKey} ownScope={screen && sourceFor(OWN_SCOPE_SOURCES, screen.key)} />
          <Box
            as="main"
            data-testid="main"
            flex="1"
            minH={fixed ? '0' : undefined}
            overflowY={fixed ? 'auto' : undefined}
            p="4"
          >
            <MapServiceHost>
              <OwnScopeSourcesContext.Provider value={OWN_SCOPE_SOURCES}>
                <KeepAlive activeKey={activeKey} activeRoute={screen} routeAt={findRoute} viewOf={viewOf} />
              </OwnScopeSourcesContext.Provider>
            </MapServiceHost>
          </Box>
        </Flex>
      </Flex>
      <ThemeDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </Flex>
  );
}
