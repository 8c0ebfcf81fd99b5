import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { AppRoute, PageButton } from '../routes/types.js';
import { answeredButtonsFor, buttonsFor, findRoute } from '../stores/routes.js';
import { type ButtonGroups, groupByToolbar, hasButton } from './buttons.js';

/**
 * The route a view belongs to. The shell wraps each kept-alive view in it, because a hidden view's page is
 * not the location's; without it the current location's route is used.
 */
export const PageRouteContext = createContext<AppRoute | undefined>(undefined);

export function usePageRoute(): AppRoute | undefined {
  const fromShell = useContext(PageRouteContext);
  const { pathname } = useLocation();
  return fromShell ?? findRoute(pathname);
}

export interface PageButtons {
  buttons: PageButton[];
  groups: ButtonGroups;
  /** False until the server has answered (nothing is shown meanwhile). */
  loaded: boolean;
  has: (operation: string) => boolean;
  /** The server's word for an operation's button ('' without it): 新增, 上架, 分配菜单 ... */
  label: (operation: string) => string;
}

const NO_BUTTONS: PageButton[] = [];

/** The page's buttons (SPEC §6), sorted by fIndex and grouped by toolbar. */
export function usePageButtons(route: AppRoute | undefined = undefined): PageButtons {
  const fallback = usePageRoute();
  const page = route ?? fallback;
  const [state, setState] = useState<{ key?: string; buttons: PageButton[] }>({ buttons: [] });
  useEffect(() => {
    if (!page) return;
    let live = true;
    buttonsFor(page).then(
      (buttons) => live && setState({ key: page.menuKey, buttons }),
      () => live && setState({ key: page.menuKey, buttons: [] }),
    );
    return () => {
      live = false;
    };
  }, [page]);
  const answered = page && state.key === page.menuKey ? state.buttons : page && answeredButtonsFor(page);
  const current = answered ?? NO_BUTTONS;
  return useMemo(
    () => ({
      buttons: current,
      groups: groupByToolbar(current),
      loaded: answered !== undefined,
      has: (operation: string) => hasButton(current, operation),
      label: (operation: string) => current.find((b) => b.operation === operation)?.label ?? '',
    }),
    [current, answered],
  );
}
