import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';

const API_TARGET = process.env.AFILIA_API_URL ?? 'http://127.0.0.1:3000';
// Anchored patterns: a bare '/r' prefix would also swallow '/register' and '/reset-password'.
const proxied = ['^/trpc(/|$)', '^/api/', '^/files/', '^/r/', '^/dev(/|$)', '^/healthz$', '^/readyz$'];
const proxy = Object.fromEntries(
  proxied.map((pattern) => [pattern, { target: API_TARGET, changeOrigin: false }]),
);

// Chunks (browser build only: vite.ssr.config.ts takes the plugins and aliases, not `build`). Rolldown's
// automatic splitting gave every module shared by a different set of routes its own file: 200 chunks, 143 of
// them under 1 KB gzipped, and 57 requests to render the landing page. These groups, highest priority first,
// give each kind of code one file, and keep what the public pages load free of the dashboard's and the forms'.

/** One regular expression over module ids, from path fragments (`/` matches either separator). */
const modules = (...fragments: string[]) =>
  new RegExp(fragments.map((fragment) => fragment.replaceAll('/', '[\\\\/]')).join('|'));

const FORMS = modules('node_modules/(zod|react-hook-form|@hookform)/', 'src/lib/zod-jitless\\.ts');
const VALIDATORS = modules('packages/validators/src/');
/** recharts and the packages it brings that nothing else on a page loads (d3, its redux store, react-is…). */
const CHARTS = modules(
  'node_modules/(recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs/toolkit|redux|redux-thunk|react-redux|reselect|immer|es-toolkit|decimal\\.js-light|eventemitter3|tiny-invariant|use-sync-external-store|react-is)/',
);
/** What every page's layout renders: buttons, menus (theme, language), toasts, layout pieces, app helpers. */
const KIT = modules(
  'node_modules/(@radix-ui|radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib|class-variance-authority|tailwind-merge|clsx|sonner|react-i18next)/',
  'src/(components|lib)/',
  'packages/validators/src/',
);
/** Form controls, dialogs and list pieces: the dashboard's, the sign-in forms' and the checkout's. */
const CONTROLS = modules(
  'node_modules/@radix-ui/react-(select|dialog|alert-dialog|checkbox|radio-group|switch|tabs|progress|label)/',
  'src/components/ui/(select|dialog|alert-dialog|sheet|checkbox|radio-group|switch|tabs|progress|label|form-field|input|textarea|search-input|table)\\.tsx',
  'src/components/(list/|confirm-dialog)',
);
const FEATURES = modules('src/features/');
const AUTH_FEATURE = modules('src/features/auth/');
const DASHBOARD_ROUTE = modules('src/routes/dashboard(\\.tsx|/)');

/** Validators that declare zod schemas go with zod; the others (money, plans, constants…) are plain helpers. */
const declaresSchemas = new Map<string, boolean>();
function isSchemaModule(id: string): boolean {
  if (!VALIDATORS.test(id)) return false;
  let schemas = declaresSchemas.get(id);
  if (schemas === undefined) {
    schemas = /from ['"]zod['"]/.test(readFileSync(id.split('?')[0] ?? id, 'utf8'));
    declaresSchemas.set(id, schemas);
  }
  return schemas;
}

/**
 * A module only the dashboard reaches: every importer is a dashboard route or such a module. What the public
 * pages (the checkout included) also import fails this, so they never load the dashboard's chunk.
 */
function dashboardOnly(
  id: string,
  ctx: Rolldown.ChunkingContext,
  seen = new Map<string, boolean>(),
): boolean {
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, true); // an import cycle alone does not make a module public
  const info = ctx.getModuleInfo(id);
  const importers = info ? [...info.importers, ...info.dynamicImporters] : [];
  const only =
    importers.length > 0 &&
    importers.every((importer) => DASHBOARD_ROUTE.test(importer) || dashboardOnly(importer, ctx, seen));
  seen.set(id, only);
  return only;
}

const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    // Everything the entry imports statically: one file instead of the entry and six preloads.
    { name: 'app', tags: ['$initial'], priority: 100 },
    // Stripe.js and the card field built on it (a shared component, yet only the lazy card field imports it):
    // importing @stripe/stripe-js inserts Stripe's script, so this file must never be reached from 'kit'.
    {
      name: 'stripe',
      test: modules('node_modules/@stripe/', 'src/components/card-payment/stripe-card-field\\.tsx'),
      includeDependenciesRecursively: false,
      priority: 90,
    },
    // The Relatórios charts: only that screen imports them, so the file loads with it and stays cached when
    // the screen's own code changes. Packages other code may share (tiny-invariant…) are left out.
    { name: 'charts', test: CHARTS, includeDependenciesRecursively: false, priority: 85 },
    // The blog's zod-free constants (categories, limits): the public blog pages read them, and would otherwise
    // load all of zod with 'forms', which takes them in as a dependency of the blog's schemas.
    { name: 'blog-constants', test: modules('packages/validators/src/blog-constants\\.ts'), priority: 81 },
    { name: 'forms', test: (id) => FORMS.test(id) || isSchemaModule(id), priority: 80 },
    // 130 icons of a few hundred bytes each: one request beats one per icon.
    { name: 'icons', test: modules('node_modules/lucide-react/'), priority: 70 },
    { name: 'kit', test: (id) => KIT.test(id) && !CONTROLS.test(id), priority: 60 },
    { name: 'controls', test: CONTROLS, priority: 50 },
    // Shared by several pages of one area. Their other dependencies stay where the other pages find them; no
    // cycle comes of it, since by these tests nothing outside such a group imports a module in it.
    {
      name: (id, ctx) => (FEATURES.test(id) && dashboardOnly(id, ctx) ? 'dashboard' : null),
      debugName: 'dashboard',
      minShareCount: 2,
      includeDependenciesRecursively: false,
      priority: 20,
    },
    {
      name: 'auth',
      test: AUTH_FEATURE,
      minShareCount: 2,
      includeDependenciesRecursively: false,
      priority: 20,
    },
  ],
};

export default defineConfig({
  plugins: [
    // The router plugin must come before the React plugin.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Also split pending components, so a layout's loading skeleton does not pull its module into the entry chunk.
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    tailwindcss(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod without its eval probe, which the CSP would report (see the file).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy,
  },
  preview: {
    port: 4173,
    proxy,
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting } },
  },
});
