import { PHONE_BREAKPOINT_PX } from '@practice/sdk';
import { useSyncExternalStore } from 'react';

/** The media query of a phone's width: below PHONE_BREAKPOINT_PX, the same edge as Chakra's `md`. */
export const PHONE_QUERY = `(max-width: ${PHONE_BREAKPOINT_PX - 0.02}px)`;

const phoneQuery = () => (typeof window === 'undefined' ? undefined : window.matchMedia?.(PHONE_QUERY));

const subscribe = (onChange: () => void) => {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/**
 * Whether the window is a phone's: lists become cards, filters fold behind 筛选, dialogs fill the screen.
 * Follows rotation and resizes; false where there is no window (server rendering) or no matchMedia (jsdom).
 */
export const usePhone = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
