import { type DehydratedState, hydrate as restoreQueries } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { type ReactNode, StrictMode, startTransition, use, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import superjson from 'superjson';
import { loadFooterPreferences } from '@/components/layout/footer-preferences-loader';
import { rememberSignedInVisitor, replayHeldInput } from '@/lib/deferred-start';
import { initI18n } from '@/lib/i18n';
import { readStoredTheme } from '@/lib/theme';
import { queryClient } from '@/lib/trpc';
import { createAppRouter } from '@/router';
import {
  PRERENDERED_ATTRIBUTE,
  SERVER_RENDER_LANGUAGE,
  SERVER_RENDER_THEME,
  SERVER_STATE_ELEMENT_ID,
} from '@/ssr/markers';
import './styles.css';
import './ssr/prerendered.css';

const router = createAppRouter({ queryClient });
rememberSignedInVisitor(queryClient);

/** The React Query cache the server rendered the page from (the public product page), if it sent one. */
function restoreServerState(): void {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const state = superjson.parse<DehydratedState>(element.textContent);
    // The server read the data for this response (it reuses markup only for identical data): fresh as of now,
    // whenever the markup itself was rendered, so the page does not fetch it again on mount.
    const now = Date.now();
    for (const query of state.queries) query.state.dataUpdatedAt = now;
    restoreQueries(queryClient, state);
  } catch {
    // Unreadable: the page's loader fetches the data itself.
  }
}

/**
 * Server markup is rendered in pt-BR with the light theme; the app's first render matches it only for a
 * visitor with those preferences (the theme menu shows the current theme). index.html's inline script has
 * already put the remembered language on <html lang>.
 */
function matchesServerRender(): boolean {
  return (
    document.documentElement.lang === SERVER_RENDER_LANGUAGE && readStoredTheme() === SERVER_RENDER_THEME
  );
}

/**
 * Renders its children once `ready` has settled; until then, hydration waits on the server's markup.
 * `onHydrated` runs once the hydrated tree has committed, when the page's controls respond.
 */
function AfterLoading({
  ready,
  onHydrated,
  children,
}: {
  ready: Promise<unknown>;
  onHydrated: () => void;
  children: ReactNode;
}) {
  use(ready);
  useEffect(onHydrated, [onHydrated]);
  return children;
}

function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root not found');
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    // The active language is loaded before the first render, so no untranslated flash.
    void initI18n().then(() => createRoot(container).render(app));
    return;
  }

  // A prerendered or server-rendered page. Its first render must be the page itself, not a loading state:
  // the language, the route's code and its data (from the server's cache) are loaded first, together.
  restoreServerState();
  // The footer's menus are loaded with the rest, so that they are wired as soon as the page is.
  const ready = Promise.all([initI18n(), router.load(), loadFooterPreferences()]);
  if (matchesServerRender()) {
    // The server's tree has no Suspense boundary around the matches; this flag makes the browser's the same.
    router.ssr = { manifest: undefined };
    // Hydrating at once (the root waits on `ready`) lets React hold the clicks made meanwhile and replay them.
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking a phone's
    // main thread for the whole tree; a click still hydrates its target first.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <AfterLoading
            ready={ready}
            onHydrated={() => {
              container.removeAttribute(PRERENDERED_ATTRIBUTE);
              void replayHeldInput();
            }}
          >
            <RouterProvider router={router} />
          </AfterLoading>
        </StrictMode>,
      );
    });
    return;
  }
  // Another language or theme: render afresh over the server markup, in one synchronous commit.
  void ready.then(() => {
    const root = createRoot(container);
    flushSync(() => root.render(app));
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    // The server's elements are gone: nothing held can be replayed, but events now reach the app.
    void replayHeldInput();
  });
}

start();
