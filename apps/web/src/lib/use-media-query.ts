import { MOBILE_BREAKPOINT_PX } from '@afilia/validators/constants';
import { useSyncExternalStore } from 'react';

/** Subscribes to a CSS media query, e.g. `useMediaQuery('(min-width: 768px)')`. */
export function useMediaQuery(query: string, serverFallback = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverFallback,
  );
}

/** True from 768 px up: the dashboard shows its sidebar; below it, a drawer opened from the menu button. */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
}
