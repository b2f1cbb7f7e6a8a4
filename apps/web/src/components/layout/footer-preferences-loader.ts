type FooterPreferencesComponent = typeof import('./footer-preferences')['default'];

/** Set once the menus' module has loaded: from then on they render without suspending. */
let loaded: FooterPreferencesComponent | null = null;

/**
 * Loads the footer's language and theme menus, split out of the first script. Prerendered pages load them
 * before hydrating (main.tsx), so the menus hydrate with the page: behind a lazy boundary they would hydrate a
 * moment later, and a click in that moment would be lost. No static imports here: main.tsx imports this file.
 */
export function loadFooterPreferences() {
  return import('./footer-preferences').then((module) => {
    loaded = module.default;
    return module;
  });
}

export function loadedFooterPreferences(): FooterPreferencesComponent | null {
  return loaded;
}
