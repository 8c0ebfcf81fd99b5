import { Box } from '@chakra-ui/react';
import { Loading } from '@practice/ui-kit';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PasswordFirstSlot } from '../password-first/password-first-slot.js';
import { busyStore } from '../sdk-fetch.js';
import { findRoute, routesStore } from '../stores/routes.js';
import { settingsStore } from '../stores/settings.js';
import { ProgressBar } from './progress-bar.js';
import { documentTitle } from './title.js';

/** A public page names its title in its route's handle; signed-in pages take theirs from the routes. */
export interface PageHandle {
  title?: string;
}

function useDocumentTitle() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const { loaded } = useSnapshot(routesStore);
  const own = [...matches].reverse().find((m) => (m.handle as PageHandle | undefined)?.title);
  const title =
    (own?.handle as PageHandle | undefined)?.title ?? (loaded ? findRoute(pathname)?.title : undefined);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** The overlay over the page while a doEdit write runs (SPEC §9). */
function WriteOverlay() {
  const { writes } = useSnapshot(busyStore);
  if (writes === 0) return null;
  return (
    <Box
      data-testid="loading-overlay"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="blackAlpha.300"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      <Loading label="正在保存" size="lg" />
    </Box>
  );
}

/** Around every page: the navigation progress bar, the document title and the write overlay. */
export function RootFrame() {
  const navigation = useNavigation();
  const { showProgressBar } = useSnapshot(settingsStore);
  useDocumentTitle();
  return (
    <>
      {showProgressBar && <ProgressBar active={navigation.state !== 'idle'} />}
      <Outlet />
      <WriteOverlay />
      <PasswordFirstSlot />
    </>
  );
}

/**
 * Shown while the first navigation's guard runs (the bar only; the page is still blank), and the
 * password-first dialog when a reloaded page's sign-in must change its password before its routes load.
 */
export function FirstLoad() {
  return (
    <>
      <ProgressBar active />
      <PasswordFirstSlot />
    </>
  );
}
