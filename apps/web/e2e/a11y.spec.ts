// Accessibility scan: axe-core's WCAG 2.1 A and AA rules on every route of the router, for each demo role and
// the signed-out visitor, in the light and the dark theme. The routes are read from the router's generated
// tree, so a new screen is scanned without touching this file; a new path parameter fails until it gets a
// value below. Any violation fails the test, with the rule, the element and axe's summary. Each screen is also
// checked for horizontal overflow at 1280 px and, with E2E_SCREENSHOTS=1, saved as a picture (the phone width
// is screenshots.spec.ts's).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD, gotoInteractive, shoot, signIn } from './support';

// Read-only scans, one test per visitor: they run side by side when the run has several workers
// (`npm run test:a11y` uses two).
test.describe.configure({ mode: 'parallel' });

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
type Theme = 'light' | 'dark';
type Visitor = 'visitor' | 'admin' | 'producer' | 'starter' | 'reseller';

/** The router's `to` paths, from the tree TanStack Router generates. */
function routerPaths(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const tree = readFileSync(path.join(here, '../src/routeTree.gen.ts'), 'utf8');
  const union = /\n\s+to:\n((?:\s+\| '[^']*'\n)+)/.exec(tree)?.[1];
  if (!union) throw new Error('routeTree.gen.ts: no `to` union found');
  return [...union.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '').sort();
}

/** Screens behind a search parameter: each tab or state a role opens, beside the route's default. */
const EXTRA_STATES: Record<Visitor, string[]> = {
  visitor: ['/nao-existe'],
  admin: [
    '/dashboard/users?tab=producers',
    '/dashboard/users?tab=resellers',
    '/dashboard/settings?tab=integrations',
  ],
  producer: [
    '/dashboard/settings?tab=sales',
    '/dashboard/settings?tab=integrations',
    '/dashboard/settings?tab=payments',
    '/dashboard/users?tab=resellers',
  ],
  starter: ['/dashboard/settings?tab=integrations'],
  reseller: [],
};

/**
 * The Iniciante producer sees the producer's screens; only these differ (the trial card and steps, the locked
 * reports, the plan limit on products and prices), so the scan of the other routes is not repeated for them.
 */
const STARTER_ROUTES = ['/dashboard', '/dashboard/reports', '/dashboard/products', '/dashboard/pricing'];

interface Params {
  productCode: string;
  slug: string;
  id: string;
}

function withParams(route: string, params: Params): string {
  return route.replace(/\$(\w+)/g, (_, name: string) => {
    const value = params[name as keyof Params];
    if (!value) throw new Error(`a11y.spec: no value for the path parameter $${name} of ${route}`);
    return value;
  });
}

/** Routes a visitor scans: the signed-out visitor every page outside the dashboard, each role the dashboard and the blog. */
function routesFor(visitor: Visitor): string[] {
  const routes = routerPaths();
  if (visitor === 'visitor') {
    return [...routes.filter((route) => !route.startsWith('/dashboard')), ...EXTRA_STATES.visitor];
  }
  if (visitor === 'starter')
    return [...STARTER_ROUTES.filter((route) => routes.includes(route)), ...EXTRA_STATES.starter];
  return [
    ...routes.filter((route) => route.startsWith('/dashboard') || route.startsWith('/blog')),
    ...EXTRA_STATES[visitor],
  ];
}

function nameOf(url: string) {
  return url === '/' ? 'home' : url.slice(1).replace(/[/?=]/g, '-');
}

async function settle(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"], [aria-busy="true"]')).toHaveCount(0);
  // Finish entrance transitions so contrast is measured on the final colours.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      if (timing && Number.isFinite(timing.endTime)) animation.finish();
    }
  });
}

/** The app follows the system theme (`system` preference): the emulated colour scheme switches it live. */
async function showTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/** The rules that read colours: the only ones whose answer can change with the theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The whole WCAG 2.1 AA set in the light theme; in the dark theme only the colour rules (the rest are the same). */
async function scan(page: Page, theme: Theme): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default opens a blank page per scan to merge the frames'
  // results, which doubled the scan's time. The cost: a cross-origin frame (an embedded YouTube video) is not
  // scanned, and its markup is not ours to fix. Only violations come back, not every passing node.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await (theme === 'light'
    ? builder.withTags(WCAG_21_AA)
    : builder.withRules(COLOUR_RULES)
  ).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/**
 * Text that reads like a translation key ('sales.providers.asaas', 'errors.internal'): a namespace of the
 * locales followed by key segments. A key on screen means a missing text or a wrong parameter name.
 */
