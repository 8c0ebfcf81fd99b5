import type { ReactNode } from 'react';
import type { AppRoute } from '../routes/types.js';
import { usePageButtons } from './use-page-buttons.js';

export interface PermissionProps {
  /** The button's operation, e.g. 'AddAppRole'. */
  operation: string;
  /** The page whose buttons count; the surrounding page by default. */
  route?: AppRoute;
  children: ReactNode;
}

/** Renders its children only when the server gives the user that button on this page (SPEC §6). */
export function Permission({ operation, route, children }: PermissionProps) {
  const { has } = usePageButtons(route);
  return has(operation) ? children : null;
}
