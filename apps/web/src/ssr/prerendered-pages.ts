import type { TranslationKey } from '@/lib/i18n-keys';

/**
 * The public pages rendered to HTML at build time (scripts/prerender.mjs), with the i18n key of each page's
 * document title (the same key the page passes to useDocumentTitle) and, in `shellWith`, the search parameters
 * that change the page's first render: a request carrying one of them gets the app shell instead, which
 * renders the page with them (the login link of the seller welcome email opens the Revendedor tab with the
 * email filled in).
 *
 * /blog is not among them: its articles come from the database, so the browser loads them (the server writes
 * the blog's head tags into the app shell, apps/server/src/blog/blog-meta.ts).
 */
export const PRERENDERED_PAGES: readonly {
  path: string;
  file: string;
  titleKey: TranslationKey;
  shellWith?: readonly string[];
}[] = [
  { path: '/', file: 'index.html', titleKey: 'public.hero.documentTitle' },
  { path: '/plans', file: 'plans.html', titleKey: 'plans.page.title' },
  { path: '/features', file: 'features.html', titleKey: 'public.featuresPage.title' },
  { path: '/about', file: 'about.html', titleKey: 'public.about.title' },
  { path: '/terms', file: 'terms.html', titleKey: 'public.terms.title' },
  { path: '/privacy', file: 'privacy.html', titleKey: 'public.privacy.title' },
  { path: '/contact', file: 'contact.html', titleKey: 'public.contact.title' },
  { path: '/login', file: 'login.html', titleKey: 'auth.login.title', shellWith: ['tab', 'email'] },
];

/** Folder of dist/ that holds them, next to a manifest.json of `{ [path]: file }` the server reads. */
export const PRERENDERED_DIR = 'prerendered';
