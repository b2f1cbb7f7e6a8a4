import { lazy, type ReactNode, Suspense } from 'react';
import type { FooterPreferencesProps } from './footer-preferences';
import { loadedFooterPreferences, loadFooterPreferences } from './footer-preferences-loader';

const LazyFooterPreferences = lazy(loadFooterPreferences);

/**
 * The language and theme menus. Once their module has loaded (the server render and a prerendered page's
 * start load it first) they render in place, with no Suspense boundary: React hydrates a boundary in a pass of
 * its own after the rest of the page, and a click replayed in between would be lost. Otherwise they load
 * behind `fallback`.
 */
export function FooterPreferencesSlot({
  fallback,
  ...props
}: FooterPreferencesProps & { fallback: ReactNode }) {
  const Loaded = loadedFooterPreferences();
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={fallback}>
      <LazyFooterPreferences {...props} />
    </Suspense>
  );
}
