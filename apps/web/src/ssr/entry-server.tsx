import type { RouterOutputs } from '@afilia/api';
import { installmentOptions } from '@afilia/validators';
import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { type ReactElement, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import superjson from 'superjson';
import { loadFooterPreferences } from '@/components/layout/footer-preferences-loader';
import { i18n, initI18n } from '@/lib/i18n';
import type { TranslationKey } from '@/lib/i18n-keys';
import { createQueryClient, type TrpcUtils } from '@/lib/trpc';
import { createAppRouter } from '@/router';
import { SERVER_RENDER_LANGUAGE } from './markers';
import { PRERENDERED_DIR, PRERENDERED_PAGES } from './prerendered-pages';
import { fillTemplate, withTitle } from './template';

/** The product page's data, as the `catalog.product` procedure returns it. */
type PublicProduct = RouterOutputs['catalog']['product'];

export { fillTemplate, PRERENDERED_DIR, PRERENDERED_PAGES };

/**
 * The server side of the app (built by `vite build --config vite.ssr.config.ts` into dist-ssr/): renders a
 * route of the same router, with the same components, to HTML. scripts/prerender.mjs uses it at build time
 * for the public pages; the server uses it per request for the public product page, /p/{code}.
 *
 * Nothing here calls the API: a page either needs no data (the public pages show their data-driven parts
 * as the same skeletons the browser shows first) or is handed its data by the caller (`seed`).
 */

export interface RenderedRoute {
  /** The markup of `#root`'s children. */
  html: string;
  /** 200, or the router's status (404 for an unknown route or a loader's notFound). */
  status: number;
  /** The React Query cache the markup was rendered from (superjson), or null when it is empty. */
  state: string | null;
}

let i18nReady: Promise<unknown> | undefined;

/** i18next on the server: pt-BR (no stored preference exists there), loaded once. */
function ensureI18n(): Promise<unknown> {
  i18nReady ??= initI18n().then(() =>
    i18n.language === SERVER_RENDER_LANGUAGE ? undefined : i18n.changeLanguage(SERVER_RENDER_LANGUAGE),
  );
  return i18nReady;
}

/** Renders one URL of the app; `seed` fills the page's queries first, so that no loader fetches. */
export async function renderRoute(url: string, seed?: (utils: TrpcUtils) => void): Promise<RenderedRoute> {
  // The footer's menus render in place once loaded, as they do in the browser, which loads them first too.
  await Promise.all([ensureI18n(), loadFooterPreferences()]);
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [url] }) });
  seed?.(router.options.context.trpcUtils);
  await router.load();
  const html = await renderWhole(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const dehydrated = dehydrate(queryClient);
  queryClient.clear();
  return {
    html,
    status: routeStatus(router.state.matches),
    state: dehydrated.queries.length > 0 ? superjson.stringify(dehydrated) : null,
  };
}

/** React's streaming scripts: written when a lazy component resolved after the rest of the page. */
const STREAMING_SCRIPT = /<script\b/i;
const MAX_RENDERS = 3;

/**
 * Markup without any script, which the CSP (hashes of index.html's own scripts) would refuse. `prerender`
 * waits for every lazy component (the footer's menus, the toaster), and an unbounded chunk size keeps React
 * from moving a finished Suspense boundary out of line behind a script. A lazy component still loading when
 * the page around it was done can also come out that way; its module is loaded by then, so the next render
 * is whole (only a process's first render of a page may need it).
 */
async function renderWhole(element: ReactElement): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const html = await new Response(prelude).text();
    if (!STREAMING_SCRIPT.test(html)) return html;
    if (attempt >= MAX_RENDERS) throw new Error('server render: a lazy component never resolved in time');
  }
}

function routeStatus(matches: readonly { status: string; _notFound?: boolean }[]): number {
  if (matches.some((match) => match.status === 'error')) return 500;
  if (matches.some((match) => match.status === 'notFound' || match._notFound)) return 404;
  return 200;
}

/**
 * `template` with the document title a prerendered page sets itself once running (useDocumentTitle), so that
 * it is right before any script runs.
 */
export async function withPageTitle(template: string, titleKey: TranslationKey): Promise<string> {
  await ensureI18n();
  return withTitle(template, `${i18n.t(titleKey)} | Afilia`);
}

/**
 * The public product page, whole: `template` is index.html with the product's head tags already in it
 * (apps/server/src/catalog/product-meta.ts); the body is the page the browser would render, and the product
 * travels in the JSON block, so the app shows it without asking the API again.
 */
export async function renderProductDocument(template: string, product: PublicProduct): Promise<string> {
  const rendered = await renderRoute(`/p/${encodeURIComponent(product.productCode)}`, (utils) =>
    utils.catalog.product.setData({ productCode: product.productCode }, product),
  );
  return fillTemplate(template, rendered);
}

/** A product that exists only to exercise the product page's code; never shown to anyone. */
const WARM_UP_PRODUCT: PublicProduct = {
  productCode: 'WARM',
  title: 'warm-up',
  description: 'warm-up',
  category: null,
  imageUrls: ['/favicon.svg'],
  priceCents: 100_000,
  installmentOptions: installmentOptions(100_000, { maxInstallments: 12, installmentInterest: 'buyer' }),
  videos: [],
  producerName: 'warm-up',
  contact: { email: 'warm-up@example.com', phone: null, whatsappUrl: null },
  paymentMethods: ['card'],
  cardAccount: null,
};

/**
 * Loads the product page's modules and translations, so that the first visitor's page is rendered as fast
 * as the next ones. The server calls it once at start-up, without waiting.
 */
export async function warmUp(): Promise<void> {
  await renderProductDocument('<div id="root"></div>', WARM_UP_PRODUCT);
}
