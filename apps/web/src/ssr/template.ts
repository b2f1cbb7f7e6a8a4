import { DEFERRED_ENTRY_META, PRERENDERED_ATTRIBUTE, SERVER_STATE_ELEMENT_ID } from './markers';

/** What a server render puts into index.html: `#root`'s markup and, optionally, the query cache (superjson). */
export interface RenderedMarkup {
  html: string;
  state: string | null;
}

/** A JSON text made safe inside a `<script>` element: no `</script>`, no `<!--`. */
export function escapeJsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const EMPTY_ROOT = /<div id="root"><\/div>/;
/** The entry script Vite writes into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const TITLE = /<title>[\s\S]*?<\/title>/i;

/**
 * index.html (or a variant of it with other head tags) with the rendered markup in `#root`, marked for
 * main.tsx, and the query cache in a JSON data block after it. A data block is not executed, so the CSP
 * (hashes of index.html's own inline scripts) does not apply to it.
 */
export function fillTemplate(template: string, rendered: RenderedMarkup): string {
  if (!EMPTY_ROOT.test(template)) throw new Error('template: <div id="root"></div> not found');
  const data = rendered.state
    ? `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${escapeJsonForScript(rendered.state)}</script>`
    : '';
  return deferEntry(template).replace(
    EMPTY_ROOT,
    () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${rendered.html}</div>${data}`,
  );
}

/**
 * A rendered page paints and works (links, its text) without JavaScript; the app's code (its evaluation is
 * most of a phone's main-thread work on these pages) loads on the visitor's first intent instead, or at once
 * for a signed-in visitor, through index.html's deferred-start script. The file is prefetched meanwhile, so
 * it comes from the cache then. A template without the entry script (the SSR warm-up) is left as it is.
 */
export function deferEntry(template: string): string {
  return template.replace(
    ENTRY_SCRIPT,
    (_script, src: string) =>
      `<meta name="${DEFERRED_ENTRY_META}" content="${src}"><link rel="prefetch" href="${src}" as="script" crossorigin>`,
  );
}

/** `template` with its `<title>` replaced. */
export function withTitle(template: string, title: string): string {
  return template.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
}
