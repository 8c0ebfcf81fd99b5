import { Activity, type ComponentType, Suspense, useRef } from 'react';
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  type NavigationType,
  useLocation,
  useNavigationType,
} from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ScreenBoundary } from '../failure/screen-boundary.js';
import type { AppRoute } from '../routes/types.js';
import { tabsStore } from '../stores/tabs.js';

/*
 * The main area's keep-alive (SPEC §2.2): every cached view stays mounted, the ones not on screen inside
 * React 19's <Activity mode="hidden">, which keeps their state (a typed search, a table page) while
 * unmounting their effects. Each hidden view keeps seeing the location of its own last visit, so a list
 * reading its query does not react to another page's query. Eviction (at most 20) is the store's job.
 */

export interface KeepAliveProps {
  /** The view key of the page on screen (it is drawn before the store records the visit). */
  activeKey: string | null;
  activeRoute: AppRoute | undefined;
  routeAt: (path: string) => AppRoute | undefined;
  viewOf: (route: AppRoute) => ComponentType;
  fallback?: React.ReactNode;
}

function recorded(fullPath: string): { location: Location; navigationType: NavigationType } {
  const at = fullPath.indexOf('?');
  const location: Location = {
    pathname: at < 0 ? fullPath : fullPath.slice(0, at),
    search: at < 0 ? '' : fullPath.slice(at),
    hash: '',
    state: null,
    key: 'default',
  };
  return { location, navigationType: 'POP' as NavigationType };
}

export function KeepAlive({ activeKey, activeRoute, routeAt, viewOf, fallback = null }: KeepAliveProps) {
  const { cache, views, generation } = useSnapshot(tabsStore);
  const location = useLocation();
  const navigationType = useNavigationType();
  const seen = useRef(new Map<string, { location: Location; navigationType: NavigationType }>());

  if (activeKey) seen.current.set(activeKey, { location, navigationType });
  const keys = new Set(cache);
  if (activeKey) keys.add(activeKey);
  for (const key of seen.current.keys()) if (!keys.has(key)) seen.current.delete(key);

  // A stable order, so switching tabs never moves a view's DOM.
  return [...keys].sort().map((key) => {
    const active = key === activeKey;
    const route = active ? activeRoute : routeAt(views[key]?.path ?? '');
    if (!route) return null;
    // A view cached before this outlet mounted (the shell remounted) sees its recorded address.
    const context = seen.current.get(key) ?? recorded(views[key]?.fullPath ?? route.path);
    const View = viewOf(route);
    return (
      <Activity key={`${key}#${generation[key] ?? 0}`} mode={active ? 'visible' : 'hidden'}>
        <LocationContext.Provider value={context}>
          {/* Per view: one broken screen never takes the shell or the other views down. */}
          <ScreenBoundary>
            <Suspense fallback={fallback}>
              <View />
            </Suspense>
          </ScreenBoundary>
        </LocationContext.Provider>
      </Activity>
    );
  });
}
