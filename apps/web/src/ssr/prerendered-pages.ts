/**
 * The public pages rendered to HTML at build time (scripts/prerender.mjs), with the i18n key of each page's
 * document title (the same key the page passes to useDocumentTitle).
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html', titleKey: 'public.hero.documentTitle' },
  { path: '/plans', file: 'plans.html', titleKey: 'plans.page.title' },
  { path: '/features', file: 'features.html', titleKey: 'public.featuresPage.title' },
  { path: '/about', file: 'about.html', titleKey: 'public.about.title' },
  { path: '/terms', file: 'terms.html', titleKey: 'public.terms.title' },
  { path: '/privacy', file: 'privacy.html', titleKey: 'public.privacy.title' },
  { path: '/contact', file: 'contact.html', titleKey: 'public.contact.title' },
  { path: '/blog', file: 'blog.html', titleKey: 'public.blog.title' },
] as const;

/** Folder of dist/ that holds them, next to a manifest.json of `{ [path]: file }` the server reads. */
export const PRERENDERED_DIR = 'prerendered';
