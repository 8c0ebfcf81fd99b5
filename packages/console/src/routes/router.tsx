import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '../failure/route-error.js';
import { guardLoader, guardRevalidates } from '../guard/loader.js';
import { FirstLoad, RootFrame } from '../guard/root-frame.js';
import { setNavigate } from './navigation.js';

/*
 * One root route carries the guard (its loader runs before every navigation). Public pages sit beside one
 * pathless layout route for the signed-in area, whose element is the shell: the shell resolves the path
 * itself (findRoute + viewOf), so every signed-in path is the layout's splat. Pages and the shell are
 * lazily loaded: /login never loads the shell, the screen catalogue or the SDK's operation list.
 */

const page = (
  load: () => Promise<{ Component: React.ComponentType }>,
  title?: string,
): Partial<RouteObject> => ({
  lazy: load,
  ...(title ? { handle: { title } } : {}),
});

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    loader: guardLoader,
    shouldRevalidate: guardRevalidates,
    element: <RootFrame />,
    // In the entry, not lazy: it must draw when the files cannot be loaded.
    errorElement: <RouteError />,
    hydrateFallbackElement: <FirstLoad />,
    children: [
      {
        path: '/login',
        ...page(() => import('../pages/login.js').then((m) => ({ Component: m.LoginPage })), '登录'),
      },
      {
        path: '/register',
        ...page(() => import('../pages/register.js').then((m) => ({ Component: m.RegisterPage })), '注册'),
      },
      {
        path: '/403',
        ...page(() => import('../pages/errors.js').then((m) => ({ Component: m.ForbiddenPage })), '403'),
      },
      {
        path: '/404',
        ...page(() => import('../pages/errors.js').then((m) => ({ Component: m.NotFoundPage })), '404'),
      },
      {
        path: '/401',
        ...page(() => import('../pages/errors.js').then((m) => ({ Component: m.NoPagesPage })), '401'),
      },
      {
        id: 'signed-in',
        lazy: () => import('../layouts/index.js').then((m) => ({ Component: m.Shell })),
        // The Shell draws the matched screen itself (keep-alive); these leaves only make every path match,
        // and render nothing so that React Router has an element for them (no warning per page).
        children: [
          { index: true, Component: NoElement },
          { path: '*', Component: NoElement },
        ],
      },
    ],
  },
];

function NoElement() {
  return null;
}

export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  setNavigate((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}
