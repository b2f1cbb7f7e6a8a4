/**
 * What the server-rendered HTML and the browser agree on (kept free of imports: main.tsx and the SSR bundle
 * both read it).
 */

/** Set on `#root` when it holds server-rendered markup; main.tsx hydrates it, or replaces it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The id of the `<script type="application/json">` block that carries the rendered page's React Query cache
 * (superjson). A JSON data block is not executed, so the CSP, which allows only index.html's own inline
 * scripts by hash, does not apply to it.
 */
export const SERVER_STATE_ELEMENT_ID = 'afilia-server-state';

/** The language and theme the server renders in: the defaults a first-time visitor gets. */
export const SERVER_RENDER_LANGUAGE = 'pt-BR';
export const SERVER_RENDER_THEME = 'light';

/**
 * A rendered page names its entry script in `<meta name="afilia-entry">` instead of loading it: index.html's
 * deferred-start script loads it on the visitor's first intent (see src/lib/deferred-start.ts). The inline
 * script cannot import this module; src/lib/deferred-start.test.ts checks that index.html uses these names.
 */
export const DEFERRED_ENTRY_META = 'afilia-entry';
/** The window property where the deferred-start script keeps what the visitor did before the app was there. */
export const HELD_INPUT_PROPERTY = 'afiliaHeldInput';
/** localStorage: '1' while this browser has a signed-in user (the app starts at once for them). */
export const SIGNED_IN_HINT_KEY = 'afilia.signedIn';
