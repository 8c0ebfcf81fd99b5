import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router-dom';

/*
 * The address as the router holds it right now, for code that acts on the address some time after it drew
 * (an answer that came back, then an effect). What such code reads from useLocation is not that: keep-alive
 * hands a hidden view its own last visit, and React draws a navigation a while after the router made it (the
 * guard's loader first, then a transition). Replacing the address from such a stale view would overwrite the
 * entry of the page the user has gone on to, which would then show this view under the other's menu entry.
 */

/** A function telling the current path plus query, or null while a navigation is under way. */
export function useLiveAddress(): () => string | null {
  const router = useContext(DataRouterContext)?.router;
  return useCallback(() => {
    // Outside a data router (a plain <BrowserRouter>) the browser's address is the router's.
    if (!router) return `${window.location.pathname}${window.location.search}`;
    const { navigation, location } = router.state;
    return navigation.state === 'idle' ? `${location.pathname}${location.search}` : null;
  }, [router]);
}
