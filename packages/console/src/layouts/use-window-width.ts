import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The window's width, following resizes (the 992 px mobile rule). */
export const useWindowWidth = () =>
  useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 1280,
  );
