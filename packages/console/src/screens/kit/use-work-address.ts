import { useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { routesStore } from '../../stores/routes.js';
import { heldPaths, workAddress } from './work-links.js';

/**
 * The console address of a link in the words of the work (/internship/diary?…, /attendance/warnings?…)
 * among the pages the user's menu holds, or null when it holds none: a dashboard links a figure only to a
 * list its user may open.
 */
export function useWorkAddress(): (link: string) => string | null {
  const { routes } = useSnapshot(routesStore);
  const held = useMemo(() => heldPaths(routes), [routes]);
  return useCallback((link: string) => workAddress(link, held), [held]);
}