const NAMESPACES = readdirSync(new URL('../../../packages/i18n/src/locales/pt-BR/', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));
const I18N_KEY_PATTERN = new RegExp(`(?<![\\w@./:-])(?:${NAMESPACES.join('|')})(?:\\.[A-Za-z]\\w*)+`, 'g');

/**
 * The keys in the page's prose. Code (`<code>`, `<pre>`) is left out: the API reference shows error codes,
 * which are keys by design, as code.
 */
async function visibleKeys(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const code of copy.querySelectorAll('code, pre')) code.remove();
    // innerText needs a rendered element: the copy is measured off-screen, then dropped.
    copy.style.position = 'absolute';
    copy.style.left = '-100000px';
    document.documentElement.append(copy);
    const prose = copy.innerText;
    copy.remove();
    return prose;
  });
  return [...text.matchAll(I18N_KEY_PATTERN)].map((match) => match[0]);
}

/** Values for the path parameters: the first article of the blog, the first product the visitor can edit. */
async function resolveParams(page: Page, signedIn: boolean): Promise<Params> {
  await page.goto('/blog');
  const article = page.locator('main a[href^="/blog/"]:not([href="/blog/new"])').first();
  const slug = (await article.getAttribute('href'))?.split('/')[2] ?? '';
  let id = NO_SUCH_PRODUCT;
  if (signedIn) {
    await page.goto('/dashboard/products');
    await settle(page);
    const edit = page.locator('a[href^="/dashboard/products/edit/"]').first();
    if ((await edit.count()) > 0) id = (await edit.getAttribute('href'))?.split('/').pop() ?? id;
  }
  return { productCode: 'FT24', slug, id };
}

/** Visitors with no product of their own scan the edit route's "not found" state. */
const NO_SUCH_PRODUCT = '00000000-0000-4000-8000-000000000000';

const ACCOUNTS: Record<Exclude<Visitor, 'visitor'>, { email: string; tab: 'Produtor' | 'Revendedor' }> = {
  admin: { email: DEMO.admin, tab: 'Produtor' },
  producer: { email: DEMO.producer, tab: 'Produtor' },
  starter: { email: DEMO.starter, tab: 'Produtor' },
  reseller: { email: DEMO.reseller, tab: 'Revendedor' },
};

// Longest first, so two workers finish together.
for (const visitor of ['admin', 'producer', 'visitor', 'reseller', 'starter'] as const) {
  test(`no WCAG 2.1 AA violations in the light and dark themes: ${visitor} @a11y`, async ({ page }) => {
    // Every route twice (light and dark), about 5 s each on the embedded database: the admin's and the
    // producer's 30-odd routes need more than five minutes on a 2-core machine.
    test.setTimeout(600_000);
    await page.addInitScript(() => localStorage.setItem('afilia.theme', 'system'));
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    if (visitor !== 'visitor') {
      const account = ACCOUNTS[visitor];
      await signIn(page, account.email, DEMO_PASSWORD, account.tab);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    const params = await resolveParams(page, visitor !== 'visitor');
    const found: string[] = [];
    for (const route of routesFor(visitor)) {
      const url = withParams(route, params);
      if (visitor === 'visitor') await gotoInteractive(page, url);
      else await page.goto(url);
      for (const theme of ['light', 'dark'] as const) {
        await showTheme(page, theme);
        await settle(page);
        for (const violation of await scan(page, theme)) found.push(`${url} (${theme}): ${violation}`);
        if (theme === 'light')
          for (const key of await visibleKeys(page))
            found.push(`${url}: the i18n key '${key}' is shown as text`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) found.push(`${url} (${theme}): ${overflow} px of horizontal overflow at 1280 px`);
        await shoot(page, `${visitor}-${nameOf(url)}`);
      }
      await showTheme(page, 'light');
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
