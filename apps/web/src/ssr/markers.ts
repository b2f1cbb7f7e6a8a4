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
