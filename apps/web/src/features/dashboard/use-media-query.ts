import { MOBILE_BREAKPOINT_PX } from '@afilia/validators';
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True from 768 px up: the sidebar is shown; below it, a drawer opened from the menu button. */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
}
