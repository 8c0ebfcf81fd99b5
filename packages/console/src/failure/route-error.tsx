import { useRouteError } from 'react-router-dom';
import { FailureNotice } from './failure-notice.js';

/**
 * The router's errorElement, so that a failure outside any screen (the shell's or a public page's file, the
 * guard) shows Chinese, never the router's English developer page. The router keeps a failed lazy route
 * for good, so here 重新加载 reloads the whole page: there is no shell left to keep.
 */
export function RouteError() {
  const error = useRouteError();
  return <FailureNotice error={error} onReload={() => window.location.reload()} />;
}
